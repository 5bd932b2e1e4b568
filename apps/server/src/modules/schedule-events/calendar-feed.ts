import icalGenerator, { ICalCalendarMethod } from 'ical-generator';
import { icalCatalogue, type Locale } from '@nestling/shared';
import { translations } from '../../lib/request-locale.js';
import type { ScheduleEventRecord } from './schedule-event.repository.js';

/** Length we give each event in the feed; the app records a start time only. */
export const FEED_EVENT_DURATION_MS = 60 * 60 * 1000;

/**
 * Writes a parent's events as an iCalendar document (RFC 5545) with ical-generator: one
 * VEVENT per event, in UTC, with a stable UID so calendar apps update rather than duplicate.
 * @param events the parent's events
 * The fixed words — the calendar's name, "kid: title" — are the ical catalogue's in `locale`
 * (decision 076), which the PRODID's language names too.
 * @param host the app's host name, used in UIDs (e.g. `nestling.example`)
 * @param locale the feed's member's saved language
 * @returns the `text/calendar` body
 */
export function renderCalendarFeed(
  events: ScheduleEventRecord[],
  host: string,
  locale: Locale,
): string {
  const calendar = icalGenerator({
    name: translations.t(locale, icalCatalogue, 'calendar.name'),
    prodId: { company: 'Nestling', product: 'family-calendar', language: locale.toUpperCase() },
    method: ICalCalendarMethod.PUBLISH,
    ttl: 60 * 60,
  });
  for (const event of events) {
    calendar.createEvent({
      id: `schedule-event-${event.id}@${host}`,
      start: event.startsAt,
      end: new Date(event.startsAt.getTime() + FEED_EVENT_DURATION_MS),
      summary: event.kidName
        ? translations.t(locale, icalCatalogue, 'event.summaryForKid', {
            kidName: event.kidName,
            title: event.title,
          })
        : event.title,
      description: event.description ?? undefined,
      stamp: event.updatedAt,
      lastModified: event.updatedAt,
      created: event.createdAt,
    });
  }
  return calendar.toString();
}
