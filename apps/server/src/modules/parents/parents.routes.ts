import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  KID_MESSAGES,
  PARENT_PROFILE_MESSAGES,
  errorBodySchema,
  parentBodySchema,
  parentProfileSchema,
} from '@nestling/shared';
import { badRequest } from '../../lib/http-errors.js';
import { readMultipart } from '../../lib/multipart.js';
import { sessionParent } from '../../plugins/session.js';
import type { AuthRepository } from '../auth/auth.repository.js';
import { presentParent } from '../auth/parent.presenter.js';
import type { FileService } from '../files/file.service.js';

const errors = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  413: errorBodySchema,
  415: errorBodySchema,
};

/**
 * The parent's own profile (spec §7.2): PATCH /api/parents/edit and
 * POST /api/parents/upload-photo (multipart field `photo`).
 */
export const parentsRoutes: FastifyPluginAsyncZod<{
  accounts: AuthRepository;
  files: FileService;
}> = async (app, { accounts, files }) => {
  app.addHook('preHandler', app.requireParent);

  app.patch(
    '/parents/edit',
    {
      schema: {
        tags: ['parents'],
        summary: 'Edit the parent’s name, date of birth and gender',
        body: parentProfileSchema,
        response: { 200: parentBodySchema, ...errors },
      },
    },
    async (request) => {
      const parent = sessionParent(request);
      const updated = await accounts.updateProfile(parent.id, request.body);
      return { parent: presentParent(updated ?? parent) };
    },
  );

  app.post(
    '/parents/upload-photo',
    {
      schema: {
        tags: ['parents'],
        summary:
          'Replace the parent’s photo (multipart field "photo": JPG, PNG or WEBP, at most 5 MB)',
        consumes: ['multipart/form-data'],
        response: { 200: parentBodySchema, ...errors },
      },
    },
    async (request) => {
      const parent = sessionParent(request);
      const form = await readMultipart(request, 'photo', { tooLarge: KID_MESSAGES.imageTooLarge });
      if (!form.file) throw badRequest('PHOTO_REQUIRED', PARENT_PROFILE_MESSAGES.noPhoto);
      const file = await files.store({
        ownerParentId: parent.id,
        purpose: 'parent-photo',
        kind: 'photo',
        buffer: form.file.buffer,
        originalName: form.file.filename,
        messages: { type: KID_MESSAGES.imageType, unreadable: KID_MESSAGES.imageUnreadable },
      });
      const updated = await accounts.setPhotoFile(parent.id, file.id);
      if (parent.photoFileId) await files.remove([parent.photoFileId]);
      return { parent: presentParent(updated ?? parent) };
    },
  );
};
