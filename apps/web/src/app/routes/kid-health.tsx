import { ComingSoon } from '@/components/layout/coming-soon';
import { paths } from '@/config/paths';
import { OTHER_SECTIONS } from '@/config/sections';

/** /dashboard/kids/:kidId/health (spec §2.14). Not built yet: the honest "coming soon" page. */
export function KidHealthRoute() {
  return <ComingSoon {...{ ...OTHER_SECTIONS.kidHealth }} backTo={paths.dashboard} />;
}
