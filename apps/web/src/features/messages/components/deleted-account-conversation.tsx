import { useEffect, useMemo, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { chatCatalogue, conversationCatalogue } from '@nestling/shared';
import { StatusMessage } from '@/components/ui';
import { messageKeys } from '@/entities/messages/api/message-keys';
import { useSession } from '@/entities/parent/api/get-session';
import { useTranslation } from '@/lib/i18n/use-translation';
import { conversationMessages } from '../api/get-conversation';
import {
  markDeletedAccountMessagesRead,
  useDeletedAccountMessages,
} from '../api/get-deleted-account-messages';
import { updateCachedMessages } from '../api/message-cache';
import { StoredMessageBubble } from './message-bubble';
import { ChatSection } from './chat-section';
import { MessageList } from './message-list';

export interface DeletedAccountConversationProps {
  /** Back to the conversation list (phones, where the panes do not fit side by side). */
  backTo: string;
}

/**
 * The read-only pane of the messages this parent exchanged with parents who deleted their
 * account (issue 14, decision 029): headed DELETED_ACCOUNT_NAME, a note that they can be read
 * but not answered (opening it marks theirs read), the messages (own on the right with their Read tick or Sent dot), older
 * pages loaded within 60 px of the top like a conversation, and loading, empty and error lines.
 * No input, no Call button and no delete: there is no one to write to.
 */
export function DeletedAccountConversation({ backTo }: DeletedAccountConversationProps) {
  const { t } = useTranslation(conversationCatalogue);
  const chat = useTranslation(chatCatalogue);
  const queryClient = useQueryClient();
  const { parent } = useSession();
  const conversation = useDeletedAccountMessages();
  const messages = useMemo(() => conversationMessages(conversation.data), [conversation.data]);

  // Opening it, or a page bringing unread ones, marks them read, like a conversation (spec §4);
  // the hub's unread previews drop them. Once per set of unread ids (effects may run twice).
  const unreadIds = messages
    .filter((m) => m.senderId === null && !m.read)
    .map((m) => m.id)
    .join(',');
  const markedIds = useRef('');
  useEffect(() => {
    if (!unreadIds || unreadIds === markedIds.current) return;
    markedIds.current = unreadIds;
    void markDeletedAccountMessagesRead().then(() =>
      queryClient.invalidateQueries({ queryKey: messageKeys.unreadPreview() }),
    );
    updateCachedMessages(queryClient, (m) =>
      m.senderId === null && !m.read ? { ...m, read: true } : m,
    );
  }, [unreadIds, queryClient]);

  return (
    <ChatSection backTo={backTo}>
      <h2 id="chat-heading" className="text-lg font-extrabold wrap-break-word text-ink-900">
        {chat.t('texts.deletedAccount')}
      </h2>
      <p className="text-sm text-ink-600">{t('texts.deletedAccountNote')}</p>
      {conversation.isError && (
        <StatusMessage tone="error">{t('chat.loadMessagesFailed')}</StatusMessage>
      )}
      {!(conversation.isError && messages.length === 0) && (
        <MessageList
          pages={conversation}
          label={chat.t('texts.deletedAccount')}
          emptyText={messages.length === 0 ? t('texts.deletedAccountEmpty') : null}
          firstId={messages[0]?.id}
          endKey={String(messages.at(-1)?.id)}
        >
          {messages.map((message) => (
            <StoredMessageBubble key={message.id} message={message} parentId={parent?.id} />
          ))}
        </MessageList>
      )}
    </ChatSection>
  );
}
