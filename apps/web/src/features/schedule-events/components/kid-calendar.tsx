import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import {
  CALENDAR_TIME_STEP_MINUTES,
  EVENT_DESCRIPTION_MAX,
  EVENT_TITLE_MAX,
  SCHEDULE_EVENT_MESSAGES,
  scheduleEventCreateSchema,
} from '@nestling/shared';
import {
  Button,
  Card,
  Form,
  FormDateTimeField,
  FormTextArea,
  FormTextField,
  PageHeader,
  StatusMessage,
} from '@/components/ui';
import { paths } from '@/config/paths';
import { useKid } from '@/entities/kids/api/get-kid';
import {
  CLIENT_ERROR_CODES,
  isApiError,
  isConnectionFailure,
  serverMessage,
} from '@/lib/api-client';
import { schemaResolver } from '@/lib/forms/schema-resolver';
import { useCreateScheduleEvent, type CreateScheduleEventBody } from '../api/create-schedule-event';
import { useKidScheduleEvents } from '../api/get-kid-schedule-events';
import { sortByStart } from '../utils/event-time';
import { calendarStatusTone } from '../utils/status';
import { DeleteEventDialog, useEventDeletion } from './delete-event-dialog';
import { EventList } from './event-list';
import { InvalidKidIdPanel } from './invalid-kid-id-panel';

/** The status text of a failed load (spec §8.2 Calendar). */
function loadErrorText(error: unknown): string {
  if (isApiError(error) && error.code === CLIENT_ERROR_CODES.invalidResponse) {
    return SCHEDULE_EVENT_MESSAGES.unexpectedData;
  }
  return SCHEDULE_EVENT_MESSAGES.loadFailed;
}

/**
 * The status text of a failed add (spec §8.2): 'Could not save event.' when the call never got
 * an answer, else 'Failed to add event.' followed by the server's reason for a refused request
 * (such as the title's length limit), so the parent knows what to change.
 */
function addErrorText(error: unknown): string {
  if (isConnectionFailure(error)) return SCHEDULE_EVENT_MESSAGES.saveFailed;
  const reason = serverMessage(error);
  if (reason && isApiError(error) && error.status >= 400 && error.status < 500) {
    return `${SCHEDULE_EVENT_MESSAGES.addFailed} ${reason}`;
  }
  return SCHEDULE_EVENT_MESSAGES.addFailed;
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

export interface KidCalendarProps {
  /** The kid's id, already checked to be numeric (spec §2.13). */
  kidId: number;
  /** BCP 47 tag for dates and times; omitted: the browser's locale. */
  locale?: string;
}

/**
 * The kid calendar (spec §2.13, §4, §5, §8.2), titled with the kid's name once it is loaded
 * ('Calendar for Kid #{kidId}' until then): the add form (date-and-time picker, Event Title,
 * Notes (optional), Add Event) under one status line, and 'Upcoming Events'. A successful add
 * appends the returned event and clears the form; a delete, confirmed first, removes the event
 * only once the server agreed. Render it with `key={kidId}` so a new kid starts a fresh load
 * with no message left over (spec §4: a load clears the message at its start).
 */
export function KidCalendar({ kidId, locale }: KidCalendarProps) {
  const eventsQuery = useKidScheduleEvents(kidId);
  const kid = useKid(kidId);
  const createEvent = useCreateScheduleEvent();

  const [resolver] = useState(() =>
    schemaResolver(scheduleEventCreateSchema, {
      input: (values: KidEventValues) => kidEventRequest(kidId, values),
      fields: { description: 'notes' },
    }),
  );
  const form = useForm({ resolver, defaultValues: EMPTY_EVENT });
  const [message, setMessage] = useState<string>();
  const upcomingHeadingId = useId();
  const deletion = useEventDeletion(setMessage);

  if (eventsQuery.isError && isApiError(eventsQuery.error) && eventsQuery.error.status === 404) {
    return <InvalidKidIdPanel reason={`❌ ${SCHEDULE_EVENT_MESSAGES.kidNotFound}`} />;
  }

  const loadError = eventsQuery.isError ? loadErrorText(eventsQuery.error) : undefined;
  const status = message ?? loadError;

  function submit() {
    if (createEvent.isPending) return;
    setMessage(undefined);
    createEvent.mutate(kidEventRequest(kidId, form.getValues()), {
      onSuccess: () => {
        form.reset(EMPTY_EVENT);
        setMessage(SCHEDULE_EVENT_MESSAGES.added);
      },
      onError: (error) => setMessage(addErrorText(error)),
    });
  }

  function retryLoad() {
    setMessage(undefined);
    void eventsQuery.refetch();
  }

  const events = eventsQuery.data ? sortByStart(eventsQuery.data) : [];
  // The kid's name once known; the spec's title with the id meanwhile (spec §2.13, issue 9).
  const heading = kid.data ? `Calendar for ${kid.data.name}` : `Calendar for Kid #${kidId}`;

  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <PageHeader
        eyebrow="Calendar"
        title={heading}
        documentTitle={heading}
        back={{ to: paths.kidsProfile, label: 'Back to Kids Profile' }}
      />

      <Card className="space-y-5">
        <h2 className="text-xl font-bold text-ink-900">Add an event</h2>
        {status && <StatusMessage tone={calendarStatusTone(status)}>{status}</StatusMessage>}
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
              label="Date and time"
              name="date"
              placeholder="Pick a date and time"
              stepMinutes={CALENDAR_TIME_STEP_MINUTES}
              locale={locale}
            />
            <FormTextField
              label="Event Title"
              name="title"
              autoComplete="off"
              maxLength={EVENT_TITLE_MAX}
              required
            />
          </div>
          <FormTextArea
            label="Notes (optional)"
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
            Add Event
          </Button>
        </Form>
      </Card>

      <Card className="space-y-4" role="region" aria-labelledby={upcomingHeadingId}>
        <h2 id={upcomingHeadingId} className="text-xl font-bold text-ink-900">
          Upcoming Events
        </h2>
        <EventList
          events={events}
          isLoading={eventsQuery.isPending}
          failure={
            eventsQuery.isError && (
              <Button variant="secondary" onClick={retryLoad}>
                Try again
              </Button>
            )
          }
          emptyText={SCHEDULE_EVENT_MESSAGES.emptyUpcoming}
          when="date-time"
          deletion={deletion}
          locale={locale}
        />
      </Card>
      <DeleteEventDialog deletion={deletion} />
    </div>
  );
}
