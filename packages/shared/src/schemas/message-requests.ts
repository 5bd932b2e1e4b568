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

// What a client sends to the chat (spec §7.8): a message, the conversation's page query, the
// ids of the calls that name a friend or a message. The chat's form and the server parse with
// them; what the server answers is in messages.ts (issue 29: the socket's late check reads
// that module alone).

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
/** `DELETE /api/messages/:id` (the sender only; gone for both). */
export const messageIdParamsSchema = z.object({
  id: recordIdSchema(CHAT_MESSAGES.messageNotFound),
});

/** `GET /api/messages/unread-preview?limit=3` (spec §7.8, §9): `limit` 1–20, default 3. */
export const unreadPreviewQuerySchema = z.object({
  limit: limitSchema(UNREAD_PREVIEW_LIMIT_MAX, UNREAD_PREVIEW_LIMIT),
});
