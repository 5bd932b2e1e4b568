import { useNotificationSummary } from '../api/get-notification-summary';

/**
 * The unread count on the navigation bar's Notifications link (issue 11; spec §7.6, §9: the
 * summary polled every 30 s). Nothing while there is none unread or the summary failed (its
 * failures are silent, §8.2); past 99 it says "99+". Screen readers hear "N unread".
 */
export function UnreadBadge() {
  const summary = useNotificationSummary();
  const unread = summary.data?.unread ?? 0;
  if (unread === 0) return null;
  return (
    <span className="ml-1.5 inline-flex min-w-5 items-center justify-center rounded-full bg-accent-400 px-1.5 text-xs font-extrabold text-ink-900 tabular-nums">
      <span aria-hidden="true">{unread > 99 ? '99+' : unread}</span>
      <span className="sr-only">{`, ${unread} unread`}</span>
    </span>
  );
}
