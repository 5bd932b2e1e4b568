import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { SCHEDULE_EVENT_MESSAGES, type Kid } from '@nestling/shared';
import type { ClockKind } from '@/components/ui';
import { useCreateScheduleEvent } from '../api/create-schedule-event';
import {
  defaultEventTime,
  scheduleCardRequest,
  scheduleCardResolver,
  type ScheduleCardValues,
} from '../utils/schedule-card-form';
import { AddScheduleEventForm } from './add-schedule-event-form';

export interface ScheduleCardFormProps {
  /** The form element's id (the toggle's aria-controls). */
  id: string;
  /** Whether the form is shown; hidden, it keeps what was typed. */
  open: boolean;
  /** The day selected on the card's calendar: the form's day follows it. */
  selected: Date;
  clock: ClockKind;
  kids: readonly Pick<Kid, 'id' | 'name'>[] | undefined;
  /** Shows a status line on the card (saved, failed, a check's text). */
  onStatus: (text: string) => void;
  onCancel: () => void;
}

/**
 * The parent hub's schedule form with its state (spec §4 Parent-hub schedule form, §5): the
 * card's selected day, a save that resets the form to that day and says 'Schedule added', and
 * what was typed kept while the form is hidden. Loaded when the Add Schedule toggle is first
 * pointed at, focused or pressed (decision 055).
 */
export function ScheduleCardForm({
  id,
  open,
  selected,
  clock,
  kids,
  onStatus,
  onCancel,
}: ScheduleCardFormProps) {
  const [resolver] = useState(() => scheduleCardResolver(clock));
  const emptyForm = (day: Date): ScheduleCardValues => ({
    day,
    title: '',
    notes: '',
    kidId: '',
    time: defaultEventTime(clock),
  });
  const form = useForm({ resolver, defaultValues: emptyForm(selected) });
  const createEvent = useCreateScheduleEvent();
  const { setValue } = form;
  useEffect(() => setValue('day', selected), [selected, setValue]);

  function save() {
    if (createEvent.isPending) return;
    // The body as checked (the schema's output is the server's shape, not the request's).
    createEvent.mutate(scheduleCardRequest(form.getValues(), clock), {
      onSuccess: () => {
        form.reset(emptyForm(form.getValues('day')));
        onStatus(SCHEDULE_EVENT_MESSAGES.hubAdded);
      },
      onError: () => onStatus(SCHEDULE_EVENT_MESSAGES.hubAddFailed),
    });
  }

  if (!open) return null;
  return (
    <AddScheduleEventForm
      id={id}
      form={form}
      clock={clock}
      isSaving={createEvent.isPending}
      onSave={save}
      onStatus={onStatus}
      kids={kids}
      onCancel={onCancel}
    />
  );
}
