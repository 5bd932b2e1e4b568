import { friendsCatalogue } from '@nestling/shared';
import { Dialog, QueryStatus } from '@/components/ui';
import { AnswerRequestButtons } from '@/entities/friends/components/answer-request-buttons';
import { exploreKeys } from '@/entities/explore/api/explore-keys';
import { notificationKeys } from '@/entities/notifications/api/notification-keys';
import { formatDateTime } from '@/lib/dates';
import { useLocale } from '@/lib/i18n/locale-context';
import { useTranslation } from '@/lib/i18n/use-translation';
import { useIncomingRequests } from '../api/get-incoming-requests';

export interface PendingRequestsDialogProps {
  open: boolean;
  onClose: () => void;
}

/** An answer also changes the request's notification and Explore's cards (issue 29). */
const ANSWER_CHANGES = [notificationKeys.all, exploreKeys.all];

/**
 * The modal of pending friend requests (spec §2.18: "A modal lists pending friend requests (with
 * accept and reject)"; §8.2 toasts). Each says who asks for what, with which kid, when, and
 * their message.
 */
export function PendingRequestsDialog({ open, onClose }: PendingRequestsDialogProps) {
  const { t } = useTranslation(friendsCatalogue);
  const { locale } = useLocale();
  const incoming = useIncomingRequests();

  return (
    <Dialog open={open} onClose={onClose} title={t('friends.pendingRequests')}>
      <QueryStatus
        query={incoming}
        loading={t('requests.loading')}
        failed={t('friends.fetchRequestsFailed')}
      />
      {incoming.isSuccess && incoming.data.length === 0 && (
        <p className="text-ink-700">{t('pending.none')}</p>
      )}
      {incoming.isSuccess && incoming.data.length > 0 && (
        <ul className="space-y-3">
          {incoming.data.map((request) => (
            <li
              key={request.id}
              className="space-y-2 rounded-2xl bg-canvas p-4 ring-1 ring-ink-900/5"
            >
              <p className="text-ink-800">
                <span className="font-bold text-ink-900">{request.sender.name}</span>{' '}
                {request.kid
                  ? t('pending.asksWith', { kid: request.kid.firstName })
                  : t('pending.asks')}
              </p>
              <p className="text-sm text-ink-700">
                {t(`meetingType.${request.meetingType}`)} ·{' '}
                {formatDateTime(request.proposedTime, locale)}
              </p>
              {request.message && (
                <blockquote className="border-l-4 border-brand-200 pl-3 text-sm break-words text-ink-800">
                  {request.message}
                </blockquote>
              )}
              <div className="flex flex-wrap gap-2 pt-1">
                <AnswerRequestButtons request={request} alsoInvalidates={ANSWER_CHANGES} />
              </div>
            </li>
          ))}
        </ul>
      )}
    </Dialog>
  );
}
