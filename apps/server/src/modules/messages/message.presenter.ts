import { DELETED_ACCOUNT_NAME, type Message, type UnreadPreviewItem } from '@nestling/shared';
import type { MessageRecord, UnreadPreviewRow } from './message.repository.js';

/**
 * A message as every answer and socket event shows it (spec §3 Message): the one presenter
 * of `POST /api/messages`, the conversation pages and `receiveMessage` (conventions.md,
 * Outline: REST and socket never drift).
 */
export function presentMessage(record: MessageRecord): Message {
  return {
    id: record.id,
    senderId: record.senderId,
    receiverId: record.receiverId,
    content: record.content,
    timestamp: record.createdAt.toISOString(),
    read: record.readAt !== null,
  };
}

/**
 * An unread message as the parent hub previews it (spec §3 Unread preview item); a sender who
 * deleted their account is named "Deleted account" (decision 029).
 */
export function presentUnreadPreview(row: UnreadPreviewRow): UnreadPreviewItem {
  return {
    id: row.id,
    senderId: row.senderId,
    senderName: row.senderName ?? DELETED_ACCOUNT_NAME,
    content: row.content,
    timestamp: row.createdAt.toISOString(),
  };
}
