import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  blockCreateSchema,
  blockIdParamsSchema,
  blockListSchema,
  blockSchema,
} from '@nestling/shared';
import { deleteRoute, errorResponses } from '../../lib/route-shapes.js';
import { sessionParent } from '../../lib/request-context.js';
import type { BlockService } from './block.service.js';

/** Blocks (spec §2.18 Block, §4; product.md) under /api. Verified parents only. */
export const blocksRoutes: FastifyPluginAsyncZod<{ blocks: BlockService }> = async (
  app,
  { blocks },
) => {
  app.addHook('onRequest', app.requireGuardian);

  app.post(
    '/blocks',
    {
      schema: {
        tags: ['blocks'],
        summary: 'Block the family of a kid on an Explore card',
        description:
          'The family disappears from Explore both ways, requests between the two families stop and pending ' +
          'ones are cancelled, a friendship ends. 201 with the new block; 200 with the block when that family ' +
          'is blocked already; 404 for a kid the parent cannot see in Explore; 400 for one’s own kid.',
        body: blockCreateSchema,
        response: {
          201: blockSchema,
          200: blockSchema,
          ...errorResponses(400, 401, 403, 404, 429),
        },
      },
    },
    async (request, reply) => {
      const { block, created } = await blocks.block(sessionParent(request), request.body.kidId);
      return reply.status(created ? 201 : 200).send(block);
    },
  );

  app.get(
    '/blocks',
    {
      schema: {
        tags: ['blocks'],
        summary: 'The family’s blocks (“Blocked families”), newest first',
        response: { 200: blockListSchema, ...errorResponses(401, 403, 429) },
      },
    },
    async (request) => blocks.list(sessionParent(request)),
  );

  deleteRoute(
    app,
    '/blocks/:id',
    { tags: ['blocks'], summary: 'Unblock a family', params: blockIdParamsSchema },
    (parent, { id }) => blocks.unblock(parent, id),
  );
};
