import { z } from 'zod';

// The one text rule, in a module of its own: common.ts re-exports it beside the id schema, and
// the socket's payloads (socket.ts), which the web checks once a signed-in first screen has been
// shown (decision 092), read it from here without building the id and e-mail schemas (issue 29).

/** Texts of the text rule below. */
export const TEXT_MESSAGES = {
  invalidCharacters: 'Text contains a character that is not allowed.',
} as const;

const NUL_OR_LONE_SURROGATE =
  // eslint-disable-next-line no-control-regex -- the rule's point is to find U+0000
  /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * Whether PostgreSQL can store `value` as text and inside jsonb: no NUL character (U+0000,
 * refused by `text`) and no lone UTF-16 surrogate (not valid Unicode, refused by `jsonb`).
 */
export function isStorableText(value: string): boolean {
  return !NUL_OR_LONE_SURROGATE.test(value);
}

/**
 * The one text schema: a string that {@link isStorableText} accepts. Every free-text field of
 * the contract starts from it and chains its own `.trim()`, `.min()` and `.max()`.
 * @param params.error the message when the value is not a string at all
 */
export function textSchema(params?: { error?: string }) {
  return z.string(params).refine(isStorableText, TEXT_MESSAGES.invalidCharacters);
}
