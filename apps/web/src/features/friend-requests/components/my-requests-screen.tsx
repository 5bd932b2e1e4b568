import { Suspense, useState } from 'react';
import { Flag, X } from 'lucide-react';
import { toast } from '@/lib/toast/toast';
import { friendsCatalogue, type FriendRequest } from '@nestling/shared';
import { Button, PageHeader, QueryStatus, RefreshButton } from '@/components/ui';
import { paths } from '@/config/paths';
import type { BlockTarget } from '@/entities/blocks/components/block-family-dialog';
import { LazyBlockFamilyDialog } from '@/entities/blocks/components/lazy-block-family-dialog';
import { AnswerRequestButtons } from '@/entities/friends/components/answer-request-buttons';
import { friendKeys } from '@/entities/friends/api/friend-keys';
import { exploreKeys } from '@/entities/explore/api/explore-keys';
import { notificationKeys } from '@/entities/notifications/api/notification-keys';
import { LazyReportDialog } from '@/entities/reports/components/lazy-report-dialog';
import { serverMessage } from '@/lib/api-client';
import { useTranslation } from '@/lib/i18n/use-translation';
import { useOpenedOnce } from '@/lib/lazy-part';
import { useCancelFriendRequest } from '../api/cancel-friend-request';
import { useMyRequests } from '../api/get-my-requests';
import { RequestsTable } from './requests-table';

/** An answer also changes the request's notification and Explore's cards (issue 29). */
const ANSWER_CHANGES = [notificationKeys.all, exploreKeys.all];
/**
 * A block cancels the family's pending requests (this list, and their notifications) and
 * changes Explore's cards and the friend list.
 */
const BLOCK_CHANGES = [friendKeys.all, notificationKeys.all, exploreKeys.all];

/**
 * My Requests (spec §2.19, §8.2; decision 016): 'Requests You Sent' (to, status, sent on) with
 * Cancel on pending ones, and 'Requests You Received' (from, status, received on) with Accept
 * and Reject on pending ones, and Report on every one (the sender's family, issue 27) — once
 * sent, the report offers to block that family, whose pending requests then show as cancelled;
 * dates in the viewer's locale; the spec's empty texts.
 */
export function MyRequestsScreen() {
  const { t, localize } = useTranslation(friendsCatalogue);
  const requests = useMyRequests();
  const cancel = useCancelFriendRequest();
  // The sender of a received request whose family is being reported (issue 27).
  const [reporting, setReporting] = useState<FriendRequest['sender'] | null>(null);
  // The family the report's offer is blocking (its confirmation is open).
  const [blocking, setBlocking] = useState<BlockTarget | null>(null);
  const blockOpened = useOpenedOnce(blocking !== null);

  function cancelRequest(request: FriendRequest) {
    cancel.mutate(request.id, {
      onSuccess: () => toast.success(t('friends.cancelled')),
      onError: (error) =>
        toast.error(
          t('friends.failed', { reason: localize(serverMessage(error) ?? error.message) }),
        ),
    });
  }

  const busy = (request: FriendRequest) => cancel.isPending && cancel.variables === request.id;

  return (
    <div className="space-y-6">
      <PageHeader
        title={t('friends.myRequestsTitle')}
        description={t('requests.description')}
        back={{ to: paths.explore, label: t('requests.backToExplore') }}
        actions={
          <RefreshButton onRefresh={() => void requests.refetch()} isFetching={requests.isFetching}>
            {t('friends.refresh')}
          </RefreshButton>
        }
      />
      <QueryStatus
        query={requests}
        loading={t('requests.loading')}
        failed={t('friends.loadFailed')}
      />
      {requests.isSuccess && (
        <>
          <RequestsTable
            title={t('friends.sentTitle')}
            partyHeader={t('columns.to')}
            dateHeader={t('columns.sentOn')}
            party={(request) => request.receiver}
            emptyText={t('friends.emptySent')}
            requests={requests.data.sent}
            actions={(request) =>
              request.status === 'pending' && (
                <Button
                  size="sm"
                  variant="secondary"
                  disabled={busy(request)}
                  aria-label={t('requests.cancelTo', { name: request.receiver.name })}
                  onClick={() => cancelRequest(request)}
                >
                  <X aria-hidden="true" className="size-4" />
                  {t('friends.cancel')}
                </Button>
              )
            }
          />
          <RequestsTable
            title={t('friends.receivedTitle')}
            partyHeader={t('columns.from')}
            dateHeader={t('columns.receivedOn')}
            party={(request) => request.sender}
            emptyText={t('friends.emptyReceived')}
            requests={requests.data.received}
            actions={(request) => (
              <>
                {request.status === 'pending' && (
                  <AnswerRequestButtons request={request} alsoInvalidates={ANSWER_CHANGES} />
                )}
                <Button
                  size="sm"
                  variant="ghost"
                  className="text-ink-700"
                  aria-label={t('friends.reportFamilyOf', { name: request.sender.name })}
                  {...LazyReportDialog.preloadProps}
                  onClick={() => setReporting(request.sender)}
                >
                  <Flag aria-hidden="true" className="size-4" />
                  {t('friends.report')}
                </Button>
              </>
            )}
          />
        </>
      )}
      <Suspense fallback={null}>
        {reporting && (
          <LazyReportDialog.Component
            target={{ type: 'family', id: reporting.id }}
            onClose={() => setReporting(null)}
            block={{
              firstName: reporting.name,
              onBlock: () => {
                setReporting(null);
                setBlocking({
                  name: reporting.name,
                  request: { parentId: reporting.id },
                });
              },
            }}
          />
        )}
        {blockOpened && (
          <LazyBlockFamilyDialog.Component
            target={blocking}
            onClose={() => setBlocking(null)}
            alsoInvalidates={BLOCK_CHANGES}
          />
        )}
      </Suspense>
    </div>
  );
}
