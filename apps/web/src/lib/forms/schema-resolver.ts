import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { MESSAGES } from '@nestling/shared';

/** A shared schema, or a loader of it (the account screens load zod when a form is used). */
export type SchemaSource<Schema extends z.ZodType> = Schema | (() => Promise<Schema>);

export interface SchemaResolverOptions<Values extends FieldValues> {
  /**
   * What the schema parses, made from the form's values when the two differ (a date of birth
   * that gives the age, a picked time that gives the instant, a file the schema does not know).
   * Omitted: the values themselves.
   */
  input?: (values: Values) => unknown;
  /** A schema path whose message is shown under another field, e.g. `{ age: 'dob' }`. */
  fields?: Readonly<Record<string, string>>;
  /**
   * A shared rule that is not a zod schema (spec §5 Time input's validateTimeParts): the
   * message per field it refuses; these win over the schema's for the same field.
   */
  check?: (values: Values) => Readonly<Record<string, string | undefined>>;
}

/** The form-level error of a schema that could not be loaded: the connection dropped. */
function loadFailure<Values extends FieldValues>() {
  const errors = {
    root: { type: 'load', message: MESSAGES.common.network },
  } as FieldErrors<Values>;
  return { values: {}, errors };
}

/**
 * The one way a web form is checked (decision 048): react-hook-form's resolver for a shared zod
 * schema of `@nestling/shared` — the schema the server validates the same request with — through
 * `@hookform/resolvers`' zodResolver. The form's values are what its inputs hold (text as the
 * DOM gives it); the schema's messages (the spec's texts, §5 and §8.2) land under the fields by
 * path, and a successful check hands the submit handler the schema's output (trimmed, typed).
 * @param source the schema, or a loader of it, run once, on the first check (decision 032: the
 *   account screens keep zod out of their first load); a failed load answers a form-level
 *   `root` error with the network text and is tried again on the next check
 * @param options `input`: what the schema parses when it is not the values; `fields`: schema
 *   paths whose messages show under another field; `check`: a shared rule that is no schema
 * @returns a resolver for `useForm({ resolver })`, typed from the form's values to the schema's
 *   output
 */
export function schemaResolver<Values extends FieldValues, Schema extends z.ZodType>(
  source: SchemaSource<Schema>,
  options: SchemaResolverOptions<Values> = {},
): Resolver<Values, unknown, z.output<Schema>> {
  let resolve: Resolver<FieldValues, unknown, z.output<Schema>> | undefined;
  return async (values, context, resolverOptions) => {
    if (!resolve) {
      try {
        const schema = typeof source === 'function' ? await source() : source;
        resolve = zodResolver(schema as z.ZodType<unknown, FieldValues>) as Resolver<
          FieldValues,
          unknown,
          z.output<Schema>
        >;
      } catch {
        return loadFailure<Values>();
      }
    }
    const input = (options.input ? options.input(values) : values) as FieldValues;
    const result = await resolve(input, context, resolverOptions as never);
    const ruled = Object.entries(options.check?.(values) ?? {}).filter(
      (entry): entry is [string, string] => entry[1] !== undefined,
    );
    if (Object.keys(result.errors).length === 0 && ruled.length === 0) {
      return result as Awaited<ReturnType<Resolver<Values, unknown, z.output<Schema>>>>;
    }
    const errors: Record<string, unknown> = { ...result.errors };
    for (const [path, field] of Object.entries(options.fields ?? {})) {
      if (errors[path] === undefined) continue;
      errors[field] ??= errors[path];
      delete errors[path];
    }
    for (const [field, message] of ruled) errors[field] = { type: 'rule', message };
    return { values: {}, errors: errors as FieldErrors<Values> };
  };
}

/**
 * Puts an API validation answer's `details` (`[{ path: 'email', message }]`, product.md) under
 * the form's fields: the first message per top-level field (`kids.0.name` counts for `kids`).
 * @param details the `details` of an ApiError (may be empty)
 * @param setError the form's `setError`
 * @param fields schema paths whose messages show under another field (as in schemaResolver)
 * @returns whether any detail was placed
 */
export function showServerDetails(
  details: readonly { path: string; message: string }[],
  setError: (name: never, error: { type: string; message: string }) => void,
  fields: Readonly<Record<string, string>> = {},
): boolean {
  const seen = new Set<string>();
  for (const detail of details) {
    const top = detail.path.split(/[.[/]/).filter(Boolean)[0] ?? '';
    const field = fields[top] ?? top;
    if (!field || seen.has(field)) continue;
    seen.add(field);
    setError(field as never, { type: 'server', message: detail.message });
  }
  return seen.size > 0;
}
