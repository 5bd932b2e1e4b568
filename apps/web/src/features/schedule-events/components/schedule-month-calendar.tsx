import { memo, useDeferredValue } from 'react';
import { InlineCalendar } from '@/components/ui/lazy-calendar';
import { localDayKey } from '../utils/event-time';

export interface ScheduleMonthCalendarProps {
  /** The month shown. */
  month: Date;
  onMonthChange: (month: Date) => void;
  selected: Date;
  onSelect: (day: Date) => void;
  /** Local days (`YYYY-MM-DD`) that have at least one event: they get a dot. */
  eventDays: ReadonlySet<string>;
  /** BCP 47 tag for names of months and days; omitted: the browser's locale. */
  locale?: string;
}

/**
 * The schedule card's month calendar (spec §2.10): the app's one Calendar (loaded after the
 * first paint behind a frame of its size, InlineCalendar), one month, a dot
 * under each day that has events (also said in the day's accessible name, "…, has events"),
 * the selected day ringed.
 *
 * The dots follow `eventDays` in a deferred render: the month's events answer through
 * TanStack Query's store, whose updates React renders synchronously, and the month
 * (react-day-picker's weeks and labels) is the card's largest render — 171 ms in one task at 4×
 * CPU when the events answered after it had mounted (issue 29). Deferred here, below the card's
 * queries, that render yields to the browser every few milliseconds, and no store read during it
 * can send it back to a synchronous one (React re-renders synchronously when a store that a
 * component of a concurrent render read has changed meanwhile).
 */
export function ScheduleMonthCalendar({ eventDays, ...month }: ScheduleMonthCalendarProps) {
  const shownEventDays = useDeferredValue(eventDays);
  return <MonthWithDots {...month} eventDays={shownEventDays} />;
}

/** The month itself, drawn again only when one of its props changes. */
const MonthWithDots = memo(function MonthWithDots({
  month,
  onMonthChange,
  selected,
  onSelect,
  eventDays,
  locale,
}: ScheduleMonthCalendarProps) {
  const hasEvents = (day: Date) => eventDays.has(localDayKey(day));
  return (
    <InlineCalendar
      selected={selected}
      onSelect={onSelect}
      month={month}
      onMonthChange={onMonthChange}
      modifiers={{ hasEvents }}
      modifiersClassNames={{
        hasEvents:
          'relative after:pointer-events-none after:absolute after:bottom-0.5 after:left-1/2 after:size-1.5 after:-translate-x-1/2 after:rounded-full after:bg-accent-500',
      }}
      modifierLabels={{ hasEvents: 'has events' }}
      locale={locale}
    />
  );
});
