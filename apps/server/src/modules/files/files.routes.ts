import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idSchema } from '@nestling/shared';
import { notFound } from '../../lib/http-errors.js';
import { sessionParent } from '../../lib/request-context.js';
import type { FileService } from './file.service.js';

/**
 * GET /api/files/:fileId — an uploaded file, only after the access check of product.md
 * ("Uploaded files are private"). Anything the viewer may not read answers 404, exactly like
 * a file that does not exist. Served with our content type, nosniff, no-store, under a
 * sandboxing CSP, and as an attachment unless it is an image: a PDF is never shown inline on
 * our origin, and even opened directly it runs in a sandbox without our origin's rights.
 */
export const filesRoutes: FastifyPluginAsyncZod<{ files: FileService }> = async (
  app,
  { files },
) => {
  app.get(
    '/files/:fileId',
    {
      onRequest: app.requireParent,
      // Fetched by <img> and download links, never by a script that would echo a token.
      config: { xsrfPair: false },
      // WebP and PDF bytes are compressed already: streamed as stored (decision 012).
      compress: false,
      schema: {
        produces: ['image/webp', 'application/pdf'],
        tags: ['files'],
        summary:
          'Download an uploaded file, if the read policy of its purpose allows it (decision 008)',
        params: z.object({ fileId: idSchema }),
        querystring: z.object({ variant: z.enum(['original', 'thumb']).default('original') }),
        description:
          'Answers the bytes (image/webp or application/pdf); 401 without a session, 404 { error, code } otherwise.',
      },
    },
    async (request, reply) => {
      const record = await files.findReadable(request.params.fileId, sessionParent(request));
      if (!record) throw notFound();
      const { stream, contentType } = await files.open(record, request.query.variant).catch(() => {
        throw notFound();
      });
      const isImage = contentType.startsWith('image/');
      const extension = contentType.split('/')[1] ?? 'bin';
      const name =
        contentType === record.contentType && record.originalName
          ? record.originalName
          : `file-${record.id}.${extension}`;
      return (
        reply
          .header('content-type', contentType)
          .header('x-content-type-options', 'nosniff')
          // Never stored: a health document must not outlive the session in a shared browser.
          .header('cache-control', 'no-store')
          .header(
            'content-security-policy',
            "sandbox; default-src 'none'; img-src 'self'; style-src 'unsafe-inline'",
          )
          .header('content-disposition', `${isImage ? 'inline' : 'attachment'}; filename="${name}"`)
          .send(stream)
      );
    },
  );
};
