import type { z } from 'zod';

/** Field name → the message to show under that field. */
export type FieldErrors<Field extends string = string> = Partial<Record<Field, string>>;

/**
 * The first issue message per top-level field of a failed zod parse, in the schema's order, so
 * a form shows one clear sentence under each field (the spec's texts come from the shared
 * schemas).
 * @param error the error of a failed `safeParse`
 */
export function fieldErrorsFromZod<Field extends string = string>(
  error: z.ZodError,
): FieldErrors<Field> {
  const errors: FieldErrors<Field> = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? '') as Field;
    if (errors[field] === undefined) errors[field] = issue.message;
  }
  return errors;
}

/**
 * The first message per top-level field of an API validation answer's `details`
 * (`[{ path: 'email', message }]`; nested paths such as `kids.0.name` count for `kids`).
 * @param details the `details` of an ApiError (may be empty)
 */
export function fieldErrorsFromDetails<Field extends string = string>(
  details: readonly { path: string; message: string }[],
): FieldErrors<Field> {
  const errors: FieldErrors<Field> = {};
  for (const detail of details) {
    const field = (detail.path.split(/[.[/]/).filter(Boolean)[0] ?? '') as Field;
    if (errors[field] === undefined) errors[field] = detail.message;
  }
  return errors;
}
