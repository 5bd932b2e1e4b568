import { CHAT_TEXTS, MESSAGE_TEXT_MAX } from '@nestling/shared';

/**
 * Checks what the parent typed before sending (spec §5 Chat send; issue 12: text trimmed,
 * 1–4,000 characters).
 * @returns `{text}` to send (trimmed), `{empty: true}` when nothing is to be sent (blank: spec
 *   §5 says nothing happens), or `{error}` for a text over MESSAGE_TEXT_MAX characters
 */
export function checkMessageText(
  raw: string,
): { text: string } | { empty: true } | { error: string } {
  const text = raw.trim();
  if (text.length === 0) return { empty: true };
  if (text.length > MESSAGE_TEXT_MAX) return { error: CHAT_TEXTS.tooLong(MESSAGE_TEXT_MAX) };
  return { text };
}
