import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  auditPageSchema,
  moderationActionSchema,
  moderationPageQuerySchema,
  moderationReportPageSchema,
  reportCreateSchema,
  reportIdParamsSchema,
  reportSchema,
} from '@nestling/shared';
import { errorResponses, noContentResponses, sendNoContent } from '../../lib/route-shapes.js';
import { sessionParent } from '../../lib/request-context.js';
import type { ModerationService } from './moderation.service.js';

/** `POST /api/reports` (issue 27, decision 060): a guardian's report. */
export const reportsRoutes: FastifyPluginAsyncZod<{ moderation: ModerationService }> = async (
  app,
  { moderation },
) => {
  app.addHook('onRequest', app.requireGuardian);

  app.post(
    '/reports',
    {
      schema: {
        tags: ['moderation'],
        summary: 'Report a family or a message one received',
        description:
          'A family is named by one of its parents’ ids as the app shows it (a public card’s parentId, a ' +
          'request’s or a friend’s parent). 201 with the new report; 200 with the reporter’s open report of ' +
          'the same target; 404 for a family one cannot see or a message one did not receive; 400 for one’s ' +
          'own family; 429 after 10 reports in 24 hours. The reported party is never told who reported.',
        body: reportCreateSchema,
        response: {
          201: reportSchema,
          200: reportSchema,
          ...errorResponses(400, 401, 403, 404, 429),
        },
      },
    },
    async (request, reply) => {
      const { report, created } = await moderation.report(sessionParent(request), request.body);
      return reply.status(created ? 201 : 200).send(report);
    },
  );
};

/**
 * The moderators' routes under /api/moderation (issue 27, decision 060): 403 MODERATOR_ONLY
 * for every other account. The audit log has no route that changes it.
 */
export const moderationRoutes: FastifyPluginAsyncZod<{ moderation: ModerationService }> = async (
  app,
  { moderation },
) => {
  app.addHook('onRequest', app.requireModerator);

  app.get(
    '/moderation/reports',
    {
      schema: {
        tags: ['moderation'],
        summary: 'Open reports, newest first, with what a moderator needs to decide',
        querystring: moderationPageQuerySchema,
        response: { 200: moderationReportPageSchema, ...errorResponses(400, 401, 403, 429) },
      },
    },
    async (request) => moderation.openReports(request.query),
  );

  app.post(
    '/moderation/reports/:id/actions',
    {
      schema: {
        tags: ['moderation'],
        summary: 'Dismiss, hide the family from Explore, suspend, or reinstate — with a reason',
        params: reportIdParamsSchema,
        body: moderationActionSchema,
        response: noContentResponses(400, 401, 403, 404, 429),
      },
    },
    async (request, reply) => {
      await moderation.act(sessionParent(request), request.params.id, request.body);
      return sendNoContent(reply);
    },
  );

  app.get(
    '/moderation/audit',
    {
      schema: {
        tags: ['moderation'],
        summary: 'The audit log of moderation actions, newest first (append-only)',
        querystring: moderationPageQuerySchema,
        response: { 200: auditPageSchema, ...errorResponses(400, 401, 403, 429) },
      },
    },
    async (request) => moderation.audit(request.query),
  );
};
