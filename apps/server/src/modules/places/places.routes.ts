import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { placeListSchema, placesQuerySchema } from '@nestling/shared';
import { errorResponses } from '../../lib/route-shapes.js';
import { presentPlace, type Gazetteer } from './gazetteer.js';

/**
 * `GET /api/places?q=…&limit=…` (issue 30, decision 062): the gazetteer's places whose name
 * starts with `q`, for the home area's typeahead. A signed-in parent's; the answer carries no
 * coordinates.
 */
export const placesRoutes: FastifyPluginAsyncZod<{ gazetteer: () => Promise<Gazetteer> }> = async (
  app,
  { gazetteer },
) => {
  app.addHook('onRequest', app.requireParent);

  app.get(
    '/places',
    {
      schema: {
        tags: ['family'],
        summary: 'Places (GeoNames, ≥ 1,000 people) whose name starts with q, most populous first',
        description:
          'Case, accents and punctuation are ignored; after a comma a region or country code narrows ' +
          '(“York, GB”). Each place is `{id, name, admin?, country}`: no coordinates.',
        querystring: placesQuerySchema,
        response: { 200: placeListSchema, ...errorResponses(400, 401, 429) },
      },
    },
    async (request) =>
      (await gazetteer()).search(request.query.q, request.query.limit).map(presentPlace),
  );
};
