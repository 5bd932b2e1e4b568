import { ComingSoon } from '@/components/layout/coming-soon';
import { paths } from '@/config/paths';
import { dashboardSection } from '@/config/sections';

/** /dashboard/kidsprofile (spec §2.11). Not built yet: the honest "coming soon" page. */
export function KidsProfileRoute() {
  return <ComingSoon {...dashboardSection(paths.kidsProfile)} backTo={paths.dashboard} />;
}
