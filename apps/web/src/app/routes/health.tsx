import { ComingSoon } from '@/components/layout/coming-soon';
import { paths } from '@/config/paths';
import { dashboardSection } from '@/config/sections';

/** /dashboard/health, the Health Tracker tile's target (spec §2.1). Not built yet: the honest "coming soon" page. */
export function HealthRoute() {
  return <ComingSoon {...dashboardSection(paths.health)} backTo={paths.dashboard} />;
}
