import {
  NOTIFICATION_MESSAGES,
  pageOffset,
  type Locale,
  type Notification,
  type NotificationPage,
  type NotificationPageQuery,
  type NotificationSummary,
} from '@nestling/shared';
import type { AppEvents } from '../../events/app-events.js';
import { notFound } from '../../lib/http-errors.js';
import { presentNotification } from './notification.presenter.js';
import type { NotificationRepository, WrittenNotification } from './notification.repository.js';

/**
 * The Notifications Center (spec §2.16, §7.6): a parent's notifications, paged, counted and
 * marked read — always the session parent's own. Notifications are written by their causes'
 * transactions (friends, the reminder scheduler); {@link announce} tells the real-time layer.
 */
export function createNotificationService(deps: {
  repository: NotificationRepository;
  events: AppEvents;
}) {
  const { repository, events } = deps;

  return {
    /** `{ total, unread }` of `parentId`'s notifications (spec §7.6, polled every 30 s). */
    summary: (parentId: number): Promise<NotificationSummary> => repository.summary(parentId),

    /**
     * One page of `parentId`'s notifications, newest first, with the total (spec §9 sizes).
     * @param locale the parent's saved language (a suspended account's name in it)
     */
    async page(
      parentId: number,
      query: NotificationPageQuery,
      locale: Locale,
    ): Promise<NotificationPage> {
      const [records, summary] = await Promise.all([
        repository.page(parentId, query.pageSize, pageOffset(query)),
        repository.summary(parentId),
      ]);
      return {
        items: records.map((record) => presentNotification(record, locale)),
        total: summary.total,
        page: query.page,
        pageSize: query.pageSize,
      };
    },

    /**
     * Marks one notification read (idempotent).
     * @throws HttpError 404 for another parent's notification, or none
     */
    async markRead(parentId: number, id: number, locale: Locale): Promise<Notification> {
      const record = await repository.markRead(parentId, id);
      if (!record) throw notFound(NOTIFICATION_MESSAGES.notFound);
      return presentNotification(record, locale);
    },

    /** Marks all of `parentId`'s notifications read in one statement; answers the new summary. */
    async markAllRead(parentId: number): Promise<NotificationSummary> {
      await repository.markAllRead(parentId);
      return repository.summary(parentId);
    },

    /**
     * Announces committed notifications (`notificationCreated`, decision 007): call it after the
     * transaction that wrote them has committed, never inside it.
     */
    announce(records: WrittenNotification[]): void {
      for (const record of records) {
        events.emit('notificationCreated', {
          parentId: record.parentId,
          notification: presentNotification(record, record.locale),
        });
      }
    },
  };
}

export type NotificationService = ReturnType<typeof createNotificationService>;
