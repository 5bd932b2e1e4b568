import { memo } from 'react';
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
 * the selected day ringed. Memoized: the schedule card renders again with each of its queries'
 * answers, and the month (react-day-picker's weeks and labels) is its largest render, redrawn
 * only when its own props change.
 */
export const ScheduleMonthCalendar = memo(function ScheduleMonthCalendar({
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
