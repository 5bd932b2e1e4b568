import { z } from 'zod';
import { MESSAGES } from '../messages.js';
import { MAX_RECORD_ID, RECORD_ID_TEXT } from '../rules/record-id.js';
import { textSchema } from './text.js';
import { builtOnce } from './built-once.js';

/** The one text rule (text.ts), named here too beside the id schema. */
export { TEXT_MESSAGES, isStorableText, textSchema } from './text.js';

// Each schema below is built on the first call of its getter (`builtOnce`), and the constant is
// that one instance: this module is in the web's `schemas` chunk, evaluated once a signed-in
// first screen has been shown, and building them all then was part of one long task (issue 29).

/**
 * The JSON body of every error answer (product.md, One origin), built on the first call;
 * `errorBodySchema` is it.
 */
export const getErrorBodySchema = builtOnce(() =>
  z.object({
    error: z.string(),
    code: z.string(),
    details: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
  }),
);
/** The JSON body of every error answer (see getErrorBodySchema). */
export const errorBodySchema = /* @__PURE__ */ getErrorBodySchema();
export type ErrorBody = z.infer<typeof errorBodySchema>;

/**
 * A plain `{ message }` answer for calls whose only result is a human text, built on the first
 * call; `messageBodySchema` is it.
 */
export const getMessageBodySchema = builtOnce(() => z.object({ message: z.string() }));
/** A plain `{ message }` answer (see getMessageBodySchema). */
export const messageBodySchema = /* @__PURE__ */ getMessageBodySchema();
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

/**
 * A record id with the default "Not found." message (see recordIdSchema), built on the first
 * call; `idSchema` is it.
 */
export const getIdSchema = builtOnce(() => recordIdSchema());
/** A record id with the default "Not found." message (see getIdSchema). */
export const idSchema = /* @__PURE__ */ getIdSchema();

/**
 * An e-mail address, trimmed; at most 254 characters (RFC 5321 §4.5.3.1.3). Built on the first
 * call; `emailSchema` is it.
 */
export const getEmailSchema = builtOnce(() =>
  textSchema({ error: MESSAGES.register.emailInvalid })
    .trim()
    .max(254, MESSAGES.register.emailInvalid)
    .pipe(z.email({ error: MESSAGES.register.emailInvalid })),
);
/** An e-mail address (see getEmailSchema). */
export const emailSchema = /* @__PURE__ */ getEmailSchema();
