/**
 * The query keys of notifications (decision 009): the centre's pages and the nav badge's
 * summary both start with `notificationKeys.all`, which the live `notification` socket event
 * (spec §7.9, issue 12) invalidates.
 */
export const notificationKeys = {
  all: ['notifications'] as const,
};
