import { z } from 'zod';
import { NOTIFICATION_PAGE_SIZES } from '../constants.js';
import { recordIdSchema } from './common.js';
import { pageNumberSchema, pageSchema, pageSizeOneOf } from './paging.js';
import { NOTIFICATION_KINDS, NOTIFICATION_MESSAGES } from './notification-texts.js';

/**
 * A notification as the Notifications Center and the `notification` socket event show it
 * (spec §3 Notification: id, message, createdAt, isRead; plus ours):
 * - `kind`: what it is about (NOTIFICATION_KINDS);
 * - `link`: the app path of the place to act (NOTIFICATION_LINKS);
 * - `startsAt`: for a request or a reminder, when the meetup or event starts (ISO), to be shown
 *   in the viewer's locale and time zone; null otherwise.
 * The notifications module presents its rows as this one shape for REST and socket alike.
 */
export const notificationSchema = z.object({
  id: z.number().int(),
  kind: z.enum(NOTIFICATION_KINDS),
  message: z.string(),
  link: z.string(),
  startsAt: z.string().nullable(),
  createdAt: z.string(),
  isRead: z.boolean(),
});
export type Notification = z.infer<typeof notificationSchema>;

/**
 * `GET /api/notifications/summary/me` (spec §7.6; polled every 30 s): how many this parent
 * has, and how many are unread. `POST /api/notifications/read-all` answers it too.
 */
export const notificationSummarySchema = z.object({
  total: z.number().int(),
  unread: z.number().int(),
});
export type NotificationSummary = z.infer<typeof notificationSummarySchema>;

/** `GET /api/notifications/me?page=&pageSize=`: 1-based page; 10 (default), 20 or 50 (spec §9). */
export const notificationPageQuerySchema = z.object({
  page: pageNumberSchema,
  pageSize: pageSizeOneOf(NOTIFICATION_PAGE_SIZES),
});
export type NotificationPageQuery = z.output<typeof notificationPageQuerySchema>;

/** One page of this parent's notifications, newest first, with the total for paging. */
export const notificationPageSchema = pageSchema(notificationSchema);
export type NotificationPage = z.infer<typeof notificationPageSchema>;

/** `PATCH /api/notifications/:id/read`. Another parent's notification answers 404. */
export const notificationIdParamsSchema = z.object({
  id: recordIdSchema(NOTIFICATION_MESSAGES.notFound),
});

/**
 * `GET /api/notifications/:parentId` (spec §7.6's reading): answers only for the session's own
 * id, exactly as `/api/notifications/me`; any other id is 404.
 */
export const notificationOwnerParamsSchema = z.object({
  parentId: recordIdSchema(NOTIFICATION_MESSAGES.notFound),
});
