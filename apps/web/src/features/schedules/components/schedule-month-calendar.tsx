import type { CSSProperties } from 'react';
import { DayPicker } from 'react-day-picker';
import 'react-day-picker/style.css';
import { firstDayOfWeek, formatDay, localDayKey } from '../utils/event-time';

/** react-day-picker's look in Nestling's colours (brand teal; apricot dots). */
const CALENDAR_STYLE = {
  '--rdp-accent-color': '#1e7a72',
  '--rdp-accent-background-color': '#effaf8',
  '--rdp-today-color': '#1b625c',
  // 7 × 40 px fits the card on a 360 px phone.
  '--rdp-day-height': '2.5rem',
  '--rdp-day-width': '2.5rem',
  '--rdp-day_button-height': '2.375rem',
  '--rdp-day_button-width': '2.375rem',
} as CSSProperties;

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
 * The schedule card's month calendar (spec §2.10): one month, a dot under each day that has
 * events (also said in the day's accessible name, "…, has events"), the selected day ringed.
 * react-day-picker gives the grid its keyboard use (arrows, Home/End, Page Up/Down); month and
 * weekday names and the first day of the week follow the viewer's locale.
 */
export function ScheduleMonthCalendar({
  month,
  onMonthChange,
  selected,
  onSelect,
  eventDays,
  locale,
}: ScheduleMonthCalendarProps) {
  const hasEvents = (day: Date) => eventDays.has(localDayKey(day));
  return (
    <DayPicker
      mode="single"
      required
      selected={selected}
      onSelect={(day) => onSelect(day)}
      month={month}
      onMonthChange={onMonthChange}
      weekStartsOn={firstDayOfWeek(locale)}
      modifiers={{ hasEvents }}
      modifiersClassNames={{
        hasEvents:
          'relative after:pointer-events-none after:absolute after:bottom-0.5 after:left-1/2 after:size-1.5 after:-translate-x-1/2 after:rounded-full after:bg-accent-500',
      }}
      formatters={{
        formatCaption: (date) =>
          new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric' }).format(date),
        formatWeekdayName: (date) =>
          new Intl.DateTimeFormat(locale, { weekday: 'short' }).format(date),
      }}
      labels={{
        labelDayButton: (date, modifiers) =>
          [
            formatDay(date, locale),
            modifiers.today ? 'today' : undefined,
            hasEvents(date) ? 'has events' : undefined,
            modifiers.selected ? 'selected' : undefined,
          ]
            .filter(Boolean)
            .join(', '),
      }}
      style={CALENDAR_STYLE}
      className="mx-auto w-fit text-ink-900"
    />
  );
}
