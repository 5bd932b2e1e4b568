import { z } from 'zod';

/** Longest chat message, in characters (issue 12: text trimmed, 1–4,000 characters). */
export const MESSAGE_TEXT_MAX = 4000;

/**
 * A chat message between two friends as every answer and socket event shows it (spec §3
 * Message). `timestamp` is the ISO instant it was stored; `read` turns true when the receiver
 * opens the conversation (spec §4 Chat). The messages module (issue 12) presents its rows as
 * this one shape, for REST and for the `receiveMessage` socket event alike.
 */
export const messageSchema = z.object({
  id: z.number().int(),
  senderId: z.number().int(),
  receiverId: z.number().int(),
  content: z.string(),
  timestamp: z.string(),
  read: z.boolean(),
});
export type Message = z.infer<typeof messageSchema>;
