import { z } from 'zod';
import { pageSchema } from './page.js';
import { NOTIFICATION_KINDS } from './notification-texts.js';
import { builtOnce } from './built-once.js';

// A notification and its summary and pages as answered. What a client sends — the page's
// query, a notification's id — is in notification-requests.ts: the web checks the unread
// count's and the socket's answers with this module once the first screen has been shown
// (decision 092), without building the requests' schemas (issue 29).

/**
 * A notification as the Notifications Center and the `notification` socket event show it
 * (spec §3 Notification: id, message, createdAt, isRead; plus ours):
 * - `kind`: what it is about (NOTIFICATION_KINDS);
 * - `link`: the app path of the place to act (NOTIFICATION_LINKS);
 * - `startsAt`: for a request or a reminder, when the meetup or event starts (ISO), to be shown
 *   in the viewer's locale and time zone; null otherwise.
 * The notifications module presents its rows as this one shape for REST and socket alike.
 * Built on the first call (`builtOnce`: the web builds it when it first checks a notification);
 * `notificationSchema` is it.
 */
export const getNotificationSchema = builtOnce(() =>
  z.object({
    id: z.number().int(),
    kind: z.enum(NOTIFICATION_KINDS),
    message: z.string(),
    link: z.string(),
    startsAt: z.string().nullable(),
    createdAt: z.string(),
    isRead: z.boolean(),
  }),
);
/** A notification (see getNotificationSchema). */
export const notificationSchema = /* @__PURE__ */ getNotificationSchema();
export type Notification = z.infer<typeof notificationSchema>;

/**
 * `GET /api/notifications/summary/me` (spec §7.6; polled every 30 s): how many this parent
 * has, and how many are unread. `POST /api/notifications/read-all` answers it too. Built on the
 * first call (`builtOnce`); `notificationSummarySchema` is it.
 */
export const getNotificationSummarySchema = builtOnce(() =>
  z.object({
    total: z.number().int(),
    unread: z.number().int(),
  }),
);
/** How many notifications, and how many unread (see getNotificationSummarySchema). */
export const notificationSummarySchema = /* @__PURE__ */ getNotificationSummarySchema();
export type NotificationSummary = z.infer<typeof notificationSummarySchema>;

/**
 * One page of this parent's notifications, newest first, with the total for paging. Built on the
 * first call (`builtOnce`); `notificationPageSchema` is it.
 */
export const getNotificationPageSchema = builtOnce(() => pageSchema(getNotificationSchema()));
/** One page of notifications (see getNotificationPageSchema). */
export const notificationPageSchema = /* @__PURE__ */ getNotificationPageSchema();
export type NotificationPage = z.infer<typeof notificationPageSchema>;
