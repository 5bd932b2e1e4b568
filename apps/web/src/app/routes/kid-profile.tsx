import { ComingSoon } from '@/components/layout/coming-soon';
import { paths } from '@/config/paths';
import { OTHER_SECTIONS } from '@/config/sections';

/** /dashboard/kids/:kidId/profile (issue 3). Not built yet: the honest "coming soon" page. */
export function KidProfileRoute() {
  return <ComingSoon {...{ ...OTHER_SECTIONS.kidProfile }} backTo={paths.dashboard} />;
}
