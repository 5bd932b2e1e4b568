import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  HEALTH_MESSAGES,
  HEALTH_LOG_PAGE_SIZE_MAX,
  healthLogExportQuerySchema,
  healthLogBodySchema,
  healthLogFieldsSchema,
  healthLogPageSchema,
  healthLogQuerySchema,
  healthLogUpdateSchema,
  recordIdSchema,
  selfAssessmentSchema,
  NOT_FOUND_MESSAGES,
} from '@nestling/shared';
import { readMultipart } from '../../lib/multipart.js';
import { csvExportRoute, deleteRoute, errorResponses } from '../../lib/route-shapes.js';
import { parseWith } from '../../lib/validation.js';
import { sessionParent } from '../../lib/request-context.js';
import type { Readiness } from '../status/status.js';
import { serviceStatusSchema } from '../status/status.routes.js';
import { presentHealthLog } from './health-log.presenter.js';
import type { HealthLogService } from './health-log.service.js';

const errors = errorResponses(400, 401, 403, 404, 413, 415, 429);
/**
 * The query of GET /api/health as the router sees it: every parameter optional, as strings,
 * so the check (no kidId) and the log list (kidId) share the route. The list's own rules are
 * `healthLogQuerySchema`'s, applied in the handler. (It was `z.record(string, string)`, which
 * @fastify/swagger spread into parameters named "type" and "additionalProperties" — issue 14.)
 */
const healthQuerySchema = z.object({
  kidId: z.string().optional().describe('The kid whose logs to list; without it, the check'),
  from: z.string().optional().describe('YYYY-MM-DD, with kidId'),
  to: z.string().optional().describe('YYYY-MM-DD, with kidId'),
  limit: z.string().optional().describe(`1–${HEALTH_LOG_PAGE_SIZE_MAX}, with kidId (default 100)`),
  offset: z.string().optional().describe('with kidId (default 0)'),
});
const idParams = z.object({ id: recordIdSchema(NOT_FOUND_MESSAGES.healthLog) });
const multipartNote =
  'multipart/form-data: kidId, kidName, mood (Happy, Okay or Sad), sleep (hours, 0–24 in halves), date (YYYY-MM-DD), ' +
  'notes, medicalInfo, vaccination, and an optional file field "document" (JPG, PNG, WEBP or PDF, at most 5 MB).';

/**
 * Health routes of spec §7.5 under /api (issue 5), and the readiness check that shares
 * GET /api/health (decision 004): without `kidId` it is the check, with it the kid's logs.
 */
export const healthLogsRoutes: FastifyPluginAsyncZod<{
  healthLogs: HealthLogService;
  readiness: () => Promise<Readiness>;
}> = async (app, { healthLogs, readiness }) => {
  app.get(
    '/health',
    {
      config: {
        rateLimit: false,
        // A probe gets no XSRF pair; the health tracker's list (with kidId) does, as any API
        // answer the page's script asks for (plugins/xsrf.ts).
        xsrfPair: (request) => 'kidId' in (request.query as Record<string, string>),
      },
      schema: {
        tags: ['health'],
        summary:
          'Without kidId: the service check {status, database}. With kidId: that kid’s logs {logs, nextOffset}, newest first',
        querystring: healthQuerySchema,
        response: {
          200: z.union([serviceStatusSchema, healthLogPageSchema]),
          503: serviceStatusSchema,
          ...errors,
        },
      },
    },
    async (request, reply) => {
      if (request.query.kidId === undefined) {
        const result = await readiness();
        return reply.status(result.httpStatus).send(result.body);
      }
      // The service check never looks a session up; the kid's logs need one.
      await app.requireParent(request);
      const parent = sessionParent(request);
      const query = parseWith(healthLogQuerySchema, request.query);
      const page = await healthLogs.list(parent, query);
      return { logs: page.logs.map(presentHealthLog), nextOffset: page.nextOffset };
    },
  );

  await app.register(async (scope) => {
    const privateRoutes = scope.withTypeProvider<ZodTypeProvider>();
    privateRoutes.addHook('onRequest', app.requireParent);

    privateRoutes.post(
      '/health',
      {
        schema: {
          tags: ['health'],
          summary: 'Add a health log',
          description: multipartNote,
          consumes: ['multipart/form-data'],
          response: { 201: healthLogBodySchema, ...errors },
        },
      },
      async (request, reply) => {
        const form = await readMultipart(request, 'document', {
          tooLarge: HEALTH_MESSAGES.documentTooLarge,
        });
        const fields = parseWith(healthLogFieldsSchema, form.fields);
        const log = await healthLogs.create(sessionParent(request), fields, form.file);
        return reply.status(201).send({ log: presentHealthLog(log) });
      },
    );

    privateRoutes.patch(
      '/health/:id',
      {
        schema: {
          tags: ['health'],
          summary: 'Correct a health log (removeDocument=true drops its document)',
          description: multipartNote,
          consumes: ['multipart/form-data'],
          params: idParams,
          response: { 200: healthLogBodySchema, ...errors },
        },
      },
      async (request) => {
        const form = await readMultipart(request, 'document', {
          tooLarge: HEALTH_MESSAGES.documentTooLarge,
        });
        const fields = parseWith(healthLogUpdateSchema, form.fields);
        return {
          log: presentHealthLog(
            await healthLogs.update(sessionParent(request), request.params.id, fields, form.file),
          ),
        };
      },
    );

    deleteRoute(
      privateRoutes,
      '/health/:id',
      { tags: ['health'], summary: 'Delete a health log', params: idParams },
      (parent, { id }) => healthLogs.remove(parent, id),
    );

    csvExportRoute(
      privateRoutes,
      '/health/export',
      {
        tags: ['health'],
        summary: 'A kid’s health logs as CSV (text/csv attachment)',
        querystring: healthLogExportQuerySchema,
      },
      (parent, { query }) => healthLogs.exportCsv(parent, query.kidId),
    );

    privateRoutes.post(
      '/self-assessments',
      {
        schema: {
          tags: ['health'],
          summary: 'Submit a child’s self-assessment; it also appears in the kid’s logs',
          body: selfAssessmentSchema,
          response: { 201: healthLogBodySchema, ...errors },
        },
      },
      async (request, reply) => {
        const log = await healthLogs.createSelfAssessment(sessionParent(request), request.body);
        return reply.status(201).send({ log: presentHealthLog(log) });
      },
    );
  });
};
