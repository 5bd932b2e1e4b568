import { useEffect, useId, useMemo, useState, type FormEvent } from 'react';
import { startOfMonth } from 'date-fns';
import {
  DEFAULT_EVENT_TIME,
  EVENT_DESCRIPTION_MAX,
  EVENT_TITLE_MAX,
  SCHEDULE_MESSAGES,
  SCHEDULE_STATUS_CLEAR_MS,
  parseTime24,
  validateTimeParts,
} from '@nestling/shared';
import {
  Button,
  Card,
  Spinner,
  StatusMessage,
  TextArea,
  TextField,
  TimeField,
  clockOfLocale,
  timeValueOf,
  type ClockKind,
  type TimeValue,
} from '@/components/ui';
import { useCreateScheduleEvent } from '../api/create-schedule-event';
import { useScheduleEvents } from '../api/get-schedule-events';
import {
  atLocalTime,
  eventTitle,
  formatDay,
  formatEventTime,
  localDayKey,
  monthRange,
  sortByStart,
} from '../utils/event-time';
import { calendarStatusTone } from '../utils/status';
import { DeleteEventButton, DeleteEventDialog, useEventDeletion } from './delete-event-dialog';
import { ScheduleMonthCalendar } from './schedule-month-calendar';

/** The form's starting time, 09:00 (spec §2.10, §9), on the viewer's clock. */
function defaultTime(clock: ClockKind): TimeValue {
  const time = parseTime24(DEFAULT_EVENT_TIME) ?? { hours: 9, minutes: 0, seconds: 0 };
  return timeValueOf(time, clock);
}

/** A status line that replaces the previous one; `id` restarts the 3 s clearing timer. */
interface Status {
  text: string;
  id: number;
}

export interface ScheduleCardProps {
  /** BCP 47 tag for dates, times and the clock (12 or 24 h); omitted: the browser's locale. */
  locale?: string;
  /** The day selected at first (default today). */
  initialDay?: Date;
}

/**
 * The parent hub's schedule card (spec §2.10, §4 Parent-hub schedule form, §5 Parent-hub schedule
 * add, §8.2 Parent hub): a month calendar with a dot on days that have events (the shown month
 * is fetched with a from/to range), 'Selected: {date}', the Add Schedule / Hide Schedule Form
 * toggle, the form (Title, Notes, Time defaulting to 09:00 on the locale's 12- or 24-hour clock,
 * Save Schedule) adding a family event, and 'Events on {date}'. The status line clears 3000 ms
 * after each add attempt. Each listed event can be deleted (after a confirmation), so family
 * events, which have no kid calendar, can be removed too.
 */
export function ScheduleCard({ locale, initialDay }: ScheduleCardProps) {
  const clock = useMemo(() => clockOfLocale(locale), [locale]);
  const [selected, setSelected] = useState(() => initialDay ?? new Date());
  const [month, setMonth] = useState(() => startOfMonth(initialDay ?? new Date()));
  const [formOpen, setFormOpen] = useState(false);
  const [title, setTitle] = useState('');
  const [notes, setNotes] = useState('');
  const [time, setTime] = useState<TimeValue>(() => defaultTime(clock));
  const [timeError, setTimeError] = useState<string>();
  const [titleMissing, setTitleMissing] = useState(false);
  const [status, setStatus] = useState<Status>();
  const formId = useId();
  const headingId = useId();

  const monthEvents = useScheduleEvents(monthRange(month));
  const selectedMonthEvents = useScheduleEvents(monthRange(selected));
  const createEvent = useCreateScheduleEvent();
  const deletion = useEventDeletion(showStatus);

  useEffect(() => {
    if (!status) return;
    const timer = setTimeout(() => setStatus(undefined), SCHEDULE_STATUS_CLEAR_MS);
    return () => clearTimeout(timer);
  }, [status]);

  function showStatus(text: string) {
    setStatus((previous) => ({ text, id: (previous?.id ?? 0) + 1 }));
  }

  const eventDays = useMemo(
    () => new Set((monthEvents.data ?? []).map((event) => localDayKey(event.startTime))),
    [monthEvents.data],
  );
  const selectedKey = localDayKey(selected);
  const dayEvents = sortByStart(
    (selectedMonthEvents.data ?? []).filter(
      (event) => localDayKey(event.startTime) === selectedKey,
    ),
  );
  const dayLoading = selectedMonthEvents.isPending || selectedMonthEvents.isPlaceholderData;
  const selectedText = formatDay(selected, locale);

  function handleSelect(day: Date) {
    setSelected(day);
    setMonth(startOfMonth(day));
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (createEvent.isPending) return;
    const trimmedTitle = title.trim();
    const hour = time.hour.trim();
    const minute = time.minute.trim();
    if (!trimmedTitle || !hour || !minute) {
      setTitleMissing(!trimmedTitle);
      setTimeError(undefined);
      showStatus(SCHEDULE_MESSAGES.hubFillAll);
      return;
    }
    setTitleMissing(false);
    const parsed = validateTimeParts({
      hour,
      minute,
      period: clock === 12 ? (time.period ?? 'AM') : undefined,
    });
    if (!parsed.ok) {
      setTimeError(parsed.error);
      return;
    }
    setTimeError(undefined);
    const startsAt = atLocalTime(selected, parsed.time.hours, parsed.time.minutes);
    createEvent.mutate(
      {
        title: trimmedTitle,
        description: notes.trim(),
        date: localDayKey(selected),
        startTime: startsAt.toISOString(),
      },
      {
        onSuccess: () => {
          setTitle('');
          setNotes('');
          setTime(defaultTime(clock));
          showStatus(SCHEDULE_MESSAGES.hubAdded);
        },
        onError: () => showStatus(SCHEDULE_MESSAGES.hubAddFailed),
      },
    );
  }

  return (
    <section aria-labelledby={headingId}>
      <Card className="space-y-6 p-4 sm:p-8">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id={headingId} className="text-2xl font-extrabold tracking-tight text-ink-900">
            <span aria-hidden="true">📅 </span>Schedule
          </h2>
          <Button
            variant={formOpen ? 'secondary' : 'primary'}
            size="sm"
            aria-expanded={formOpen}
            aria-controls={formOpen ? formId : undefined}
            onClick={() => setFormOpen((open) => !open)}
          >
            {formOpen ? 'Hide Schedule Form' : 'Add Schedule'}
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
              <div className="space-y-2 text-center">
                <StatusMessage tone="error">{SCHEDULE_MESSAGES.loadFailed}</StatusMessage>
                <Button variant="ghost" size="sm" onClick={() => void monthEvents.refetch()}>
                  Try again
                </Button>
              </div>
            )}
            <p className="flex items-center justify-center gap-2 text-xs text-ink-600">
              <span aria-hidden="true" className="inline-block size-2 rounded-full bg-accent-500" />
              A dot marks a day with events.
            </p>
          </div>

          <div className="min-w-0 space-y-5">
            <p className="font-semibold text-ink-800">Selected: {selectedText}</p>
            {status && (
              <StatusMessage key={status.id} tone={calendarStatusTone(status.text)}>
                {status.text}
              </StatusMessage>
            )}
            {formOpen && (
              <form
                id={formId}
                noValidate
                onSubmit={handleSubmit}
                aria-label="Add a schedule"
                className="space-y-4 rounded-2xl bg-canvas p-4 ring-1 ring-ink-900/5"
              >
                <TextField
                  label="Title"
                  name="title"
                  autoComplete="off"
                  required
                  maxLength={EVENT_TITLE_MAX}
                  aria-invalid={titleMissing || undefined}
                  value={title}
                  onChange={(event) => setTitle(event.target.value)}
                />
                <TextArea
                  label="Notes (optional)"
                  name="notes"
                  rows={3}
                  maxLength={EVENT_DESCRIPTION_MAX}
                  value={notes}
                  onChange={(event) => setNotes(event.target.value)}
                />
                <TimeField
                  label="Time"
                  required
                  clock={clock}
                  value={time}
                  error={timeError}
                  onChange={(value) => {
                    setTime(value);
                    setTimeError(undefined);
                  }}
                />
                <Button
                  type="submit"
                  className="w-full sm:w-auto"
                  disabled={createEvent.isPending}
                  isLoading={createEvent.isPending}
                >
                  Save Schedule
                </Button>
              </form>
            )}

            <div className="space-y-3">
              <h3 className="text-lg font-bold text-ink-900">Events on {selectedText}</h3>
              {dayLoading ? (
                <p role="status" className="flex items-center gap-2 text-ink-700">
                  <Spinner className="size-4 text-brand-600" />
                  {SCHEDULE_MESSAGES.loading}
                </p>
              ) : selectedMonthEvents.isError ? (
                <p className="text-danger-700">{SCHEDULE_MESSAGES.loadFailed}</p>
              ) : dayEvents.length === 0 ? (
                <p className="text-ink-700">{SCHEDULE_MESSAGES.emptyDay}</p>
              ) : (
                <ul className="space-y-3">
                  {dayEvents.map((item) => (
                    <li
                      key={item.id}
                      className="flex items-start justify-between gap-3 rounded-2xl bg-brand-50/60 p-3 ring-1 ring-brand-100"
                    >
                      <div className="min-w-0 space-y-0.5">
                        <p className="flex flex-wrap items-baseline gap-x-2">
                          <time
                            dateTime={item.startTime}
                            className="font-bold text-brand-700 tabular-nums"
                          >
                            {formatEventTime(item.startTime, locale)}
                          </time>
                          <span className="font-semibold break-words text-ink-900">
                            {eventTitle(item)}
                          </span>
                        </p>
                        {item.kidName && (
                          <p className="text-xs font-semibold text-accent-700">{item.kidName}</p>
                        )}
                        {item.description && (
                          <p className="text-sm whitespace-pre-line break-words text-ink-700">
                            {item.description}
                          </p>
                        )}
                      </div>
                      <DeleteEventButton event={item} deletion={deletion} />
                    </li>
                  ))}
                </ul>
              )}
            </div>
          </div>
        </div>
      </Card>
      <DeleteEventDialog deletion={deletion} />
    </section>
  );
}
