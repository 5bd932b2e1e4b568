import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  milestoneCreateSchema,
  milestoneIdParamsSchema,
  milestoneListQuerySchema,
  milestonePageSchema,
  milestoneSchema,
  milestoneUpdateSchema,
} from '@nestling/shared';
import { deleteRoute, errorResponses } from '../../lib/route-shapes.js';
import { sessionParent } from '../../lib/request-context.js';
import { presentMilestone } from './milestone.presenter.js';
import type { MilestoneService } from './milestone.service.js';

const errors = errorResponses(400, 401, 403, 404, 409, 429);

/**
 * Milestone routes of spec §7.5 under /api (issue 10). The spec's list is read as one page:
 * GET answers `{items, total, page, pageSize, counts}` (decision 018), so a kid with thousands
 * of milestones still pages on the server.
 */
export const milestonesRoutes: FastifyPluginAsyncZod<{ milestones: MilestoneService }> = async (
  app,
  { milestones },
) => {
  app.addHook('onRequest', app.requireParent);

  app.get(
    '/milestones',
    {
      schema: {
        tags: ['milestones'],
        summary:
          'A page of a kid’s milestones: search q, status all|completed|incomplete, sort newest|oldest, page, pageSize 5|10|20',
        querystring: milestoneListQuerySchema,
        response: { 200: milestonePageSchema, ...errors },
      },
    },
    async (request) => {
      const page = await milestones.list(sessionParent(request), request.query);
      return {
        items: page.items.map(presentMilestone),
        total: page.total,
        page: request.query.page,
        pageSize: request.query.pageSize,
        counts: page.counts,
      };
    },
  );

  app.post(
    '/milestones',
    {
      schema: {
        tags: ['milestones'],
        summary: 'Add a milestone (409 when the kid has one of the same title, any case)',
        body: milestoneCreateSchema,
        response: { 201: milestoneSchema, ...errors },
      },
    },
    async (request, reply) => {
      const milestone = await milestones.create(sessionParent(request), request.body);
      return reply.status(201).send(presentMilestone(milestone));
    },
  );

  app.patch(
    '/milestones/:id',
    {
      schema: {
        tags: ['milestones'],
        summary: 'Change a milestone’s title or date, or mark it complete or incomplete',
        params: milestoneIdParamsSchema,
        body: milestoneUpdateSchema,
        response: { 200: milestoneSchema, ...errors },
      },
    },
    async (request) =>
      presentMilestone(
        await milestones.update(sessionParent(request), request.params.id, request.body),
      ),
  );

  deleteRoute(
    app,
    '/milestones/:id',
    { tags: ['milestones'], summary: 'Delete a milestone', params: milestoneIdParamsSchema },
    (parent, { id }) => milestones.remove(parent, id),
  );
};
