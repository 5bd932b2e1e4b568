import type { z } from 'zod';
import { MESSAGES } from '@nestling/shared';
import { HttpError } from './http-errors.js';
import { validationDetails } from './validation-messages.js';

/**
 * Validates data that did not pass through a route schema (multipart text fields) with the
 * same zod schema the client uses, answering like the route validator does.
 * @throws HttpError 400 VALIDATION_FAILED with `details` per field (zod's generic texts made
 *   plain, `validationDetails`); `error` is the first message
 */
export function parseWith<Schema extends z.ZodType>(
  schema: Schema,
  data: unknown,
): z.output<Schema> {
  const result = schema.safeParse(data);
  if (result.success) return result.data;
  const details = validationDetails(result.error.issues);
  throw new HttpError(
    400,
    'VALIDATION_FAILED',
    details[0]?.message ?? MESSAGES.common.invalidInput,
    details,
  );
}
