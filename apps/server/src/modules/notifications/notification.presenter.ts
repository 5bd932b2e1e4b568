import type { Locale, Notification } from '@nestling/shared';
import { notificationText } from './notification-content.js';
import type { NotificationRecord } from './notification.repository.js';

/**
 * A notification as the Notifications Center and the `notification` socket event show it
 * (spec §3 Notification). The one presenter of both, so REST and socket never drift. Its
 * `message` is said in the reader's language now (issue 28; `notificationText`), whatever it
 * was when the row was written. A request's notification whose other parent is suspended now
 * shows them as "Suspended account" (decision 060) — "Cuenta suspendida" to a Spanish reader:
 * the stored sentence is kept, so a reinstatement restores it.
 * @param record the row, with `suspendedName` — the suspended other parent's stored name —
 *   when the repository's page read it
 * @param locale the reader's saved language
 */
export function presentNotification(
  record: NotificationRecord & { suspendedName?: string | null },
  locale: Locale,
): Notification {
  return {
    id: record.id,
    kind: record.kind,
    message: notificationText(record, locale),
    link: record.link,
    startsAt: record.startsAt?.toISOString() ?? null,
    createdAt: record.createdAt.toISOString(),
    isRead: record.readAt !== null,
  };
}
