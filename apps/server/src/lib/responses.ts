import { z } from 'zod';
import { errorBodySchema } from '@nestling/shared';

/** The statuses a route answers with the one error body. */
export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 415 | 429;

/**
 * The error part of a route's `response` schema: each status answers `{ error, code,
 * details? }` (product.md). Spread it beside the success answer:
 * `response: { 200: kidSchema, ...errorResponses(400, 401, 404) }`.
 * @param statuses the error statuses the route can answer
 */
export function errorResponses<const Statuses extends readonly ErrorStatus[]>(
  ...statuses: Statuses
): Record<Statuses[number], typeof errorBodySchema> {
  return Object.fromEntries(statuses.map((status) => [status, errorBodySchema])) as Record<
    Statuses[number],
    typeof errorBodySchema
  >;
}

/**
 * The one shape of a route that answers nothing (every delete, and logout): 204 with no body,
 * or one of the error statuses. End its handler with {@link sendNoContent}.
 */
export function noContentResponses<const Statuses extends readonly ErrorStatus[]>(
  ...statuses: Statuses
) {
  return { 204: z.null(), ...errorResponses(...statuses) };
}

/** Answers 204 with no body (routes whose schema is {@link noContentResponses}). */
export function sendNoContent<Sent>(reply: {
  status(code: 204): { send(body: null): Sent };
}): Sent {
  return reply.status(204).send(null);
}
