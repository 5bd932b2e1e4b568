import { useState } from 'react';
import { useForm } from 'react-hook-form';
import {
  CALENDAR_TIME_STEP_MINUTES,
  EVENT_DESCRIPTION_MAX,
  EVENT_TITLE_MAX,
  calendarCatalogue,
  SCHEDULE_EVENT_MESSAGES,
  scheduleEventCreateSchema,
} from '@nestling/shared';
import { Button, Form, FormDateTimeField, FormTextArea, FormTextField } from '@/components/ui';
import { isApiError, isConnectionFailure, serverMessage } from '@/lib/api-client';
import { schemaResolver } from '@/lib/forms/schema-resolver';
import { useTranslation, type Translate } from '@/lib/i18n/use-translation';
import { useCreateScheduleEvent, type CreateScheduleEventBody } from '../api/create-schedule-event';

/**
 * The status text of a failed add (spec §8.2): 'Could not save event.' when the call never got
 * an answer, else 'Failed to add event.' followed by the server's reason for a refused request
 * (such as the title's length limit), so the parent knows what to change.
 */
function addErrorText(
  error: unknown,
  { t, localize }: Translate<typeof calendarCatalogue>,
): string {
  if (isConnectionFailure(error)) return t('scheduleEvent.saveFailed');
  const reason = serverMessage(error);
  if (reason && isApiError(error) && error.status >= 400 && error.status < 500) {
    return t('calendar.addFailedBecause', { reason: localize(reason) });
  }
  return t('scheduleEvent.addFailed');
}

/** What the kid calendar's add form holds (spec §2.13). */
interface KidEventValues {
  date: Date | null;
  title: string;
  notes: string;
}

const EMPTY_EVENT: KidEventValues = { date: null, title: '', notes: '' };

/** The body of POST /api/schedules from the kid calendar (spec §7.4): the picked instant. */
function kidEventRequest(kidId: number, values: KidEventValues): CreateScheduleEventBody {
  return {
    kidId,
    date: values.date ? values.date.toISOString() : '',
    title: values.title.trim(),
    description: values.notes.trim(),
  };
}

/** A missing date or title is said once, in the spec's status text (§5 Kid calendar). */
const hideMissing = (message: string) =>
  message === SCHEDULE_EVENT_MESSAGES.titleRequired ||
  message === SCHEDULE_EVENT_MESSAGES.dateInvalid
    ? undefined
    : message;

export interface KidEventFormProps {
  /** The kid's id, already checked to be numeric (spec §2.13). */
  kidId: number;
  /** BCP 47 tag for dates and times; omitted: the browser's locale. */
  locale?: string;
  /** Sets the calendar's one status line (undefined clears it). */
  onMessage: (message: string | undefined) => void;
}

/**
 * The kid calendar's add form (spec §2.13, §5, §8.2): date-and-time picker, Event Title, Notes
 * (optional), Add Event. A successful add clears the form and says 'Event added'; the status
 * line is the calendar's. Loaded on demand by KidCalendar (decision 055).
 */
export function KidEventForm({ kidId, locale, onMessage: setMessage }: KidEventFormProps) {
  const translate = useTranslation(calendarCatalogue);
  const { t } = translate;
  const createEvent = useCreateScheduleEvent();
  const [resolver] = useState(() =>
    schemaResolver(scheduleEventCreateSchema, {
      input: (values: KidEventValues) => kidEventRequest(kidId, values),
      fields: { description: 'notes' },
    }),
  );
  const form = useForm({ resolver, defaultValues: EMPTY_EVENT });

  function submit() {
    if (createEvent.isPending) return;
    setMessage(undefined);
    createEvent.mutate(kidEventRequest(kidId, form.getValues()), {
      onSuccess: () => {
        form.reset(EMPTY_EVENT);
        setMessage(SCHEDULE_EVENT_MESSAGES.added);
      },
      onError: (error) => setMessage(addErrorText(error, translate)),
    });
  }

  return (
    <Form
      form={form}
      onSubmit={submit}
      onInvalid={(errors) =>
        setMessage(
          [errors.date?.message, errors.title?.message].some(
            (text) => text !== undefined && hideMissing(text) === undefined,
          )
            ? SCHEDULE_EVENT_MESSAGES.pickDateAndTitle
            : undefined,
        )
      }
      errorText={hideMissing}
      className="space-y-5"
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <FormDateTimeField
          label={t('form.dateTime')}
          name="date"
          placeholder={t('form.dateTimePlaceholder')}
          stepMinutes={CALENDAR_TIME_STEP_MINUTES}
          locale={locale}
        />
        <FormTextField
          label={t('form.eventTitle')}
          name="title"
          autoComplete="off"
          maxLength={EVENT_TITLE_MAX}
          required
        />
      </div>
      <FormTextArea
        label={t('form.notes')}
        name="notes"
        rows={3}
        maxLength={EVENT_DESCRIPTION_MAX}
      />
      <Button
        type="submit"
        className="w-full sm:w-auto"
        disabled={createEvent.isPending || form.formState.isSubmitting}
        isLoading={createEvent.isPending}
      >
        {t('form.addEvent')}
      </Button>
    </Form>
  );
}
