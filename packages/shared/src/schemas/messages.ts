import { z } from 'zod';
import { recordIdSchema, textSchema } from './common.js';
import {
  MESSAGE_TEXT_MAX,
  MESSAGE_PAGE_SIZE,
  MESSAGE_PAGE_SIZE_MAX,
  UNREAD_PREVIEW_LIMIT,
  UNREAD_PREVIEW_LIMIT_MAX,
  CHAT_MESSAGES,
} from './message-texts.js';

/**
 * A chat message between two friends as every answer and socket event shows it (spec §3
 * Message). `timestamp` is the ISO instant it was stored; `read` turns true when the receiver
 * opens the conversation (spec §4 Chat). The messages module (issue 12) presents its rows as
 * this one shape, for REST and for the `receiveMessage` socket event alike. `senderId` or
 * `receiverId` is null when that parent deleted their account (issue 14, decision 029): the
 * friend keeps their copy, shown as from or to DELETED_ACCOUNT_NAME ("Deleted account").
 */
export const messageSchema = z.object({
  id: z.number().int(),
  senderId: z.number().int().nullable(),
  receiverId: z.number().int().nullable(),
  content: z.string(),
  timestamp: z.string(),
  read: z.boolean(),
});
export type Message = z.infer<typeof messageSchema>;

/** Longest page cursor we accept, in characters (ours are about 30). */
const MESSAGE_CURSOR_MAX_LENGTH = 100;

/** A whole number from 1 to `max` in a query string (digits only), default `fallback`. */
function limitSchema(max: number, fallback: number) {
  const message = CHAT_MESSAGES.limit(max);
  return z
    .union([z.number(), z.string().regex(/^\d{1,4}$/, message)], { error: message })
    .transform((value) => Number(value))
    .pipe(z.number().int(message).min(1, message).max(max, message))
    .default(fallback);
}

/**
 * A page cursor as the server writes it: where the previous page's oldest message stood in
 * the keyset `(created_at, id)` — `<milliseconds since the epoch>.<id>`. Opaque to the web:
 * it sends back `nextCursor` as it came.
 */
export const messageCursorSchema = z
  .string()
  .max(MESSAGE_CURSOR_MAX_LENGTH, CHAT_MESSAGES.badCursor)
  .regex(/^\d{1,15}\.\d{1,10}$/, CHAT_MESSAGES.badCursor)
  .transform((value, context) => {
    const [millis, id] = value.split('.').map(Number) as [number, number];
    if (id < 1 || id > 2_147_483_647 || millis > 8_640_000_000_000_000) {
      context.addIssue({ code: 'custom', message: CHAT_MESSAGES.badCursor });
      return z.NEVER;
    }
    return { createdAt: new Date(millis), id };
  });
export type MessageCursor = z.output<typeof messageCursorSchema>;

/** Writes the cursor {@link messageCursorSchema} reads. */
export function formatMessageCursor(cursor: { createdAt: Date; id: number }): string {
  return `${String(cursor.createdAt.getTime())}.${String(cursor.id)}`;
}

/** `GET /api/messages/:friendId`: the friend's parent id. */
export const messageFriendParamsSchema = z.object({
  friendId: recordIdSchema(CHAT_MESSAGES.friendNotFound),
});

/**
 * `GET /api/messages/:friendId?limit=25&cursor=` (spec §7.8, §9): `limit` 1–100, default 25;
 * `cursor` the `nextCursor` of the page before (none: the newest page).
 */
export const messagePageQuerySchema = z.object({
  limit: limitSchema(MESSAGE_PAGE_SIZE_MAX, MESSAGE_PAGE_SIZE),
  cursor: messageCursorSchema.optional(),
});
export type MessagePageQuery = z.output<typeof messagePageQuerySchema>;

/**
 * One page of a conversation (spec §3: "an object with items and nextCursor"): `items` oldest
 * first (the order they are shown in), the newest page first; `nextCursor` fetches the page
 * of older messages, null when there are none. Keyset paging on `(created_at, id)`: messages
 * that arrive while a parent scrolls back never shift a page, so none is skipped or repeated.
 */
export const messagePageSchema = z.object({
  items: z.array(messageSchema),
  nextCursor: z.string().nullable(),
});
export type MessagePage = z.infer<typeof messagePageSchema>;

/**
 * `POST /api/messages` (spec §7.8, §5 Chat send): `text` is trimmed and must keep 1–4,000
 * characters. Answers 201 with the stored message; 404 when `receiverId` is not a friend (or
 * a block stands between them).
 */
export const messageSendSchema = z.object({
  receiverId: recordIdSchema(CHAT_MESSAGES.receiverRequired),
  text: textSchema({ error: CHAT_MESSAGES.textRequired })
    .trim()
    .min(1, CHAT_MESSAGES.textRequired)
    .max(MESSAGE_TEXT_MAX, CHAT_MESSAGES.textTooLong),
});
export type MessageSend = z.output<typeof messageSendSchema>;
export type MessageSendInput = z.input<typeof messageSendSchema>;

/**
 * `POST /api/messages/mark-read` (spec §7.8, §4 Chat): marks read every message `friendId`
 * sent this parent; answers the ids it marked (the sender hears `messagesRead`).
 */
export const messageMarkReadSchema = z.object({
  friendId: recordIdSchema(CHAT_MESSAGES.friendNotFound),
});
export const messageMarkReadResultSchema = z.object({ ids: z.array(z.number().int()) });
export type MessageMarkReadResult = z.infer<typeof messageMarkReadResultSchema>;

/** `DELETE /api/messages/:id` (the sender only; gone for both). */
export const messageIdParamsSchema = z.object({
  id: recordIdSchema(CHAT_MESSAGES.messageNotFound),
});

/** `GET /api/messages/unread-preview?limit=3` (spec §7.8, §9): `limit` 1–20, default 3. */
export const unreadPreviewQuerySchema = z.object({
  limit: limitSchema(UNREAD_PREVIEW_LIMIT_MAX, UNREAD_PREVIEW_LIMIT),
});

/**
 * An unread message as the parent hub's card previews it (spec §3 Unread preview item), plus
 * `senderId` for the link that opens the chat (`?chatWith=`): null, and `senderName`
 * DELETED_ACCOUNT_NAME ("Deleted account"), when the sender deleted their account (decision 029).
 */
export const unreadPreviewItemSchema = z.object({
  id: z.number().int(),
  senderId: z.number().int().nullable(),
  senderName: z.string(),
  content: z.string(),
  timestamp: z.string(),
});
export type UnreadPreviewItem = z.infer<typeof unreadPreviewItemSchema>;

/** The newest unread messages from friends, newest first. */
export const unreadPreviewSchema = z.array(unreadPreviewItemSchema);
