import { ComingSoon } from '@/components/layout/coming-soon';
import { paths } from '@/config/paths';
import { OTHER_SECTIONS } from '@/config/sections';

/** /dashboard/kids/:kidId/edit (spec §2.12). Not built yet: the honest "coming soon" page. */
export function KidEditRoute() {
  return <ComingSoon {...{ ...OTHER_SECTIONS.kidEdit }} backTo={paths.dashboard} />;
}
