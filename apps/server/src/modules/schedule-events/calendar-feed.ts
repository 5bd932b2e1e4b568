import icalGenerator, { ICalCalendarMethod } from 'ical-generator';
import type { ScheduleEventRecord } from './schedule-event.repository.js';

/** Length we give each event in the feed; the app records a start time only. */
export const FEED_EVENT_DURATION_MS = 60 * 60 * 1000;

/**
 * Writes a parent's events as an iCalendar document (RFC 5545) with ical-generator: one
 * VEVENT per event, in UTC, with a stable UID so calendar apps update rather than duplicate.
 * @param events the parent's events
 * @param host the app's host name, used in UIDs (e.g. `nestling.example`)
 * @returns the `text/calendar` body
 */
export function renderCalendarFeed(events: ScheduleEventRecord[], host: string): string {
  const calendar = icalGenerator({
    name: 'Nestling family calendar',
    prodId: { company: 'Nestling', product: 'family-calendar', language: 'EN' },
    method: ICalCalendarMethod.PUBLISH,
    ttl: 60 * 60,
  });
  for (const event of events) {
    calendar.createEvent({
      id: `schedule-event-${event.id}@${host}`,
      start: event.startsAt,
      end: new Date(event.startsAt.getTime() + FEED_EVENT_DURATION_MS),
      summary: event.kidName ? `${event.kidName}: ${event.title}` : event.title,
      description: event.description ?? undefined,
      stamp: event.updatedAt,
      lastModified: event.updatedAt,
      created: event.createdAt,
    });
  }
  return calendar.toString();
}
