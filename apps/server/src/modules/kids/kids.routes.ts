import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  KID_MESSAGES,
  kidFieldsSchema,
  kidIdParamsSchema,
  kidListSchema,
  kidSchema,
  kidUpdateSchema,
} from '@nestling/shared';
import { readMultipart } from '../../lib/multipart.js';
import { deleteRoute, errorResponses } from '../../lib/route-shapes.js';
import { parseWith } from '../../lib/validation.js';
import { assertGuardian, sessionParent } from '../../lib/request-context.js';
import { presentKid } from './kid.presenter.js';
import type { KidService } from './kid.service.js';

const errors = errorResponses(400, 401, 403, 404, 409, 413, 415, 429);
const multipartNote =
  'multipart/form-data: name, age, gender, dob, address, interests (JSON array, array or comma-separated text), ' +
  'skillLevel, showInExplore, area, and an optional file field "photo" (JPG, PNG or WEBP, at most 5 MB). ' +
  'A parentId field is ignored: the owner is the session’s family.';

/**
 * Kid routes of spec §7.3 under /api (issue 3). Every member reads the family's kids; adding,
 * editing and deleting a kid are a guardian's (issue 24, decision 056): 403 GUARDIAN_ONLY.
 */
export const kidsRoutes: FastifyPluginAsyncZod<{ kids: KidService }> = async (app, { kids }) => {
  app.addHook('onRequest', app.requireParent);

  app.get(
    '/kids',
    {
      schema: {
        tags: ['kids'],
        summary: 'The parent’s kids',
        response: { 200: kidListSchema, ...errors },
      },
    },
    async (request) => (await kids.list(sessionParent(request))).map((kid) => presentKid(kid)),
  );

  app.get(
    '/kids/:kidId',
    {
      schema: {
        tags: ['kids'],
        summary: 'One of the parent’s kids',
        params: kidIdParamsSchema,
        response: { 200: kidSchema, ...errors },
      },
    },
    async (request) => presentKid(await kids.get(sessionParent(request), request.params.kidId)),
  );

  app.post(
    '/kids',
    {
      schema: {
        tags: ['kids'],
        summary: 'Add a kid',
        description: multipartNote,
        consumes: ['multipart/form-data'],
        response: { 201: kidSchema, ...errors },
      },
    },
    async (request, reply) => {
      const member = sessionParent(request);
      assertGuardian(member);
      const form = await readMultipart(request, 'photo', { tooLarge: KID_MESSAGES.imageTooLarge });
      const fields = parseWith(kidFieldsSchema, form.fields);
      const kid = await kids.create(member, fields, form.file);
      return reply.status(201).send(presentKid(kid));
    },
  );

  app.patch(
    '/kids/:kidId',
    {
      schema: {
        tags: ['kids'],
        summary: 'Update a kid',
        description: `${multipartNote} Gender defaults to Male; the photo may be any image type.`,
        consumes: ['multipart/form-data'],
        params: kidIdParamsSchema,
        response: { 200: kidSchema, ...errors },
      },
    },
    async (request) => {
      const member = sessionParent(request);
      assertGuardian(member);
      const form = await readMultipart(request, 'photo', { tooLarge: KID_MESSAGES.imageTooLarge });
      const fields = parseWith(kidUpdateSchema, form.fields);
      return presentKid(await kids.update(member, request.params.kidId, fields, form.file));
    },
  );

  deleteRoute(
    app,
    '/kids/:kidId',
    {
      tags: ['kids'],
      summary: 'Delete a kid and everything of it (files included)',
      params: kidIdParamsSchema,
    },
    async (parent, { kidId }) => {
      assertGuardian(parent);
      await kids.remove(parent, kidId);
    },
  );
};
