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
import type { AppEvents } from '../../events/app-events.js';
import { notFound } from '../../lib/http-errors.js';
import type { FriendRepository } from '../friends/friend.repository.js';
import { presentMessage, presentUnreadPreview } from './message.presenter.js';
import type { MessageRecord, MessageRepository } from './message.repository.js';

/**
 * Chat between friends (spec §2.20, §4 Chat, §5 Chat send, §7.8; product.md "Children's
 * privacy and safety"; decision 021). Only parents who are friends now read or write a
 * conversation: anyone else — a stranger, a former friend, a family across a block — is
 * answered 404, as if there were nothing. A send checks the friendship in its insert, with
 * the friendship row locked (decision 030), so a message never lands after the unfriending or
 * block that ends it.
 * Events are emitted after the commit; the socket layer turns them into `receiveMessage`,
 * `messagesRead` and `messageDeleted`.
 */
export function createMessageService(deps: {
  repository: MessageRepository;
  friends: Pick<FriendRepository, 'areFriends'>;
  events: AppEvents;
}) {
  const { repository, friends, events } = deps;

  /** A page answer from up to `limit + 1` rows, newest first: `items` oldest first. */
  function pageOf(rows: MessageRecord[], limit: number): MessagePage {
    const more = rows.length > limit;
    const shown = more ? rows.slice(0, limit) : rows;
    const oldest = shown.at(-1);
    return {
      items: shown.reverse().map(presentMessage),
      nextCursor: more && oldest ? formatMessageCursor(oldest) : null,
    };
  }

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
      // One statement checks the friendship and inserts (decision 030): no message lands after
      // the unfriending or block that ends the friendship (the repository says why).
      const record = await repository.insertBetweenFriends({
        senderId,
        receiverId: input.receiverId,
        content: input.text,
      });
      if (!record) throw notFound(CHAT_MESSAGES.friendNotFound);
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
      return pageOf(rows, query.limit);
    },

    /**
     * One page of `parentId`'s messages with parents who deleted their account (decision 029),
     * in the shape of a conversation page: their side is null, the web names it "Deleted
     * account". A parent with none gets an empty page.
     */
    async pageWithDeletedAccounts(parentId: number, query: MessagePageQuery): Promise<MessagePage> {
      const rows = await repository.pageWithDeletedAccounts(
        parentId,
        query.limit + 1,
        query.cursor,
      );
      return pageOf(rows, query.limit);
    },

    /**
     * Marks read what parents who deleted their account sent `parentId` (opening the "Deleted
     * account" conversation). No one hears of it: the senders are gone.
     */
    async markReadFromDeletedAccounts(parentId: number): Promise<MessageMarkReadResult> {
      return { ids: await repository.markReadFromDeletedAccounts(parentId) };
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
        senderId,
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
