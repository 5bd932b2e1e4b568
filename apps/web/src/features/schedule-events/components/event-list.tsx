import type { ReactNode } from 'react';
import { calendarCatalogue, type ScheduleEvent } from '@nestling/shared';
import { Spinner } from '@/components/ui';
import { eventTitle, formatEventDateTime, formatEventTime } from '../utils/event-time';
import { DeleteEventButton, type EventDeletion } from './delete-event-dialog';
import { AddedBy } from '@/entities/parent/components/added-by';
import { useTranslation } from '@/lib/i18n/use-translation';

export interface EventListProps {
  /** The events to list, in the order given. */
  events: readonly ScheduleEvent[];
  /** True while they load: 'Loading events...' instead of the list. */
  isLoading: boolean;
  /** Shown instead of the list when the load failed (the caller's text or retry button). */
  failure?: ReactNode;
  /** The text of an empty list. */
  emptyText: string;
  /** 'time' where the day is already said (the hub's day list), else 'date-time'. */
  when: 'time' | 'date-time';
  /** Show each event's kid (the hub lists every kid's events and family ones). */
  showKidName?: boolean;
  /** The Delete buttons' confirmation and call. */
  deletion: EventDeletion;
  /** BCP 47 tag for dates and times; omitted: the browser's locale. */
  locale?: string;
}

/**
 * A list of schedule events with their states, shared by the parent hub's 'Events on {date}'
 * (spec §2.10) and the kid calendar's 'Upcoming Events' (spec §2.13): 'Loading events...',
 * then the failure, the empty text or each event's time (or date and time, in the viewer's
 * locale), title ('Untitled Event' when blank), kid, description and a Delete button.
 */
export function EventList({
  events,
  isLoading,
  failure,
  emptyText,
  when,
  showKidName = false,
  deletion,
  locale,
}: EventListProps) {
  const { t } = useTranslation(calendarCatalogue);
  if (isLoading) {
    return (
      <p role="status" className="flex items-center gap-2 text-ink-700">
        <Spinner className="size-4 text-brand-600" />
        {t('scheduleEvent.loading')}
      </p>
    );
  }
  if (failure) return failure;
  if (events.length === 0) return <p className="text-ink-700">{emptyText}</p>;
  return (
    <ul className="space-y-3">
      {events.map((item) => (
        <li
          key={item.id}
          className="flex items-start justify-between gap-3 rounded-2xl bg-brand-50/60 p-3 ring-1 ring-brand-100"
        >
          <div className="min-w-0 space-y-0.5">
            <time
              dateTime={item.startTime}
              className="block text-sm font-semibold text-brand-700 tabular-nums"
            >
              {when === 'time'
                ? formatEventTime(item.startTime, locale)
                : formatEventDateTime(item.startTime, locale)}
            </time>
            <p className="font-bold break-words text-ink-900">
              {eventTitle(item, t('scheduleEvent.untitled'))}
            </p>
            {showKidName && item.kidName && (
              <p className="text-xs font-semibold text-accent-700">{item.kidName}</p>
            )}
            {item.description && (
              <p className="text-sm whitespace-pre-line break-words text-ink-700">
                {item.description}
              </p>
            )}
            <AddedBy createdBy={item.createdBy} />
          </div>
          <DeleteEventButton event={item} deletion={deletion} />
        </li>
      ))}
    </ul>
  );
}
