import { memo, Suspense, useDeferredValue, useId, useState } from 'react';
import { calendarCatalogue, SCHEDULE_EVENT_MESSAGES } from '@nestling/shared';
import { Button, Card, LoadingStatus, PageHeader, StatusMessage } from '@/components/ui';
import { paths } from '@/config/paths';
import { useKid } from '@/entities/kids/api/get-kid';
import { CLIENT_ERROR_CODES, isApiError } from '@/lib/api-client';
import { useLocale } from '@/lib/i18n/locale-context';
import { useTranslation } from '@/lib/i18n/use-translation';
import { useAfterPaint, useInTurn } from '@/lib/after-paint';
import { lazyPart } from '@/lib/lazy-part';
import { useKidScheduleEvents } from '../api/get-kid-schedule-events';
import { calendarStatusTone } from '../utils/status';
import { LazyInvalidKidIdPanel } from './lazy-invalid-kid-id-panel';
import { KidEventFormFrame } from './kid-event-form-frame';

/**
 * The add form (react-hook-form, the date-time picker): loaded once the kid has answered and the
 * title has painted (decision 067, `useAfterPaint`), with its frame in its place meanwhile
 * (decision 055).
 */
const KidEventForm = lazyPart(() =>
  import('./kid-event-form').then((module) => module.KidEventForm),
);

/**
 * The events list (each event's "Added by", its Delete button and confirmation): drawn once the
 * events have answered, with the list's loading line meanwhile; its code is asked for once the
 * kid has answered and the title has painted (decision 067).
 */
const EventList = lazyPart(() => import('./kid-event-list').then((module) => module.KidEventList));

/**
 * The list re-renders only when what it shows changes: the events' answer (an external-store
 * update, which React renders synchronously) redraws the screen around it, and the list with
 * the new events in a deferred render that yields to the browser (issue 29: 94 ms at once on a
 * phone).
 */
const EventListPart = memo(EventList.Component);

/** The list of a failed load. */
const NO_EVENTS: never[] = [];

/** The status text of a failed load (spec §8.2 Calendar). */
function loadErrorText(error: unknown): string {
  if (isApiError(error) && error.code === CLIENT_ERROR_CODES.invalidResponse) {
    return SCHEDULE_EVENT_MESSAGES.unexpectedData;
  }
  return SCHEDULE_EVENT_MESSAGES.loadFailed;
}

export interface KidCalendarProps {
  /** The kid's id, already checked to be numeric (spec §2.13). */
  kidId: number;
  /** BCP 47 tag for dates and times; omitted: the app's language (`useLocale().intlLocale`). */
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
export function KidCalendar({ kidId, locale: localeTag }: KidCalendarProps) {
  const { t, localize } = useTranslation(calendarCatalogue);
  const { intlLocale: appLocale } = useLocale();
  const locale = localeTag ?? appLocale;
  const kid = useKid(kidId);
  const [message, setMessage] = useState<string>();
  const upcomingHeadingId = useId();
  // The title first: the parts' code once the kid's name is there (or could not be had) and
  // has painted, with the form's frame (its hint included, the largest text on a phone) in the
  // same paint — so no request for the parts' code starts before the LCP (issue 29).
  const drawn = useAfterPaint(!kid.isPending, KidEventForm, EventList);
  // The events (below the form, the list's loading line meanwhile) are asked for once the
  // parts' code has come: their request is not one of those before the LCP either (issue 29),
  // and in the frame after the form's, not in its commit (one long task less).
  const eventsQuery = useKidScheduleEvents(kidId, useInTurn(drawn, 2) === 2);
  const events = useDeferredValue(eventsQuery.data);

  if (eventsQuery.isError && isApiError(eventsQuery.error) && eventsQuery.error.status === 404) {
    return (
      <Suspense fallback={null}>
        <LazyInvalidKidIdPanel.Component reason={t('calendar.kidNotFound')} />
      </Suspense>
    );
  }

  const loadError = eventsQuery.isError ? loadErrorText(eventsQuery.error) : undefined;
  const status = localize(message ?? loadError ?? '') || undefined;

  function retryLoad() {
    setMessage(undefined);
    void eventsQuery.refetch();
  }

  // The kid's name once known; the spec's title with the id meanwhile (spec §2.13, issue 9).
  // While the events or the list's code load (spec §8.2 Calendar: 'Loading events...').
  const listLoading = <LoadingStatus>{t('scheduleEvent.loading')}</LoadingStatus>;
  const heading = kid.data
    ? t('calendar.title', { name: kid.data.name })
    : t('calendar.titleWithId', { kidId });

  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <PageHeader
        eyebrow={t('calendar.eyebrow')}
        title={heading}
        back={{ to: paths.kidsProfile, label: t('calendar.back') }}
      />

      <Card className="space-y-5">
        <h2 className="text-xl font-bold text-ink-900">{t('calendar.addHeading')}</h2>
        {status && <StatusMessage tone={calendarStatusTone(status)}>{status}</StatusMessage>}
        {drawn ? (
          <Suspense fallback={<KidEventFormFrame />}>
            <KidEventForm.Component kidId={kidId} locale={locale} onMessage={setMessage} />
          </Suspense>
        ) : (
          <KidEventFormFrame />
        )}
      </Card>

      <Card className="space-y-4" role="region" aria-labelledby={upcomingHeadingId}>
        <h2 id={upcomingHeadingId} className="text-xl font-bold text-ink-900">
          {t('calendar.upcoming')}
        </h2>
        {(eventsQuery.isPending || !events) && !eventsQuery.isError ? (
          listLoading
        ) : (
          <Suspense fallback={listLoading}>
            <EventListPart
              events={events ?? NO_EVENTS}
              isLoading={false}
              failure={
                eventsQuery.isError && (
                  <Button variant="secondary" onClick={retryLoad}>
                    {t('calendar.tryAgain')}
                  </Button>
                )
              }
              emptyText={t('scheduleEvent.emptyUpcoming')}
              when="date-time"
              onMessage={setMessage}
              locale={locale}
            />
          </Suspense>
        )}
      </Card>
    </div>
  );
}
