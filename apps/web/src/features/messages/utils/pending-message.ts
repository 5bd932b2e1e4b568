import type { Message } from '@nestling/shared';

/**
 * A message this parent sent that the server has not stored yet (spec §4 Chat: "a sent message
 * appears immediately as a local temporary entry, then is replaced by the server's copy"), or
 * whose send failed (then it can be sent again or discarded).
 */
export interface PendingMessage {
  /** A local id, negative so it never meets a server id. */
  tempId: number;
  receiverId: number;
  text: string;
  /** ISO instant it was written. */
  timestamp: string;
  status: 'sending' | 'failed';
  /**
   * The highest message id of the conversation when it was written (0 for none): a server
   * copy of this entry can only have a higher id, so an older message with the same text is
   * never taken for it.
   */
  afterId: number;
  /** The server's id for it, once the send has answered. */
  messageId?: number;
}

let lastTempId = 0;

/** A new local id for a pending message (negative, decreasing). */
export function nextTempId(): number {
  lastTempId -= 1;
  return lastTempId;
}

/**
 * Which of a conversation's pending entries to show beside its messages, so that every
 * message is on screen once at every render (spec §4 Chat; issue 29, defect 9): an entry
 * whose server copy is already among `messages` is replaced by it. The copy is known by the
 * send's answer (`messageId`) or — when the sender's own `receiveMessage` comes first — as the
 * first message from `senderId` to the entry's receiver with the entry's text and an id above
 * its `afterId` that no other entry has taken. A failed entry always shows.
 * @param entries the pending entries of one conversation, oldest first
 * @param messages the conversation's messages as cached (any order)
 * @param senderId this parent's id
 * @returns `shown` (to render after the messages) and `replaced` (the tempIds whose server
 *   copy is on screen: the outbox may forget them)
 */
export function replacePendingMessages(
  entries: readonly PendingMessage[],
  messages: readonly Message[],
  senderId: number | undefined,
): { shown: PendingMessage[]; replaced: number[] } {
  const present = new Set(messages.map((message) => message.id));
  const answered = new Set(entries.flatMap((entry) => entry.messageId ?? []));
  // Own messages not yet known as an entry's copy, oldest first: candidates for the rest.
  const unclaimed = messages
    .filter(
      (message) =>
        message.senderId !== null && message.senderId === senderId && !answered.has(message.id),
    )
    .sort((a, b) => a.id - b.id);
  const shown: PendingMessage[] = [];
  const replaced: number[] = [];
  for (const entry of entries) {
    if (entry.status === 'failed') {
      shown.push(entry);
      continue;
    }
    if (entry.messageId !== undefined) {
      if (present.has(entry.messageId)) replaced.push(entry.tempId);
      else shown.push(entry);
      continue;
    }
    const copy = unclaimed.findIndex(
      (message) =>
        message.receiverId === entry.receiverId &&
        message.content === entry.text &&
        message.id > entry.afterId,
    );
    if (copy >= 0) {
      unclaimed.splice(copy, 1);
      replaced.push(entry.tempId);
    } else {
      shown.push(entry);
    }
  }
  return { shown, replaced };
}
