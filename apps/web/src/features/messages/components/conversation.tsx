import { Suspense, useEffect, useMemo, useState, type KeyboardEvent } from 'react';
import { Flag, Send, Video } from 'lucide-react';
import { useQueryClient } from '@tanstack/react-query';
import {
  chatCatalogue,
  conversationCatalogue,
  type Message,
  type ReportTargetType,
} from '@nestling/shared';
import { Button, ConfirmDialog, StatusMessage } from '@/components/ui';
import { LazyBlockFamilyDialog } from '@/entities/blocks/components/lazy-block-family-dialog';
import { exploreKeys } from '@/entities/explore/api/explore-keys';
import { friendKeys } from '@/entities/friends/api/friend-keys';
import type { ChatFriend } from '@/entities/friends/api/get-friends';
import { messageKeys } from '@/entities/messages/api/message-keys';
import { useSession } from '@/entities/parent/api/get-session';
import { LazyReportDialog } from '@/entities/reports/components/lazy-report-dialog';
import { inputClasses } from '@/components/ui/field-styles';
import { cn } from '@/lib/cn';
import { useOpenedOnce } from '@/lib/lazy-part';
import { useDeleteMessage } from '../api/delete-message';
import { conversationMessages, useConversation } from '../api/get-conversation';
import { markRead } from '../api/mark-read';
import { setFriendUnread, updateCachedMessages } from '../api/message-cache';
import type { Outbox } from '../hooks/use-outbox';
import { useTypingEmitter } from '../hooks/use-typing-emitter';
import { useTypingIndicator } from '../hooks/use-typing-indicator';
import { checkMessageText } from '../utils/check-message-text';
import { replacePendingMessages } from '../utils/pending-message';
import { MessageBubble, StoredMessageBubble } from './message-bubble';
import { ChatSection } from './chat-section';
import { MessageList } from './message-list';
import { useTranslation } from '@/lib/i18n/use-translation';

/**
 * A block ends the friendship and deletes the conversation: the friend leaves the list (and
 * this chat closes with it), the unread previews and Explore's cards change. Not the
 * conversation itself: fetched again before the chat closes it would answer 404 (no longer
 * friends); the server's `messagesBulkDeleted` takes its messages out of the cache.
 */
const BLOCK_CHANGES = [friendKeys.all, messageKeys.unreadPreview(), exploreKeys.all];

export interface ConversationProps {
  friend: ChatFriend;
  outbox: Outbox;
  /** Starts a video call with the friend (spec §2.20 Call button); omitted: no button. */
  onCall?: (friend: ChatFriend) => void;
  /** Back to the friends list (phones, where the panes do not fit side by side). */
  backTo: string;
}

/**
 * The chat pane of Messages (spec §2.20, §4 Chat): 'Chat with {name}', the typing indicator,
 * the error line, the Call button, the messages (own on the right with a Read tick or Sent dot
 * and delete), older pages loaded within 60 px of the top, 'No messages yet. Say hello 👋', and
 * the input (Enter sends, Shift+Enter makes a new line). Opening it marks the friend's
 * messages read. Report family (the header) and a received message's flag open the Report
 * dialog, whose offer blocks the friend's family (issue 27): the friend then leaves the list
 * and this chat closes.
 */
export function Conversation({ friend, outbox, onCall, backTo }: ConversationProps) {
  const { t, localize } = useTranslation(conversationCatalogue);
  const chat = useTranslation(chatCatalogue);
  const queryClient = useQueryClient();
  const { parent } = useSession();
  const conversation = useConversation(friend.id);
  const deletion = useDeleteMessage();
  const typist = useTypingIndicator(friend.id);
  const typing = useTypingEmitter(friend.id);
  const [draft, setDraft] = useState('');
  const [draftError, setDraftError] = useState<string | undefined>();
  const [toDelete, setToDelete] = useState<Message | null>(null);
  const [actionError, setActionError] = useState<string | null>(null);
  const [reporting, setReporting] = useState<{ type: ReportTargetType; id: number } | null>(null);
  // The report's offer to block the friend's family (issue 27): its confirmation is open.
  const [blocking, setBlocking] = useState(false);
  const blockOpened = useOpenedOnce(blocking);

  const messages = useMemo(() => conversationMessages(conversation.data), [conversation.data]);
  // The server's copy of a sent message replaces its temporary entry in the same render.
  const { shown: pending, replaced } = replacePendingMessages(
    outbox.pending.filter((entry) => entry.receiverId === friend.id),
    messages,
    parent?.id,
  );
  const failedSend = pending.some((entry) => entry.status === 'failed');
  const replacedKey = replaced.join(',');
  const { forget } = outbox;
  useEffect(() => {
    if (replacedKey) forget(replacedKey.split(',').map(Number));
  }, [replacedKey, forget]);

  // Opening the conversation, or a page bringing unread messages, marks them read (spec §4).
  const unreadFromFriend = messages.some((m) => m.senderId === friend.id && !m.read);
  const loaded = conversation.isSuccess;
  useEffect(() => {
    if (!loaded || (!unreadFromFriend && friend.unread === 0)) return;
    void markRead(friend.id).then(() =>
      queryClient.invalidateQueries({ queryKey: messageKeys.unreadPreview() }),
    );
    setFriendUnread(queryClient, friend.id, () => 0);
    updateCachedMessages(queryClient, (m) =>
      m.senderId === friend.id && !m.read ? { ...m, read: true } : m,
    );
  }, [loaded, unreadFromFriend, friend.unread, friend.id, queryClient]);

  const submit = () => {
    const checked = checkMessageText(draft);
    if ('empty' in checked) return;
    if ('error' in checked) {
      setDraftError(checked.error);
      return;
    }
    typing.stop();
    setDraft('');
    setDraftError(undefined);
    setActionError(null);
    outbox.send(
      friend.id,
      checked.text,
      messages.reduce((highest, message) => Math.max(highest, message.id), 0),
    );
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      submit();
    }
  };

  const confirmDelete = () => {
    if (!toDelete) return;
    deletion.mutate(toDelete.id, {
      onSuccess: () => setToDelete(null),
      onError: () => {
        setToDelete(null);
        setActionError(t('chat.deleteFailed'));
      },
    });
  };

  const errorLine = conversation.isError
    ? t('chat.loadMessagesFailed')
    : (actionError ?? (failedSend ? t('chat.sendFailed') : null));

  return (
    <ChatSection backTo={backTo}>
      <div className="flex items-center gap-2">
        <h2
          id="chat-heading"
          className="min-w-0 flex-1 text-lg font-extrabold wrap-break-word text-ink-900"
        >
          {chat.t('texts.chatWith', { name: friend.name })}
        </h2>
        <Button
          variant="ghost"
          size="sm"
          {...LazyReportDialog.preloadProps}
          onClick={() => setReporting({ type: 'family', id: friend.id })}
        >
          <Flag aria-hidden="true" className="size-4" />
          {/* The icon alone on a phone, so the header keeps the name and Call in its width. */}
          <span className="sr-only sm:not-sr-only">{t('texts.reportFamily')}</span>
        </Button>
        {onCall && (
          <Button variant="secondary" size="sm" onClick={() => onCall(friend)}>
            <Video aria-hidden="true" className="size-4" />
            {t('texts.call')}
          </Button>
        )}
      </div>
      <p aria-live="polite" className="-my-1 h-5 text-sm text-ink-600 italic">
        {typist ? t('texts.isTyping', { name: typist }) : ''}
      </p>
      {errorLine && <StatusMessage tone="error">{errorLine}</StatusMessage>}

      <MessageList
        pages={conversation}
        label={chat.t('texts.chatWith', { name: friend.name })}
        emptyText={
          messages.length === 0 && pending.length === 0 && conversation.isSuccess
            ? t('chat.noMessages')
            : null
        }
        firstId={messages[0]?.id}
        endKey={`${messages.at(-1)?.id}:${pending.length}`}
      >
        {messages.map((message) => (
          <StoredMessageBubble
            key={message.id}
            message={message}
            parentId={parent?.id}
            onDelete={setToDelete}
            onReport={(reported) => setReporting({ type: 'message', id: reported.id })}
          />
        ))}
        {pending.map((entry) => (
          <MessageBubble
            key={entry.tempId}
            text={entry.text}
            timestamp={entry.timestamp}
            own
            state={entry.status}
            onRetry={() => outbox.retry(entry.tempId)}
            onDelete={entry.status === 'failed' ? () => outbox.discard(entry.tempId) : undefined}
          />
        ))}
      </MessageList>

      <form
        className="flex items-end gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <div className="min-w-0 flex-1">
          <label htmlFor="chat-input" className="sr-only">
            {t('texts.inputLabel')}
          </label>
          <textarea
            id="chat-input"
            rows={1}
            value={draft}
            placeholder={t('texts.inputPlaceholder')}
            aria-invalid={draftError ? true : undefined}
            aria-describedby={draftError ? 'chat-input-error' : undefined}
            onChange={(event) => {
              setDraft(event.target.value);
              if (draftError) setDraftError(undefined);
              typing.onInput();
            }}
            onKeyDown={onKeyDown}
            className={cn(inputClasses(Boolean(draftError)), 'max-h-40 resize-none')}
          />
          {draftError && (
            <p id="chat-input-error" role="alert" className="mt-1 text-sm text-danger-700">
              {localize(draftError)}
            </p>
          )}
        </div>
        <Button type="submit">
          <Send aria-hidden="true" className="size-4" />
          {t('texts.send')}
        </Button>
      </form>

      <ConfirmDialog
        open={toDelete !== null}
        title={t('texts.deleteTitle')}
        description={t('chat.deleteConfirm')}
        confirmLabel={t('texts.deleteButton')}
        pendingLabel={t('texts.deleting')}
        isPending={deletion.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setToDelete(null)}
      />
      <Suspense fallback={null}>
        {reporting && (
          <LazyReportDialog.Component
            target={reporting}
            onClose={() => setReporting(null)}
            block={{
              firstName: friend.name,
              onBlock: () => {
                setReporting(null);
                setBlocking(true);
              },
            }}
          />
        )}
        {blockOpened && (
          <LazyBlockFamilyDialog.Component
            target={blocking ? { name: friend.name, request: { parentId: friend.id } } : null}
            onClose={() => setBlocking(false)}
            alsoInvalidates={BLOCK_CHANGES}
          />
        )}
      </Suspense>
    </ChatSection>
  );
}
