import { ComingSoon } from '@/components/layout/coming-soon';
import { paths } from '@/config/paths';
import { OTHER_SECTIONS } from '@/config/sections';

/** /dashboard/kids/:kidId/calendar (spec §2.13). Not built yet: the honest "coming soon" page. */
export function KidCalendarRoute() {
  return <ComingSoon {...{ ...OTHER_SECTIONS.kidCalendar }} backTo={paths.dashboard} />;
}
