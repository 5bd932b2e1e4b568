import type { CSSProperties } from 'react';
import { DayPicker, type Matcher, type Modifiers } from 'react-day-picker';
import 'react-day-picker/style.css';
import { cn } from '@/lib/cn';
import { commonCatalogue } from '@nestling/shared';
import { dateTimeFormat, firstDayOfWeek, formatDay } from '@/lib/dates';
import { useLocale } from '@/lib/i18n/locale-context';
import { useTranslation } from '@/lib/i18n/use-translation';

/**
 * react-day-picker's look in Nestling's palette. The values are the theme's CSS variables, so
 * the grid follows light and dark mode.
 */
const CALENDAR_STYLE = {
  '--rdp-accent-color': 'var(--color-brand-600)',
  '--rdp-accent-background-color': 'var(--color-brand-50)',
  '--rdp-today-color': 'var(--color-brand-700)',
  // 7 × 40 px fits a card on a 360 px phone.
  '--rdp-day-height': '2.5rem',
  '--rdp-day-width': '2.5rem',
  '--rdp-day_button-height': '2.375rem',
  '--rdp-day_button-width': '2.375rem',
  '--rdp-nav_button-height': '2.5rem',
  '--rdp-nav_button-width': '2.5rem',
} as CSSProperties;

export interface CalendarProps {
  /** The selected day (local midnight), if any. */
  selected: Date | undefined;
  onSelect: (day: Date) => void;
  /** The month shown, when the caller keeps it (the schedule card); else it starts at `selected`. */
  month?: Date;
  onMonthChange?: (month: Date) => void;
  /** The month shown first when `month` is not given (default: `selected`, else today). */
  defaultMonth?: Date;
  /** Month and year as two selects (a date of birth is years back), else a caption and arrows. */
  dropdowns?: boolean;
  /** The first and last month that can be shown (the dropdowns' range). */
  startMonth?: Date;
  endMonth?: Date;
  /** Days that cannot be chosen (e.g. after today for a date of birth). */
  disabled?: Matcher | Matcher[];
  /** Extra day marks, e.g. `{ hasEvents }`, with their classes. */
  modifiers?: Record<string, Matcher | Matcher[]>;
  modifiersClassNames?: Record<string, string>;
  /** Words added to a day's accessible name for a modifier, e.g. `{ hasEvents: 'has events' }`. */
  modifierLabels?: Record<string, string>;
  /** Move focus into the grid when shown: the selected day, else today (in a picker dialog). */
  focusOnShow?: boolean;
  /** BCP 47 tag for names of months and days; omitted: the app's (useLocale). */
  locale?: string;
  className?: string;
}

/**
 * The app's one calendar grid (issue 9, decision 014): react-day-picker, which follows the
 * WAI-ARIA date grid — arrow keys move by day and week, Home/End to the week's ends, Page Up/Down
 * by month (with Shift by year), Enter or Space choose — with each day named in full ("Tuesday
 * 5 May 2026, today, selected"), month and weekday names, the first day of the week and the
 * navigation's names in the app's language (issue 28: Spanish weeks start on Monday). The schedule card shows it inline; DateField and DateTimeField in a dialog.
 */
export function Calendar({
  selected,
  onSelect,
  month,
  onMonthChange,
  defaultMonth,
  dropdowns = false,
  startMonth,
  endMonth,
  disabled,
  modifiers,
  modifiersClassNames,
  modifierLabels = {},
  focusOnShow = false,
  locale: givenLocale,
  className,
}: CalendarProps) {
  const appLocale = useLocale().intlLocale;
  const { t } = useTranslation(commonCatalogue);
  const locale = givenLocale ?? appLocale;
  const labelDay = (date: Date, dayModifiers: Modifiers) =>
    [
      formatDay(date, locale),
      dayModifiers.today ? t('calendar.today') : undefined,
      ...Object.entries(modifierLabels).map(([name, words]) =>
        dayModifiers[name] ? words : undefined,
      ),
      dayModifiers.selected ? t('calendar.selected') : undefined,
    ]
      .filter(Boolean)
      .join(', ');
  return (
    <DayPicker
      mode="single"
      required
      selected={selected}
      onSelect={(day) => onSelect(day)}
      {...(month ? { month } : { defaultMonth: defaultMonth ?? selected })}
      onMonthChange={onMonthChange}
      captionLayout={dropdowns ? 'dropdown' : 'label'}
      startMonth={startMonth}
      endMonth={endMonth}
      disabled={disabled}
      // The date picker dialog pattern (WAI-ARIA APG): opening it puts focus on the grid's day.
      // eslint-disable-next-line jsx-a11y/no-autofocus
      autoFocus={focusOnShow}
      weekStartsOn={firstDayOfWeek(locale)}
      modifiers={modifiers}
      modifiersClassNames={modifiersClassNames}
      formatters={{
        formatCaption: (date) =>
          dateTimeFormat(locale, { month: 'long', year: 'numeric' }).format(date),
        formatMonthDropdown: (date) => dateTimeFormat(locale, { month: 'long' }).format(date),
        formatWeekdayName: (date) => dateTimeFormat(locale, { weekday: 'short' }).format(date),
      }}
      labels={{
        labelDayButton: labelDay,
        labelGrid: (date) =>
          dateTimeFormat(locale, { month: 'long', year: 'numeric' }).format(date),
        labelWeekday: (date) => dateTimeFormat(locale, { weekday: 'long' }).format(date),
        labelNext: () => t('calendar.next'),
        labelPrevious: () => t('calendar.previous'),
        labelMonthDropdown: () => t('calendar.month'),
        labelYearDropdown: () => t('calendar.year'),
      }}
      style={CALENDAR_STYLE}
      className={cn('mx-auto w-fit text-ink-900', className)}
    />
  );
}
