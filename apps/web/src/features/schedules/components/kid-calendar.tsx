import { useId, useState, type FormEvent } from 'react';
import {
  CALENDAR_TIME_STEP_MINUTES,
  EVENT_DESCRIPTION_MAX,
  EVENT_TITLE_MAX,
  SCHEDULE_MESSAGES,
} from '@nestling/shared';
import {
  Button,
  Card,
  DateTimeField,
  PageHeader,
  StatusMessage,
  TextArea,
  TextField,
} from '@/components/ui';
import { paths } from '@/config/paths';
import { useKid } from '@/entities/kids/api/get-kid';
import {
  CLIENT_ERROR_CODES,
  isApiError,
  isConnectionFailure,
  serverMessage,
} from '@/lib/api-client';
import { useCreateScheduleEvent } from '../api/create-schedule-event';
import { useKidScheduleEvents } from '../api/get-kid-schedule-events';
import { sortByStart } from '../utils/event-time';
import { calendarStatusTone } from '../utils/status';
import { DeleteEventDialog, useEventDeletion } from './delete-event-dialog';
import { EventList } from './event-list';
import { InvalidKidIdPanel } from './invalid-kid-id-panel';

/** The status text of a failed load (spec §8.2 Calendar). */
function loadErrorText(error: unknown): string {
  if (isApiError(error) && error.code === CLIENT_ERROR_CODES.invalidResponse) {
    return SCHEDULE_MESSAGES.unexpectedData;
  }
  return SCHEDULE_MESSAGES.loadFailed;
}

/**
 * The status text of a failed add (spec §8.2): 'Could not save event.' when the call never got
 * an answer, else 'Failed to add event.' followed by the server's reason for a refused request
 * (such as the title's length limit), so the parent knows what to change.
 */
function addErrorText(error: unknown): string {
  if (isConnectionFailure(error)) return SCHEDULE_MESSAGES.saveFailed;
  const reason = serverMessage(error);
  if (reason && isApiError(error) && error.status >= 400 && error.status < 500) {
    return `${SCHEDULE_MESSAGES.addFailed} ${reason}`;
  }
  return SCHEDULE_MESSAGES.addFailed;
}

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

  const [date, setDate] = useState<Date | null>(null);
  const [title, setTitle] = useState('');
  const [notes, setNotes] = useState('');
  const [message, setMessage] = useState<string>();
  const [missingFields, setMissingFields] = useState(false);
  const upcomingHeadingId = useId();
  const deletion = useEventDeletion(setMessage);

  if (eventsQuery.isError && isApiError(eventsQuery.error) && eventsQuery.error.status === 404) {
    return <InvalidKidIdPanel reason={`❌ ${SCHEDULE_MESSAGES.kidNotFound}`} />;
  }

  const loadError = eventsQuery.isError ? loadErrorText(eventsQuery.error) : undefined;
  const status = message ?? loadError;

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (createEvent.isPending) return;
    const trimmedTitle = title.trim();
    if (!date || !trimmedTitle) {
      setMissingFields(true);
      setMessage(SCHEDULE_MESSAGES.pickDateAndTitle);
      return;
    }
    setMissingFields(false);
    setMessage(undefined);
    createEvent.mutate(
      { kidId, date: date.toISOString(), title: trimmedTitle, description: notes.trim() },
      {
        onSuccess: () => {
          setDate(null);
          setTitle('');
          setNotes('');
          setMessage(SCHEDULE_MESSAGES.added);
        },
        onError: (error) => setMessage(addErrorText(error)),
      },
    );
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
        <form noValidate onSubmit={handleSubmit} className="space-y-5">
          <div className="grid gap-5 sm:grid-cols-2">
            <DateTimeField
              label="Date and time"
              name="date"
              placeholder="Pick a date and time"
              stepMinutes={CALENDAR_TIME_STEP_MINUTES}
              value={date}
              onChange={setDate}
              invalid={missingFields && !date}
              locale={locale}
            />
            <TextField
              label="Event Title"
              name="title"
              autoComplete="off"
              maxLength={EVENT_TITLE_MAX}
              required
              aria-invalid={missingFields && !title.trim() ? true : undefined}
              value={title}
              onChange={(event) => setTitle(event.target.value)}
            />
          </div>
          <TextArea
            label="Notes (optional)"
            name="description"
            rows={3}
            maxLength={EVENT_DESCRIPTION_MAX}
            value={notes}
            onChange={(event) => setNotes(event.target.value)}
          />
          <Button
            type="submit"
            className="w-full sm:w-auto"
            disabled={createEvent.isPending}
            isLoading={createEvent.isPending}
          >
            Add Event
          </Button>
        </form>
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
          emptyText={SCHEDULE_MESSAGES.emptyUpcoming}
          when="date-time"
          deletion={deletion}
          locale={locale}
        />
      </Card>
      <DeleteEventDialog deletion={deletion} />
    </div>
  );
}
