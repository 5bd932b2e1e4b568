/**
 * The query keys of notifications (decision 009). The navigation bar's unread badge, the
 * Notifications Center and, later, the real-time layer's `notification` event share them: the
 * socket handler invalidates `notificationKeys.all` and both refresh.
 */
export const notificationKeys = {
  all: ['notifications'] as const,
  /** GET /api/notifications/summary/me: `{total, unread}`. */
  summary: () => ['notifications', 'summary'] as const,
  /** Prefix of every page of GET /api/notifications/me. */
  pages: ['notifications', 'page'] as const,
  /** One page of GET /api/notifications/me. */
  page: (page: number, pageSize: number) => ['notifications', 'page', page, pageSize] as const,
};
