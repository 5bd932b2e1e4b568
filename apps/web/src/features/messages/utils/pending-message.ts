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
}

let lastTempId = 0;

/** A new local id for a pending message (negative, decreasing). */
export function nextTempId(): number {
  lastTempId -= 1;
  return lastTempId;
}
