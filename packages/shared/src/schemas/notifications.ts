import { z } from 'zod';

/**
 * A notification as the notifications centre and the `notification` socket event show it
 * (spec §3 Notification: id, message, createdAt, isRead). The notifications module (issue 11)
 * presents its rows as this one shape; a field it adds (a link to the place to act) is added
 * here, so REST and socket never drift.
 */
export const notificationSchema = z.object({
  id: z.number().int(),
  message: z.string(),
  createdAt: z.string(),
  isRead: z.boolean(),
});
export type Notification = z.infer<typeof notificationSchema>;

/** GET /api/notifications/summary/me (spec §7.6). */
export const notificationSummarySchema = z.object({
  total: z.number().int(),
  unread: z.number().int(),
});
export type NotificationSummary = z.infer<typeof notificationSummarySchema>;
