import { useState } from 'react';
import { ArrowRight, CheckCheck } from 'lucide-react';
import { Link } from 'react-router';
import {
  NOTIFICATION_LINKS,
  NOTIFICATION_PAGE_SIZES,
  notificationCenterCatalogue,
  type MessageKey,
  type Notification,
  type NotificationKind,
} from '@nestling/shared';
import { Button, Card, PageHeader, Pager, QueryStatus, RefreshButton } from '@/components/ui';
import { paths } from '@/config/paths';
import { useNotificationSummary } from '@/entities/notifications/api/get-notification-summary';
import { cn } from '@/lib/cn';
import { formatDateTime } from '@/lib/dates';
import { useLocale } from '@/lib/i18n/locale-context';
import { useTranslation } from '@/lib/i18n/use-translation';
import { useMarkAllNotificationsRead } from '../api/mark-all-notifications-read';
import { useMarkNotificationRead } from '../api/mark-notification-read';
import { useNotifications } from '../api/get-notifications';

/** A message of the Notifications Center's catalogue. */
type CenterKey = MessageKey<typeof notificationCenterCatalogue>;

/**
 * What a notification's link does, in words, from where it leads (NOTIFICATION_LINKS): a
 * received request's link changes once it is answered (issue 29, defect 8), so the words
 * follow the link, not the kind.
 */
function linkLabel(link: string): CenterKey {
  if (link === NOTIFICATION_LINKS.pendingRequests) return 'link.answerRequest';
  if (link === NOTIFICATION_LINKS.myRequests) return 'link.myRequests';
  if (link.startsWith(paths.messages)) return 'link.sendMessage';
  if (link === NOTIFICATION_LINKS.parentHub) return 'link.parentHub';
  return 'link.calendar';
}

/** The notifications about a friend request, which also link to My Requests (issue 29). */
const REQUEST_KINDS: ReadonlySet<NotificationKind> = new Set([
  'friend-request-received',
  'friend-request-accepted',
  'friend-request-rejected',
]);

/** When a request's meetup or a reminder's event starts, as the line under the sentence says. */
const STARTS_LABELS: Record<NotificationKind, CenterKey> = {
  'friend-request-received': 'starts.proposedFor',
  'friend-request-accepted': 'starts.meetupOn',
  'friend-request-rejected': 'starts.proposedFor',
  'meetup-reminder': 'starts.starts',
  'event-reminder': 'starts.starts',
  // A reviewed report has no time (startsAt is null): the label is never shown.
  'report-reviewed': 'starts.starts',
};

/**
 * The Notifications Center (spec §2.16, §4 Notification, §8.2, §9): unread and total counters,
 * Refresh, Mark All as Read (one call), page sizes 10, 20 and 50, a paged list with Prev and
 * Next, each item with its sentence, its times in the viewer's locale, a link to the place to
 * act (opening it marks it read), My Requests on a request's, and Mark as Read; the spec's
 * empty text. Mark-read failures
 * are silent (§8.2); the list's own failure says 'Failed to fetch notifications.'
 */
export function NotificationsCenter() {
  const { t } = useTranslation(notificationCenterCatalogue);
  const [pageSize, setPageSize] = useState<number>(NOTIFICATION_PAGE_SIZES[0]);
  const [page, setPage] = useState(1);
  const summary = useNotificationSummary();
  const list = useNotifications(page, pageSize);
  const markRead = useMarkNotificationRead();
  const markAll = useMarkAllNotificationsRead();
  const pageCount = list.data ? Math.max(1, Math.ceil(list.data.total / pageSize)) : 1;
  // Fewer notifications than before (none deleted today, but a page size change): stay in range.
  if (list.isSuccess && !list.isPlaceholderData && page > pageCount) setPage(pageCount);

  const unread = summary.data?.unread;
  return (
    <div className="space-y-6">
      <PageHeader
        title={t('notifications.title')}
        description={t('center.description')}
        actions={
          <>
            <RefreshButton
              isFetching={list.isFetching}
              onRefresh={() => {
                void list.refetch();
                void summary.refetch();
              }}
            >
              {t('notifications.refresh')}
            </RefreshButton>
            <Button
              disabled={markAll.isPending || unread === 0}
              isLoading={markAll.isPending}
              onClick={() => markAll.mutate()}
            >
              <CheckCheck aria-hidden="true" className="size-4" />
              {t('notifications.markAllRead')}
            </Button>
          </>
        }
      />
      <Card className="flex flex-wrap items-center justify-between gap-4 p-4 sm:p-5">
        <dl className="flex gap-6">
          <div>
            <dt className="text-sm font-semibold text-ink-700">{t('notifications.unread')}</dt>
            <dd className="text-2xl font-extrabold text-brand-700 tabular-nums">{unread ?? '–'}</dd>
          </div>
          <div>
            <dt className="text-sm font-semibold text-ink-700">{t('notifications.total')}</dt>
            <dd className="text-2xl font-extrabold text-ink-900 tabular-nums">
              {summary.data?.total ?? '–'}
            </dd>
          </div>
        </dl>
        <div
          role="group"
          aria-label={t('notifications.perPage')}
          className="flex items-center gap-2"
        >
          <span aria-hidden="true" className="text-sm font-semibold text-ink-700">
            {t('notifications.perPage')}
          </span>
          {NOTIFICATION_PAGE_SIZES.map((size) => (
            <Button
              key={size}
              size="sm"
              variant={size === pageSize ? 'primary' : 'secondary'}
              aria-pressed={size === pageSize}
              onClick={() => {
                setPageSize(size);
                setPage(1);
              }}
            >
              {size}
            </Button>
          ))}
        </div>
      </Card>
      <QueryStatus
        query={list}
        loading={t('center.loading')}
        failed={t('notifications.fetchFailed')}
      />
      {list.isSuccess && list.data.items.length === 0 && (
        <Card className="text-center text-ink-700">{t('notifications.empty')}</Card>
      )}
      {list.isSuccess && list.data.items.length > 0 && (
        <>
          <ul className="space-y-3">
            {list.data.items.map((notification) => (
              <NotificationItem
                key={notification.id}
                notification={notification}
                isMarking={markRead.isPending && markRead.variables === notification.id}
                onMarkRead={() => markRead.mutate(notification.id)}
              />
            ))}
          </ul>
          <Pager
            label={t('center.pages')}
            page={page}
            pageCount={pageCount}
            onPageChange={setPage}
            busy={list.isFetching}
          />
        </>
      )}
    </div>
  );
}

function NotificationItem({
  notification,
  isMarking,
  onMarkRead,
}: {
  notification: Notification;
  isMarking: boolean;
  onMarkRead: () => void;
}) {
  const { t } = useTranslation(notificationCenterCatalogue);
  const { locale } = useLocale();
  const unread = !notification.isRead;
  return (
    <li
      className={cn(
        'flex flex-col gap-3 rounded-3xl border p-4 shadow-card sm:flex-row sm:items-start sm:justify-between sm:p-5',
        unread ? 'border-brand-200 bg-brand-50' : 'border-ink-900/5 bg-surface',
      )}
    >
      <div className="min-w-0 space-y-1">
        <p className="flex items-start gap-2 text-ink-900">
          {unread && (
            <span className="mt-2 size-2 shrink-0 rounded-full bg-brand-600">
              <span className="sr-only">{t('center.unreadMark')}</span>
            </span>
          )}
          <span className={cn('break-words', unread && 'font-semibold')}>
            {notification.message}
          </span>
        </p>
        {notification.startsAt && (
          <p className="text-sm text-ink-700">
            {t(STARTS_LABELS[notification.kind])} {formatDateTime(notification.startsAt, locale)}
          </p>
        )}
        <p className="text-xs text-ink-600">
          <time dateTime={notification.createdAt}>
            {formatDateTime(notification.createdAt, locale)}
          </time>
        </p>
      </div>
      <div className="flex shrink-0 flex-wrap gap-2">
        <Link
          to={notification.link}
          onClick={() => {
            if (unread) onMarkRead();
          }}
          className="inline-flex min-h-9 items-center gap-1 rounded-xl px-3 text-sm font-semibold text-brand-700 hover:bg-brand-100 hover:text-brand-800"
        >
          {t(linkLabel(notification.link))} <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
        {REQUEST_KINDS.has(notification.kind) && notification.link !== paths.myRequests && (
          <Link
            to={paths.myRequests}
            className="inline-flex min-h-9 items-center gap-1 rounded-xl px-3 text-sm font-semibold text-brand-700 hover:bg-brand-100 hover:text-brand-800"
          >
            {t('center.myRequests')}
          </Link>
        )}
        {unread && (
          <Button size="sm" variant="secondary" disabled={isMarking} onClick={onMarkRead}>
            {t('notifications.markRead')}
          </Button>
        )}
      </div>
    </li>
  );
}
