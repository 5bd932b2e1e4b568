import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { KID_MESSAGES, parentBodySchema, parentEditSchema } from '@nestling/shared';
import { readMultipart } from '../../lib/multipart.js';
import { errorResponses } from '../../lib/route-shapes.js';
import { sessionParent } from '../../lib/request-context.js';
import { presentParent } from './parent.presenter.js';
import type { ParentService } from './parent.service.js';

/**
 * The parent's own profile (spec §7.2): GET /api/parents/me, PATCH /api/parents/edit and
 * POST /api/parents/upload-photo (multipart field `photo`).
 */
export const parentsRoutes: FastifyPluginAsyncZod<{ parents: ParentService }> = async (
  app,
  { parents },
) => {
  app.addHook('onRequest', app.requireParent);

  app.get(
    '/parents/me',
    {
      schema: {
        tags: ['parents'],
        summary: 'The signed-in parent',
        response: { 200: parentBodySchema, ...errorResponses(401, 429) },
      },
    },
    async (request) => ({ parent: presentParent(sessionParent(request)) }),
  );

  app.patch(
    '/parents/edit',
    {
      schema: {
        tags: ['parents'],
        summary:
          'Edit the parent’s name, date of birth and gender (all three together), the language, or both',
        body: parentEditSchema,
        response: { 200: parentBodySchema, ...errorResponses(400, 401, 403, 429) },
      },
    },
    async (request) => ({
      parent: presentParent({
        ...(await parents.updateProfile(sessionParent(request), request.body)),
        familyRole: sessionParent(request).familyRole,
      }),
    }),
  );

  app.post(
    '/parents/upload-photo',
    {
      schema: {
        tags: ['parents'],
        summary:
          'Replace the parent’s photo (multipart field "photo": JPG, PNG or WEBP, at most 5 MB)',
        consumes: ['multipart/form-data'],
        response: { 200: parentBodySchema, ...errorResponses(400, 401, 403, 413, 415, 429) },
      },
    },
    async (request) => {
      const form = await readMultipart(request, 'photo', { tooLarge: KID_MESSAGES.imageTooLarge });
      return {
        parent: presentParent({
          ...(await parents.replacePhoto(sessionParent(request), form.file)),
          familyRole: sessionParent(request).familyRole,
        }),
      };
    },
  );
};
