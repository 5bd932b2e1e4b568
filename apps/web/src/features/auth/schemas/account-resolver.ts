import type { FieldValues } from 'react-hook-form';
import type { z } from 'zod';
import { schemaResolver, type SchemaResolverOptions } from '@/lib/forms/schema-resolver';
import { loadAccountSchemas, type AccountSchemas } from './load-account-schemas';

/**
 * The resolver of an account form (decision 048): the shared schema that `pick` chooses from
 * the account schemas, loaded — with zod — on the form's first check if focusing the form has
 * not loaded it already (decision 032). A failed load is the form's `root` error with the
 * network text, and is tried again on the next submit.
 * @param pick chooses the schema, e.g. `(schemas) => schemas.loginRequestSchema`
 * @param options as schemaResolver's (`input` when the form holds more than the request)
 */
export function accountResolver<Values extends FieldValues, Schema extends z.ZodType>(
  pick: (schemas: AccountSchemas) => Schema,
  options?: SchemaResolverOptions<Values>,
) {
  return schemaResolver<Values, Schema>(() => loadAccountSchemas().then(pick), options);
}
