import { messageSendSchema } from '@nestling/shared';

/**
 * Checks what the parent typed before sending, with the text rule the server applies to
 * `POST /api/messages` (the shared `messageSendSchema`: trimmed, 1–4,000 characters; spec §5
 * Chat send).
 * @returns `{text}` to send (trimmed), `{empty: true}` when nothing is to be sent (blank: spec
 *   §5 says nothing happens), or `{error}` with the schema's message for a text too long
 */
export function checkMessageText(
  raw: string,
): { text: string } | { empty: true } | { error: string } {
  if (raw.trim().length === 0) return { empty: true };
  const result = messageSendSchema.shape.text.safeParse(raw);
  if (!result.success) return { error: result.error.issues[0]?.message ?? 'Invalid message.' };
  return { text: result.data };
}
