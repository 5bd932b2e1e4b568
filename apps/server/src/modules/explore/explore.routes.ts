import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { exploreQuerySchema, publicKidPageSchema } from '@nestling/shared';
import { errorResponses } from '../../lib/route-shapes.js';
import { sessionParent } from '../../lib/request-context.js';
import type { ExploreService } from './explore.service.js';

/**
 * `GET /api/kids/public` (spec §7.3, §2.18): verified parents only. A static path, so the
 * router takes it before the kids module's `/kids/:kidId` whatever the registration order.
 */
export const exploreRoutes: FastifyPluginAsyncZod<{ explore: ExploreService }> = async (
  app,
  { explore },
) => {
  app.addHook('onRequest', app.requireGuardian);

  app.get(
    '/kids/public',
    {
      schema: {
        tags: ['explore'],
        summary: 'Public kid cards other verified families opted in, filtered and paged',
        description:
          'Only kids whose parent turned on “Show in Explore”, never the viewer’s own, never across a block ' +
          'either way. Cards carry the first name, age, gender, interests, skill level, area and photo URL — ' +
          'never the address, the date of birth or an e-mail. `interests` may repeat; `forKid` (one of the ' +
          'viewer’s kids) adds each card’s match score and ranks by it.',
        querystring: exploreQuerySchema,
        response: { 200: publicKidPageSchema, ...errorResponses(400, 401, 403, 404, 429) },
      },
    },
    async (request) => explore.listPublicKids(sessionParent(request), request.query),
  );
};
