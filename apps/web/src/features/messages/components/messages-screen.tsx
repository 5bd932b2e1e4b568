import { Suspense, useEffect } from 'react';
import { MessageCircle } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { chatCatalogue } from '@nestling/shared';
import { Card, PageHeader, StatusMessage } from '@/components/ui';
import { paths } from '@/config/paths';
import { useFriends, type ChatFriend } from '@/entities/friends/api/get-friends';
import { useFirstScreenShown } from '@/hooks/use-first-screen-shown';
import { useSocket } from '@/lib/socket/socket-context';
import { cn } from '@/lib/cn';
import { lazyPart } from '@/lib/lazy-part';
import { CHAT_WITH_DELETED_ACCOUNT } from '../api/get-deleted-account-messages';
import { useChatLiveUpdates } from '../hooks/use-chat-live-updates';
import { useOutbox } from '../hooks/use-outbox';
import { FriendList } from './friend-list';
import { useTranslation } from '@/lib/i18n/use-translation';

export interface MessagesScreenProps {
  /** Starts a video call (the calls feature, composed by the route). */
  onCall?: (friend: ChatFriend) => void;
}

/**
 * A chat (its list, bubbles, composer and calls button): not drawn until a friend is chosen, so
 * loaded on demand (decision 055) — at once when the link opens one (`?chatWith=`, e.g. from a
 * notification), else once the first screen has been shown, so a tap finds it ready.
 */
const Conversation = lazyPart(() => import('./conversation').then((module) => module.Conversation));

/** The messages of deleted accounts: rarely opened, so loaded when opened (decision 055). */
const DeletedAccountConversation = lazyPart(() =>
  import('./deleted-account-conversation').then((module) => module.DeletedAccountConversation),
);

/** The `?chatWith=` friend id (spec §2.1), or null when absent or not an id. */
function chatWithOf(params: URLSearchParams): number | null {
  const raw = params.get('chatWith');
  if (!raw || !/^[1-9]\d{0,9}$/.test(raw)) return null;
  return Number(raw);
}

/**
 * The Messages screen (spec §2.20): friends on the left, the chat with the friend of
 * `?chatWith=` on the right; on phones the list first, then the conversation alone with a way
 * back. Live through the socket (typing, new messages, read ticks, deletions); a dropped
 * connection shows while Socket.IO reconnects.
 */
export function MessagesScreen({ onCall }: MessagesScreenProps) {
  const { t } = useTranslation(chatCatalogue);
  const [params] = useSearchParams();
  const chatWith = chatWithOf(params);
  const friends = useFriends();
  const { status } = useSocket();
  const outbox = useOutbox();
  const friend = friends.data?.find((item) => item.id === chatWith) ?? null;
  const deletedOpen = params.get('chatWith') === CHAT_WITH_DELETED_ACCOUNT;
  const deletedLink = `${paths.messages}?chatWith=${CHAT_WITH_DELETED_ACCOUNT}`;
  useChatLiveUpdates(friend?.id ?? null);
  // The friend list is the screen's LCP (a friend's e-mail): on a plain /dashboard/messages the
  // chat's code (≈ 11 files, 25 KB) waits for the first screen, so it does not share a phone's
  // link with the list before its paint (issue 29); a link that opens a chat asks for it at once.
  const firstScreenShown = useFirstScreenShown();
  const opening = chatWith !== null;
  useEffect(() => {
    if (opening || firstScreenShown) void Conversation.preload();
  }, [opening, firstScreenShown]);

  return (
    <div className="space-y-4">
      <PageHeader
        title={t('texts.title')}
        documentTitle={
          friend
            ? t('texts.chatWith', { name: friend.name })
            : deletedOpen
              ? t('texts.chatWith', { name: t('texts.deletedAccount') })
              : t('texts.title')
        }
      />
      {status === 'reconnecting' && (
        <StatusMessage tone="info">{t('texts.reconnecting')}</StatusMessage>
      )}
      {/* minmax(0, 1fr) columns: the chat header's one-line title cannot widen the card. */}
      <Card className="grid grid-cols-1 gap-6 p-4 sm:p-6 md:h-[calc(100dvh-16rem)] md:min-h-[28rem] md:grid-cols-[18rem_minmax(0,1fr)]">
        <div
          className={cn(
            'min-h-0 md:border-r md:border-ink-900/10 md:pr-5',
            (friend || deletedOpen) && 'hidden md:flex md:flex-col',
          )}
        >
          <FriendList
            selectedId={friend?.id ?? null}
            linkTo={(item) => `${paths.messages}?chatWith=${item.id}`}
            deletedAccountLink={deletedLink}
            deletedAccountSelected={deletedOpen}
          />
        </div>
        {friend ? (
          <div className="flex min-h-[70dvh] flex-col md:min-h-0">
            <Suspense fallback={null}>
              <Conversation.Component
                key={friend.id}
                friend={friend}
                outbox={outbox}
                onCall={onCall}
                backTo={paths.messages}
              />
            </Suspense>
          </div>
        ) : deletedOpen ? (
          <div className="flex min-h-[70dvh] flex-col md:min-h-0">
            <Suspense fallback={null}>
              <DeletedAccountConversation.Component backTo={paths.messages} />
            </Suspense>
          </div>
        ) : (
          <div className="hidden flex-col items-center justify-center gap-3 text-center text-ink-600 md:flex">
            <MessageCircle aria-hidden="true" className="size-10 text-brand-600" />
            <h2 className="text-lg font-bold text-ink-800">{t('texts.selectFriend')}</h2>
          </div>
        )}
      </Card>
    </div>
  );
}
