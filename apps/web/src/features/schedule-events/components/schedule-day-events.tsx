import { calendarCatalogue } from '@nestling/shared';
import { useScheduleEvents } from '../api/get-schedule-events';
import { formatDay } from '@/lib/dates';
import { useTranslation } from '@/lib/i18n/use-translation';
import { localDayKey, monthRange, sortByStart } from '../utils/event-time';
import type { EventDeletion } from './delete-event-dialog';
import { EventList } from './event-list';

export interface ScheduleDayEventsProps {
  /** The selected day. */
  day: Date;
  deletion: EventDeletion;
  /** BCP 47 tag for dates and times; omitted: the browser's locale. */
  locale?: string;
}

/**
 * 'Events on {date}' of the parent hub's schedule card (spec §2.10): the selected day's events
 * of every kid and the family, soonest first, read from the day's month (the same request as
 * the month calendar when the day is in the shown month), or 'No events for selected day.'.
 */
export function ScheduleDayEvents({ day, deletion, locale }: ScheduleDayEventsProps) {
  const { t } = useTranslation(calendarCatalogue);
  const monthEvents = useScheduleEvents(monthRange(day));
  const dayKey = localDayKey(day);
  const events = sortByStart(
    (monthEvents.data ?? []).filter((event) => localDayKey(event.startTime) === dayKey),
  );
  return (
    <div className="space-y-3">
      <h3 className="text-lg font-bold text-ink-900">
        {t('hub.eventsOn', { date: formatDay(day, locale) })}
      </h3>
      <EventList
        events={events}
        isLoading={monthEvents.isPending || monthEvents.isPlaceholderData}
        failure={
          monthEvents.isError && <p className="text-danger-700">{t('scheduleEvent.loadFailed')}</p>
        }
        emptyText={t('scheduleEvent.emptyDay')}
        when="time"
        showKidName
        deletion={deletion}
        locale={locale}
      />
    </div>
  );
}
