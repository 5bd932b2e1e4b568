import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { milestoneSuggestionListSchema, milestoneSuggestionRequestSchema } from '@nestling/shared';
import { errorResponses } from '../../lib/route-shapes.js';
import { sessionParent } from '../../lib/request-context.js';
import { requestLocale } from '../../lib/request-locale.js';
import type { MilestoneSuggestionService } from './milestone-suggestion.service.js';

/** Suggestion calls per minute per client address: a model call costs money and seconds. */
const SUGGESTIONS_PER_MINUTE = 20;

/**
 * POST /api/ai/milestones (spec §7.5, issue 10): milestone suggestions for a kid. The path is the
 * spec's and stays as written; the concept is the milestone suggestion (decision 053), so the
 * module, this file and the handler are named `milestone-suggestions`.
 */
export const milestoneSuggestionsRoutes: FastifyPluginAsyncZod<{
  suggestions: MilestoneSuggestionService;
}> = async (app, { suggestions }) => {
  app.post(
    '/ai/milestones',
    {
      onRequest: app.requireParent,
      config: { rateLimit: { max: SUGGESTIONS_PER_MINUTE, timeWindow: '1 minute' } },
      schema: {
        tags: ['milestones'],
        summary:
          'Milestone suggestions for a kid [{title, date, domain, source}] (403 SUBSCRIPTION_REQUIRED without an active subscription)',
        body: milestoneSuggestionRequestSchema,
        response: {
          200: milestoneSuggestionListSchema,
          ...errorResponses(400, 401, 403, 404, 429),
        },
      },
    },
    // In the parent's language (issue 28): the same suggestions, their texts translated.
    async (request) =>
      suggestions.suggest(sessionParent(request), request.body, requestLocale(request)),
  );
};
