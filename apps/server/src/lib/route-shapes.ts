import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyBaseLogger, FastifyInstance, FastifyRequest, RawServerDefault } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBodySchema } from '@nestling/shared';
import { sessionParent, type SessionParent } from './request-context.js';

/** The statuses a route answers with the one error body. */
export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 415 | 429 | 503;

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
 * or one of the error statuses. End its handler with {@link sendNoContent}; a delete route is
 * registered whole by {@link deleteRoute}.
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

/** A route scope typed by the shared zod schemas (what FastifyPluginAsyncZod hands a plugin). */
export type ZodRoutes = FastifyInstance<
  RawServerDefault,
  IncomingMessage,
  ServerResponse,
  FastifyBaseLogger,
  ZodTypeProvider
>;

/**
 * Registers the one delete route: `DELETE url`, answering 204 with no body once `remove` has
 * deleted the session parent's record (another family's record: `remove` throws 404). The
 * scope must run `requireParent` first.
 * @param options.params the path parameters' schema (a record id schema), if the URL has any
 * @param options.onRequest a further check of this route alone (e.g. `app.requireGuardian`)
 * @param remove deletes, scoped by the session parent (their id, or their family's for the
 *   family's records), with the parsed parameters
 */
export function deleteRoute<Params extends z.ZodType = z.ZodObject>(
  app: ZodRoutes,
  url: string,
  options: {
    tags: string[];
    summary: string;
    params?: Params;
    onRequest?: (request: FastifyRequest) => Promise<void>;
  },
  remove: (parent: SessionParent, params: z.output<Params>) => Promise<void>,
): void {
  app.delete(
    url,
    {
      ...(options.onRequest ? { onRequest: options.onRequest } : {}),
      schema: {
        tags: options.tags,
        summary: options.summary,
        ...(options.params ? { params: options.params } : {}),
        response: noContentResponses(400, 401, 403, 404, 429),
      },
    },
    async (request, reply) => {
      await remove(sessionParent(request), request.params as z.output<Params>);
      return sendNoContent(reply);
    },
  );
}

/**
 * Answers a file to download: `content-type`, `content-disposition: attachment` with the file's
 * name, and any further headers (`cache-control`, `x-content-type-options`).
 * @param file.type the content type, e.g. `text/csv; charset=utf-8`
 * @param file.filename the name the browser saves it under
 * @param file.headers further headers of the answer
 */
export function sendAttachment<Sent>(
  reply: { header(name: string, value: string): unknown; send(body: unknown): Sent },
  file: { type: string; filename: string; headers?: Record<string, string> },
  body: unknown,
): Sent {
  reply.header('content-type', file.type);
  reply.header('content-disposition', `attachment; filename="${file.filename}"`);
  for (const [name, value] of Object.entries(file.headers ?? {})) reply.header(name, value);
  return reply.send(body);
}

/**
 * Registers the one CSV export route: `GET url` answering the session parent's CSV of a kid's
 * records as a `text/csv` attachment, never cached (another family's kid: `exportCsv` throws
 * 404). The scope must run `requireParent` first.
 * @param options.params the path parameters' schema, if the kid is named in the path
 * @param options.querystring the query's schema, if the kid is named in the query
 * @param exportCsv builds the CSV and its file name, scoped by the session parent, from the
 *   parsed parameters and query
 */
export function csvExportRoute<
  Params extends z.ZodType = z.ZodObject,
  Query extends z.ZodType = z.ZodObject,
>(
  app: ZodRoutes,
  url: string,
  options: { tags: string[]; summary: string; params?: Params; querystring?: Query },
  exportCsv: (
    parent: SessionParent,
    input: { params: z.output<Params>; query: z.output<Query> },
  ) => Promise<{ csv: string; filename: string }>,
): void {
  app.get(
    url,
    {
      schema: {
        produces: ['text/csv'],
        tags: options.tags,
        summary: options.summary,
        ...(options.params ? { params: options.params } : {}),
        ...(options.querystring ? { querystring: options.querystring } : {}),
      },
    },
    async (request, reply) => {
      const { csv, filename } = await exportCsv(sessionParent(request), {
        params: request.params as z.output<Params>,
        query: request.query as z.output<Query>,
      });
      return sendAttachment(
        reply,
        { type: 'text/csv; charset=utf-8', filename, headers: { 'cache-control': 'no-store' } },
        csv,
      );
    },
  );
}
