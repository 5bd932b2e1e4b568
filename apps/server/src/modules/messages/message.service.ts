import {
  CHAT_MESSAGES,
  formatMessageCursor,
  type Message,
  type MessageMarkReadResult,
  type MessagePage,
  type MessagePageQuery,
  type MessageSend,
  type UnreadPreviewItem,
} from '@nestling/shared';
import type { RunInTransaction } from '../../db/client.js';
import type { AppEvents } from '../../events/app-events.js';
import { notFound } from '../../lib/http-errors.js';
import type { FriendRepository } from '../friends/friend.repository.js';
import { createFriendRepository } from '../friends/friend.repository.js';
import { presentMessage, presentUnreadPreview } from './message.presenter.js';
import { createMessageRepository, type MessageRepository } from './message.repository.js';

/**
 * Chat between friends (spec §2.20, §4 Chat, §5 Chat send, §7.8; product.md "Children's
 * privacy and safety"; decision 021). Only parents who are friends now read or write a
 * conversation: anyone else — a stranger, a former friend, a family across a block — is
 * answered 404, as if there were nothing. Writes between two parents take the pair's lock
 * (decision 016), so a message never lands after the unfriending or block that ends it.
 * Events are emitted after the commit; the socket layer turns them into `receiveMessage`,
 * `messagesRead` and `messageDeleted`.
 */
export function createMessageService(deps: {
  repository: MessageRepository;
  friends: Pick<FriendRepository, 'areFriends'>;
  transaction: RunInTransaction;
  events: AppEvents;
}) {
  const { repository, friends, transaction, events } = deps;

  async function requireFriend(parentId: number, friendId: number): Promise<void> {
    if (parentId === friendId || !(await friends.areFriends(parentId, friendId))) {
      throw notFound(CHAT_MESSAGES.friendNotFound);
    }
  }

  return {
    /**
     * Stores a message from `senderId` to the friend `input.receiverId` (text already trimmed
     * and 1–4,000 characters by the shared schema) and announces `messageSent`.
     * @returns the stored message (spec §7.8: "answer is the stored message")
     * @throws HttpError 404 FRIEND_NOT_FOUND unless the two are friends (no block stands
     *   between friends: a block ends the friendship in its transaction)
     */
    async send(senderId: number, input: MessageSend): Promise<Message> {
      const record = await transaction(async (tx) => {
        const pair = createFriendRepository(tx);
        await pair.lockPair(senderId, input.receiverId);
        if (senderId === input.receiverId || !(await pair.areFriends(senderId, input.receiverId))) {
          throw notFound(CHAT_MESSAGES.friendNotFound);
        }
        return createMessageRepository(tx).insert({
          senderId,
          receiverId: input.receiverId,
          content: input.text,
        });
      });
      const message = presentMessage(record);
      events.emit('messageSent', { message });
      return message;
    },

    /**
     * One page of `parentId`'s conversation with `friendId` (spec §7.8): `items` oldest first,
     * `nextCursor` for the older page or null.
     * @throws HttpError 404 unless the two are friends
     */
    async page(parentId: number, friendId: number, query: MessagePageQuery): Promise<MessagePage> {
      await requireFriend(parentId, friendId);
      const rows = await repository.page(parentId, friendId, query.limit + 1, query.cursor);
      const more = rows.length > query.limit;
      const shown = more ? rows.slice(0, query.limit) : rows;
      const oldest = shown.at(-1);
      return {
        items: shown.reverse().map(presentMessage),
        nextCursor: more && oldest ? formatMessageCursor(oldest) : null,
      };
    },

    /**
     * Marks read what `friendId` sent `parentId` (spec §4 Chat: opening a conversation) and
     * tells the friend (`messagesRead`) when anything changed.
     * @throws HttpError 404 unless the two are friends
     */
    async markRead(parentId: number, friendId: number): Promise<MessageMarkReadResult> {
      await requireFriend(parentId, friendId);
      const ids = await repository.markRead(parentId, friendId);
      if (ids.length > 0)
        events.emit('messagesRead', { readerId: parentId, senderId: friendId, ids });
      return { ids };
    },

    /**
     * Deletes `senderId`'s own message for both participants (spec §6: only the sender) and
     * announces `messageDeleted`.
     * @throws HttpError 404 for a message that is not the sender's, or none
     */
    async delete(senderId: number, id: number): Promise<void> {
      const removed = await repository.deleteOwn(senderId, id);
      if (!removed) throw notFound(CHAT_MESSAGES.messageNotFound);
      events.emit('messageDeleted', {
        id: removed.id,
        senderId: removed.senderId,
        receiverId: removed.receiverId,
      });
    },

    /** The newest `limit` unread messages from friends (spec §2.10's card), newest first. */
    async unreadPreview(parentId: number, limit: number): Promise<UnreadPreviewItem[]> {
      return (await repository.unreadPreview(parentId, limit)).map(presentUnreadPreview);
    },
  };
}

export type MessageService = ReturnType<typeof createMessageService>;
