import { z } from 'zod';

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

/** A record id: a positive integer (product.md: ids are integers). Accepts numeric strings. */
export const idSchema = z.coerce.number().int().positive();
