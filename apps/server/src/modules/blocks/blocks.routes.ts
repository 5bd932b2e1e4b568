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
        summary: 'Block a family: by a kid on an Explore card, or by one of its parents',
        description:
          'Body `{kidId}` (a kid on an Explore card) or `{parentId}` (a parent of the family, as a chat or a ' +
          'request names them: a family the blocker can see — a public kid in their Explore, a request that ' +
          'stands or stood between the families, or friends). The family disappears from Explore both ways, ' +
          'requests between the two families stop and pending ones are cancelled, a friendship ends. 201 with ' +
          'the new block; 200 with the block when that family is blocked already; 404 for a kid or family the ' +
          'parent cannot see; 400 for one’s own kid or family.',
        body: blockCreateSchema,
        response: {
          201: blockSchema,
          200: blockSchema,
          ...errorResponses(400, 401, 403, 404, 429),
        },
      },
    },
    async (request, reply) => {
      const { block, created } = await blocks.block(sessionParent(request), request.body);
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
