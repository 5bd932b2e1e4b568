import { CalendarDays, ChevronDown } from 'lucide-react';
import { Suspense, useCallback, useId, useMemo, useRef, useState } from 'react';
import { calendarCatalogue, SCHEDULE_STATUS_CLEAR_MS } from '@nestling/shared';
import { Button, Card, RetryMessage, StatusMessage, clockOfLocale } from '@/components/ui';
import { useScheduleEvents } from '../api/get-schedule-events';
import { useTimedStatus } from '../hooks/use-timed-status';
import { useKids } from '@/entities/kids/api/get-kids';
import { cn } from '@/lib/cn';
import { lazyPart, useOpenedOnce } from '@/lib/lazy-part';
import { formatDay } from '@/lib/dates';
import { useTranslation } from '@/lib/i18n/use-translation';
import { localDayKey, monthRange, startOfMonth } from '../utils/event-time';
import { calendarStatusTone } from '../utils/status';
import { DeleteEventDialog, useEventDeletion } from './delete-event-dialog';
import { ScheduleDayEvents } from './schedule-day-events';
import { ScheduleMonthCalendar } from './schedule-month-calendar';

/** The schedule form (react-hook-form, the time field): loaded when first asked for (decision 055). */
const ScheduleCardForm = lazyPart(() =>
  import('./schedule-card-form').then((module) => module.ScheduleCardForm),
);

export interface ScheduleCardProps {
  /** BCP 47 tag for dates, times and the clock (12 or 24 h); omitted: the browser's locale. */
  locale?: string;
  /** The day selected at first (default today). */
  initialDay?: Date;
}

/**
 * The parent hub's schedule card (spec §2.10, §4 Parent-hub schedule form, §5 Parent-hub schedule
 * add, §8.2 Parent hub): a month calendar with a dot on days that have events (the shown month
 * is fetched with a from/to range), 'Selected: {date}' (shown and announced), the Add Schedule /
 * Hide Schedule Form toggle (spec §2.10's two texts; aria-expanded tells assistive technology
 * too), the add form (AddScheduleEventForm, its state kept here so what was typed survives hiding
 * it) and 'Events on {date}' (ScheduleDayEvents). The status
 * line clears 3000 ms after each add attempt. Each listed event can be deleted (after a
 * confirmation), so family events, which have no kid calendar, can be removed too.
 */
export function ScheduleCard({ locale, initialDay }: ScheduleCardProps) {
  const { t, localize } = useTranslation(calendarCatalogue);
  const [selected, setSelected] = useState(() => initialDay ?? new Date());
  const [month, setMonth] = useState(() => startOfMonth(initialDay ?? new Date()));
  const [formOpen, setFormOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const kids = useKids();
  const { status, show: showStatus } = useTimedStatus(SCHEDULE_STATUS_CLEAR_MS);
  const formId = useId();
  const headingId = useId();
  const monthEvents = useScheduleEvents(monthRange(month));
  const deletion = useEventDeletion(showStatus);
  const clock = useMemo(() => clockOfLocale(locale), [locale]);
  const formOpened = useOpenedOnce(formOpen);

  const eventDays = useMemo(
    () => new Set((monthEvents.data ?? []).map((event) => localDayKey(event.startTime))),
    [monthEvents.data],
  );

  // Stable, so the month calendar's memoized month is not drawn again with each render here.
  const handleSelect = useCallback((day: Date) => {
    setSelected(day);
    setMonth(startOfMonth(day));
  }, []);

  return (
    <section aria-labelledby={headingId}>
      <Card className="space-y-6 p-4 sm:p-8">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id={headingId} className="text-2xl font-extrabold tracking-tight text-ink-900">
            <span className="inline-flex items-center gap-2">
              <CalendarDays aria-hidden="true" className="size-6 text-brand-700" />
              {t('hub.schedule')}
            </span>
          </h2>
          <Button
            ref={toggleRef}
            variant={formOpen ? 'secondary' : 'primary'}
            size="sm"
            aria-expanded={formOpen}
            aria-controls={formOpen ? formId : undefined}
            {...ScheduleCardForm.preloadProps}
            onClick={() => setFormOpen((open) => !open)}
          >
            {formOpen ? t('hub.hideForm') : t('hub.addSchedule')}
            <ChevronDown
              aria-hidden="true"
              className={cn('size-4 transition-transform', formOpen && 'rotate-180')}
            />
          </Button>
        </div>

        <div className="grid gap-6 md:grid-cols-[auto_minmax(0,1fr)] md:gap-8">
          <div className="space-y-3">
            <ScheduleMonthCalendar
              month={month}
              onMonthChange={setMonth}
              selected={selected}
              onSelect={handleSelect}
              eventDays={eventDays}
              locale={locale}
            />
            {monthEvents.isError && (
              <RetryMessage onRetry={() => void monthEvents.refetch()}>
                {t('scheduleEvent.loadFailed')}
              </RetryMessage>
            )}
            <p className="flex items-center justify-center gap-2 text-xs text-ink-600">
              <span aria-hidden="true" className="inline-block size-2 rounded-full bg-accent-500" />
              {t('hub.dotLegend')}
            </p>
          </div>

          <div className="min-w-0 space-y-5">
            <p role="status" className="text-sm font-semibold text-ink-700">
              {t('hub.selected', { date: formatDay(selected, locale) })}
            </p>
            {status && (
              <StatusMessage key={status.id} tone={calendarStatusTone(status.text)}>
                {localize(status.text)}
              </StatusMessage>
            )}
            {formOpened && (
              <Suspense fallback={null}>
                <ScheduleCardForm.Component
                  id={formId}
                  open={formOpen}
                  selected={selected}
                  clock={clock}
                  kids={kids.data}
                  onStatus={showStatus}
                  onCancel={() => {
                    setFormOpen(false);
                    toggleRef.current?.focus();
                  }}
                />
              </Suspense>
            )}
            <ScheduleDayEvents day={selected} deletion={deletion} locale={locale} />
          </div>
        </div>
      </Card>
      <DeleteEventDialog deletion={deletion} />
    </section>
  );
}
