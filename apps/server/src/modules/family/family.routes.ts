import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { familySchema } from '@nestling/shared';
import { errorResponses } from '../../lib/route-shapes.js';
import { sessionParent } from '../../lib/request-context.js';
import type { FamilyService } from './family.service.js';

/** The family routes of issue 24 under /api (this slice: the family as it is). */
export const familyRoutes: FastifyPluginAsyncZod<{ family: FamilyService }> = async (
  app,
  { family },
) => {
  app.addHook('onRequest', app.requireParent);

  app.get(
    '/family',
    {
      schema: {
        tags: ['family'],
        summary: 'The parent’s family: its members with their roles, and pending invitations',
        response: { 200: familySchema, ...errorResponses(401, 404, 429) },
      },
    },
    async (request) => family.get(sessionParent(request)),
  );
};
