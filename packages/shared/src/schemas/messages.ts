import { z } from 'zod';
import { builtOnce } from './built-once.js';

// A chat message and the pages and previews of them as answered. What a client sends — a
// message, the page's query, the ids — is in message-requests.ts: the web's socket checks
// `receiveMessage` with `messageSchema` once the first screen has been shown (decision 092),
// and does not build the requests' schemas for it (issue 29).

/**
 * A chat message between two friends as every answer and socket event shows it (spec §3
 * Message). `timestamp` is the ISO instant it was stored; `read` turns true when the receiver
 * opens the conversation (spec §4 Chat). The messages module (issue 12) presents its rows as
 * this one shape, for REST and for the `receiveMessage` socket event alike. `senderId` or
 * `receiverId` is null when that parent deleted their account (issue 14, decision 029): the
 * friend keeps their copy, shown as from or to DELETED_ACCOUNT_NAME ("Deleted account").
 * Built on the first call (`builtOnce`: the web builds it when it first checks a message);
 * `messageSchema` is it.
 */
export const getMessageSchema = builtOnce(() =>
  z.object({
    id: z.number().int(),
    senderId: z.number().int().nullable(),
    receiverId: z.number().int().nullable(),
    content: z.string(),
    timestamp: z.string(),
    read: z.boolean(),
  }),
);
/** A chat message (see getMessageSchema). */
export const messageSchema = /* @__PURE__ */ getMessageSchema();
export type Message = z.infer<typeof messageSchema>;

/**
 * One page of a conversation (spec §3: "an object with items and nextCursor"): `items` oldest
 * first (the order they are shown in), the newest page first; `nextCursor` fetches the page
 * of older messages, null when there are none. Keyset paging on `(created_at, id)`: messages
 * that arrive while a parent scrolls back never shift a page, so none is skipped or repeated.
 * Built on the first call (`builtOnce`); `messagePageSchema` is it.
 */
export const getMessagePageSchema = builtOnce(() =>
  z.object({
    items: z.array(getMessageSchema()),
    nextCursor: z.string().nullable(),
  }),
);
/** One page of a conversation (see getMessagePageSchema). */
export const messagePageSchema = /* @__PURE__ */ getMessagePageSchema();
export type MessagePage = z.infer<typeof messagePageSchema>;

/**
 * The answer of `POST /api/messages/mark-read`: the ids of the messages it marked read. Built on
 * the first call (`builtOnce`); `messageMarkReadResultSchema` is it.
 */
export const getMessageMarkReadResultSchema = builtOnce(() =>
  z.object({ ids: z.array(z.number().int()) }),
);
/** The answer of `POST /api/messages/mark-read` (see getMessageMarkReadResultSchema). */
export const messageMarkReadResultSchema = /* @__PURE__ */ getMessageMarkReadResultSchema();
export type MessageMarkReadResult = z.infer<typeof messageMarkReadResultSchema>;

/**
 * An unread message as the parent hub's card previews it (spec §3 Unread preview item), plus
 * `senderId` for the link that opens the chat (`?chatWith=`): null, and `senderName`
 * DELETED_ACCOUNT_NAME ("Deleted account"), when the sender deleted their account (decision 029).
 * Built on the first call (`builtOnce`); `unreadPreviewItemSchema` is it.
 */
export const getUnreadPreviewItemSchema = builtOnce(() =>
  z.object({
    id: z.number().int(),
    senderId: z.number().int().nullable(),
    senderName: z.string(),
    content: z.string(),
    timestamp: z.string(),
  }),
);
/** An unread message as the parent hub's card previews it (see getUnreadPreviewItemSchema). */
export const unreadPreviewItemSchema = /* @__PURE__ */ getUnreadPreviewItemSchema();
export type UnreadPreviewItem = z.infer<typeof unreadPreviewItemSchema>;

/**
 * The newest unread messages from friends, newest first, built on the first call (`builtOnce`);
 * `unreadPreviewSchema` is it.
 */
export const getUnreadPreviewSchema = builtOnce(() => z.array(getUnreadPreviewItemSchema()));
/** The newest unread messages from friends (see getUnreadPreviewSchema). */
export const unreadPreviewSchema = /* @__PURE__ */ getUnreadPreviewSchema();
