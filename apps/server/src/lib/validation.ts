import type { z } from 'zod';
import { MESSAGES } from '@nestling/shared';
import { HttpError } from './http-errors.js';
import type { Locale } from '@nestling/shared';
import { validationDetails, type ValidationDetail, type ZodIssue } from './validation-messages.js';

/**
 * A 400 VALIDATION_FAILED of data checked outside a route schema, keeping its zod issues so
 * the error handler says the details in the request's language ({@link detailsIn}).
 */
export class ValidationFailedError extends HttpError {
  constructor(private readonly issues: readonly ZodIssue[]) {
    const details = validationDetails(issues);
    super(400, 'VALIDATION_FAILED', details[0]?.message ?? MESSAGES.common.invalidInput, details);
  }

  /** The details in `locale` (the same codes and paths as the English ones). */
  detailsIn(locale: Locale): ValidationDetail[] {
    return validationDetails(this.issues, 'body', locale);
  }
}

/**
 * Validates data that did not pass through a route schema (multipart text fields) with the
 * same zod schema the client uses, answering like the route validator does.
 * @throws ValidationFailedError (HttpError 400 VALIDATION_FAILED) with `details` per field
 *   (zod's generic texts made plain, `validationDetails`); `error` is the first message
 */
export function parseWith<Schema extends z.ZodType>(
  schema: Schema,
  data: unknown,
): z.output<Schema> {
  const result = schema.safeParse(data);
  if (result.success) return result.data;
  throw new ValidationFailedError(result.error.issues);
}
