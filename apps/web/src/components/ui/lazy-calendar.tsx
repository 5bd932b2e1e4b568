import { lazy, Suspense } from 'react';
import type { LucideIcon } from 'lucide-react';
import type { CalendarProps } from './calendar';
import { firstDayOfWeek } from '@/lib/dates';
import { Spinner } from './spinner';
import { useLocale } from '@/lib/i18n/locale-context';
import { fillTemplate, useLocalize } from '@/lib/i18n/localize-context';

/**
 * Starts loading the calendar grid (react-day-picker and its styles), e.g. when a date field is
 * focused or hovered, so its picker opens at once. The account screens keep it out of their
 * first load (route budgets, issue 9).
 */
export function preloadCalendar() {
  return import('./calendar');
}

/**
 * The picker's texts in English, as the common catalogue writes them (`calendar.loading`,
 * `calendar.choose`): a date of birth's picker is on the register screen's first load, which
 * carries no common catalogue, so they are said through LocalizeContext (issue 28).
 */
const CALENDAR_TEXTS = {
  loading: 'Loading the calendar...',
  choose: 'Choose {field} from a calendar',
} as const;

const LazyCalendar = lazy(() => preloadCalendar().then(({ Calendar }) => ({ default: Calendar })));

/**
 * How many week rows the Calendar draws for `month` (react-day-picker shows only the month's
 * weeks: 4 to 6), with weeks starting on `weekStartsOn` (0 = Sunday, the library's default).
 */
export function weekRowsOf(month: Date, weekStartsOn = 0): number {
  const first = new Date(month.getFullYear(), month.getMonth(), 1).getDay();
  const days = new Date(month.getFullYear(), month.getMonth() + 1, 0).getDate();
  return Math.ceil((((first - weekStartsOn + 7) % 7) + days) / 7);
}

/**
 * The inline Calendar (the parent hub's month, decision 055): react-day-picker and date-fns load
 * after the first paint, and meanwhile an empty frame of the grid's exact size holds its place —
 * the caption and weekday row (80 px) and 40 px per week row, 280 px wide (CALENDAR_STYLE's
 * 2.5 rem days) — so nothing moves when it arrives.
 */
export function InlineCalendar(props: CalendarProps & { month: Date }) {
  const appLocale = useLocale().intlLocale;
  const rows = weekRowsOf(props.month, firstDayOfWeek(props.locale ?? appLocale));
  return (
    <Suspense
      fallback={
        <div
          aria-hidden="true"
          className="mx-auto w-[17.5rem] rounded-xl bg-ink-900/5"
          style={{ height: `${5 + rows * 2.5}rem` }}
        />
      }
    >
      <LazyCalendar {...props} />
    </Suspense>
  );
}

/** The Calendar in a picker dialog, loaded on first use, with a loading line meanwhile. */
export function PickerCalendar(props: CalendarProps) {
  const localize = useLocalize();
  return (
    <Suspense
      fallback={
        <p role="status" className="flex items-center gap-2 py-8 text-ink-700">
          <Spinner className="size-4 text-brand-600" /> {localize(CALENDAR_TEXTS.loading)}
        </p>
      }
    >
      <LazyCalendar {...props} />
    </Suspense>
  );
}

/**
 * The button at the end of a date field that opens its picker dialog, named "Choose {label}
 * from a calendar".
 */
export function PickerButton({
  label,
  icon: Icon,
  disabled,
  onClick,
}: {
  label: string;
  icon: LucideIcon;
  disabled: boolean;
  onClick: () => void;
}) {
  const localize = useLocalize();
  const name = fillTemplate(localize(CALENDAR_TEXTS.choose), { field: label.toLowerCase() });
  return (
    <button
      type="button"
      aria-haspopup="dialog"
      aria-label={name}
      disabled={disabled}
      onClick={onClick}
      className="absolute inset-y-0 right-0 flex w-12 items-center justify-center rounded-r-xl text-brand-700 hover:bg-brand-50 disabled:cursor-not-allowed disabled:text-ink-500"
    >
      <Icon aria-hidden="true" className="size-5" />
    </button>
  );
}
