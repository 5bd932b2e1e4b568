import { DeleteEventDialog, useEventDeletion } from './delete-event-dialog';
import { sortByStart } from '../utils/event-time';
import { EventList, type EventListProps } from './event-list';

export interface KidEventListProps extends Omit<EventListProps, 'deletion'> {
  /** The kid's events in any order: listed by start, oldest first (spec §7.4). */
  events: EventListProps['events'];
  /** Shows a delete's outcome in the calendar's status line: 'Event deleted.' or its failure. */
  onMessage: (text: string) => void;
}

/**
 * The kid calendar's 'Upcoming Events' list with its Delete confirmation (spec §2.13, §4, §8.2):
 * one part, which the calendar loads on demand once its title's kid has answered (decision
 * 067), so the first paint carries neither the list nor the dialog.
 */
export function KidEventList({ onMessage, events, ...list }: KidEventListProps) {
  const deletion = useEventDeletion(onMessage);
  return (
    <>
      <EventList {...list} events={sortByStart(events)} deletion={deletion} />
      <DeleteEventDialog deletion={deletion} />
    </>
  );
}
