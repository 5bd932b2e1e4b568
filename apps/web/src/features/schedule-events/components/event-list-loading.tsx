import { SCHEDULE_EVENT_MESSAGES } from '@nestling/shared';
import { LoadingStatus } from '@/components/ui';

/**
 * The events list's loading line ('Loading events...', spec §8.2 Calendar): EventList's while
 * the events load, and the kid calendar's while the list's code loads (decision 067).
 */
export function EventListLoading() {
  return <LoadingStatus>{SCHEDULE_EVENT_MESSAGES.loading}</LoadingStatus>;
}
