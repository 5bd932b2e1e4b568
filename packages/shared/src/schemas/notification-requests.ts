import { z } from 'zod';
import { NOTIFICATION_PAGE_SIZES } from '../constants.js';
import { recordIdSchema } from './common.js';
import { pageNumberSchema, pageSizeOneOf } from './paging.js';
import { NOTIFICATION_MESSAGES } from './notification-texts.js';

// What a client sends to the Notifications Center (spec §7.6, §9): the page's query and a
// notification's id. The server parses with them; what it answers is in notifications.ts.

/** `GET /api/notifications/me?page=&pageSize=`: 1-based page; 10 (default), 20 or 50 (spec §9). */
export const notificationPageQuerySchema = z.object({
  page: pageNumberSchema,
  pageSize: pageSizeOneOf(NOTIFICATION_PAGE_SIZES),
});
export type NotificationPageQuery = z.output<typeof notificationPageQuerySchema>;

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
