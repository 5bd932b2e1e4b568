import { z } from 'zod';
import { MESSAGES } from '../messages.js';
import { MAX_RECORD_ID, RECORD_ID_TEXT } from '../rules/record-id.js';
import { textSchema } from './text.js';

/** The one text rule (text.ts), named here too beside the id schema. */
export { TEXT_MESSAGES, isStorableText, textSchema } from './text.js';

/** The JSON body of every error answer (product.md, One origin). */
export const errorBodySchema = z.object({
  error: z.string(),
  code: z.string(),
  details: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

/** A plain `{ message }` answer for calls whose only result is a human text. */
export const messageBodySchema = z.object({ message: z.string() });
export type MessageBody = z.infer<typeof messageBodySchema>;

/**
 * The 404 texts of records no area's own constants name (issue 28): written once here, so the
 * services and the id schemas say the same words and the errors catalogue says them in every
 * language. Another family's record answers the same (product.md).
 */
export const NOT_FOUND_MESSAGES = {
  kid: 'Kid not found.',
  family: 'Family not found.',
  event: 'Event not found.',
  healthLog: 'Health log not found.',
} as const;

/**
 * The one record-id schema (product.md: ids are integers). Accepts a number, or text of
 * digits only as route parameters, query strings and multipart fields carry it, and answers a
 * whole number from 1 to 2³¹ − 1 — the range of the `serial` columns, so an id past it is a
 * validation failure, never a database error. "1e3", " 7", "0x10", "-1", 1.5 and
 * 2147483648 all fail with `message`.
 * @param message the text of every failure (default "Not found.", for path ids)
 */
export function recordIdSchema(message: string = MESSAGES.common.notFound) {
  return z
    .union([z.number(), z.string().regex(RECORD_ID_TEXT, message)], { error: message })
    .transform((value) => Number(value))
    .pipe(z.number().int(message).min(1, message).max(MAX_RECORD_ID, message));
}

/** A record id with the default "Not found." message (see recordIdSchema). */
export const idSchema = recordIdSchema();

/** An e-mail address, trimmed; at most 254 characters (RFC 5321 §4.5.3.1.3). */
export const emailSchema = textSchema({ error: MESSAGES.register.emailInvalid })
  .trim()
  .max(254, MESSAGES.register.emailInvalid)
  .pipe(z.email({ error: MESSAGES.register.emailInvalid }));
