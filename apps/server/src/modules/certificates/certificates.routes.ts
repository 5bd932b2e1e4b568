import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CERTIFICATE_MESSAGES,
  certificateFieldsSchema,
  certificateIdParamsSchema,
  certificateListQuerySchema,
  certificateListSchema,
  certificateSchema,
} from '@nestling/shared';
import { readMultipart } from '../../lib/multipart.js';
import { deleteRoute, errorResponses } from '../../lib/route-shapes.js';
import { parseWith } from '../../lib/validation.js';
import { sessionParent } from '../../lib/request-context.js';
import { presentCertificate } from './certificate.presenter.js';
import type { CertificateService } from './certificate.service.js';

const errors = errorResponses(400, 401, 403, 404, 409, 413, 415, 429);
const multipartNote =
  'multipart/form-data: kidId, title (default "Certificate"), date (ISO 8601 with an offset; default now), ' +
  'and the file field "certificate" (JPG, PNG, WEBP or PDF, at most 5 MB, judged by its bytes).';

/** Certificate routes of spec §7.5 under /api (issue 10). */
export const certificatesRoutes: FastifyPluginAsyncZod<{
  certificates: CertificateService;
}> = async (app, { certificates }) => {
  app.addHook('onRequest', app.requireParent);

  app.get(
    '/certificates',
    {
      schema: {
        tags: ['certificates'],
        summary: 'A kid’s certificates, newest first (at most 100)',
        querystring: certificateListQuerySchema,
        response: { 200: certificateListSchema, ...errors },
      },
    },
    async (request) =>
      (await certificates.list(sessionParent(request), request.query.kidId)).map(
        presentCertificate,
      ),
  );

  app.post(
    '/certificates',
    {
      schema: {
        tags: ['certificates'],
        summary: 'Upload a certificate',
        description: multipartNote,
        consumes: ['multipart/form-data'],
        response: { 201: certificateSchema, ...errors },
      },
    },
    async (request, reply) => {
      const form = await readMultipart(request, 'certificate', {
        tooLarge: CERTIFICATE_MESSAGES.tooLarge,
      });
      const fields = parseWith(certificateFieldsSchema, form.fields);
      const certificate = await certificates.create(sessionParent(request), fields, form.file);
      return reply.status(201).send(presentCertificate(certificate));
    },
  );

  deleteRoute(
    app,
    '/certificates/:id',
    {
      tags: ['certificates'],
      summary: 'Delete a certificate and its stored file',
      params: certificateIdParamsSchema,
    },
    (parent, { id }) => certificates.remove(parent, id),
  );
};
