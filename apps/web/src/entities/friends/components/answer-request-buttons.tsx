import { Check, X } from 'lucide-react';
import type { QueryKey } from '@tanstack/react-query';
import { toast } from '@/lib/toast/toast';
import { friendsCatalogue, type FriendRequest } from '@nestling/shared';
import { Button } from '@/components/ui';
import { useTranslation } from '@/lib/i18n/use-translation';
import { useAnswerFriendRequest, type FriendRequestAnswer } from '../api/answer-friend-request';

/**
 * Accept and Reject of one received, pending request (spec §2.18 pending-requests modal, §2.19
 * My Requests, §8.2 toasts: 'Friend request accepted!', 'Request rejected', '❌ Failed to accept
 * request', '❌ Failed to reject request'). Each button names the sender for screen readers;
 * both wait while the answer is sent.
 */
export function AnswerRequestButtons({
  request,
  alsoInvalidates,
}: {
  request: FriendRequest;
  /** What else an answer makes stale (useAnswerFriendRequest). */
  alsoInvalidates?: readonly QueryKey[];
}) {
  const { t } = useTranslation(friendsCatalogue);
  const answer = useAnswerFriendRequest(alsoInvalidates, {
    onAnswered: (choice) =>
      toast.success(choice === 'accept' ? t('friends.accepted') : t('friends.rejected')),
    onFailed: (choice) =>
      toast.error(choice === 'accept' ? t('friends.acceptFailed') : t('friends.rejectFailed')),
  });

  function respond(choice: FriendRequestAnswer) {
    answer.mutate({ requestId: request.id, answer: choice });
  }

  return (
    <>
      <Button
        size="sm"
        disabled={answer.isPending}
        aria-label={t('requests.acceptFrom', { name: request.sender.name })}
        onClick={() => respond('accept')}
      >
        <Check aria-hidden="true" className="size-4" />
        {t('friends.accept')}
      </Button>
      <Button
        size="sm"
        variant="secondary"
        disabled={answer.isPending}
        aria-label={t('requests.rejectFrom', { name: request.sender.name })}
        onClick={() => respond('reject')}
      >
        <X aria-hidden="true" className="size-4" />
        {t('friends.reject')}
      </Button>
    </>
  );
}
