import type { Notification } from '@nestling/shared';
import type { NotificationRecord } from './notification.repository.js';

/**
 * A notification as the Notifications Center and the `notification` socket event show it
 * (spec §3 Notification). The one presenter of both, so REST and socket never drift.
 */
export function presentNotification(record: NotificationRecord): Notification {
  return {
    id: record.id,
    kind: record.kind,
    message: record.message,
    link: record.link,
    startsAt: record.startsAt?.toISOString() ?? null,
    createdAt: record.createdAt.toISOString(),
    isRead: record.readAt !== null,
  };
}
