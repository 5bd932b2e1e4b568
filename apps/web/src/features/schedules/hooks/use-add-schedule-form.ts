import { useMemo, useState, type FormEvent } from 'react';
import {
  DEFAULT_EVENT_TIME,
  SCHEDULE_MESSAGES,
  parseTime24,
  validateTimeParts,
} from '@nestling/shared';
import { clockOfLocale, timeValueOf, type ClockKind, type TimeValue } from '@/components/ui';
import { useCreateScheduleEvent } from '../api/create-schedule-event';
import { atLocalTime, localDayKey } from '../utils/event-time';

/** The form's starting time, 09:00 (spec §2.10, §9), on the viewer's clock. */
function defaultTime(clock: ClockKind): TimeValue {
  const time = parseTime24(DEFAULT_EVENT_TIME) ?? { hours: 9, minutes: 0, seconds: 0 };
  return timeValueOf(time, clock);
}

export interface AddScheduleFormOptions {
  /** The selected day: the event is added on it. */
  day: Date;
  /** BCP 47 tag choosing the 12- or 24-hour clock; omitted: the browser's locale. */
  locale?: string;
  /** Shows an outcome on the card's status line ('✅ Event added!', spec §8.2 Parent hub). */
  onStatus: (text: string) => void;
}

/**
 * The state of the parent hub's add-schedule form (spec §4 Parent-hub schedule form, §5
 * Parent-hub schedule add): Title (required), Notes (optional), Time (required, default
 * 09:00 on the locale's clock) and, optionally, the kid it is for (issue 9: then the kid's card
 * on the hub lists it; the server checks the kid is the parent's, spec §7.4 accepts `kidId`).
 * Without a kid it is a family event. Submitting without a title or a time says '❌ Please fill in all
 * fields.'; a time out of range shows the time rule's message under the field; otherwise a
 * family event is added on `day` at that local time, and the form empties on success. The
 * card keeps this state, so what was typed survives hiding and showing the form again.
 */
export function useAddScheduleForm({ day, locale, onStatus }: AddScheduleFormOptions) {
  const clock = useMemo(() => clockOfLocale(locale), [locale]);
  const [title, setTitle] = useState('');
  /** The kid the event is for, as the select holds it: a kid id, or '' for the whole family. */
  const [kidId, setKidId] = useState('');
  const [notes, setNotes] = useState('');
  const [time, setTime] = useState<TimeValue>(() => defaultTime(clock));
  const [timeError, setTimeError] = useState<string>();
  const [titleMissing, setTitleMissing] = useState(false);
  const createEvent = useCreateScheduleEvent();

  function changeTime(value: TimeValue) {
    setTime(value);
    setTimeError(undefined);
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (createEvent.isPending) return;
    const trimmedTitle = title.trim();
    const hour = time.hour.trim();
    const minute = time.minute.trim();
    if (!trimmedTitle || !hour || !minute) {
      setTitleMissing(!trimmedTitle);
      setTimeError(undefined);
      onStatus(SCHEDULE_MESSAGES.hubFillAll);
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
    const startsAt = atLocalTime(day, parsed.time.hours, parsed.time.minutes);
    createEvent.mutate(
      {
        title: trimmedTitle,
        description: notes.trim(),
        date: localDayKey(day),
        startTime: startsAt.toISOString(),
        ...(kidId ? { kidId: Number(kidId) } : {}),
      },
      {
        onSuccess: () => {
          setTitle('');
          setNotes('');
          setKidId('');
          setTime(defaultTime(clock));
          onStatus(SCHEDULE_MESSAGES.hubAdded);
        },
        onError: () => onStatus(SCHEDULE_MESSAGES.hubAddFailed),
      },
    );
  }

  return {
    clock,
    title,
    setTitle,
    kidId,
    setKidId,
    notes,
    setNotes,
    time,
    changeTime,
    timeError,
    titleMissing,
    isSaving: createEvent.isPending,
    submit,
  };
}

/** What useAddScheduleForm gives the form. */
export type AddScheduleFormState = ReturnType<typeof useAddScheduleForm>;
