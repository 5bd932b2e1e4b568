import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { accountDeleteRequestSchema } from '@nestling/shared';
import { noContentResponses, sendAttachment, sendNoContent } from '../../lib/route-shapes.js';
import { sessionParent } from '../../lib/request-context.js';
import { accountThrottle } from '../auth/auth.routes.js';
import type { AccountService } from './account.service.js';

export interface AccountRoutesOptions {
  account: AccountService;
  /** Requests per minute per address on the password-checking deletion (as login). */
  authPerMinute: number;
}

/**
 * The parent's data rights under /api (issue 14, decision 029): the export and the account's
 * deletion. Any signed-in parent, verified or not: an unverified parent has data too.
 */
export const accountRoutes: FastifyPluginAsyncZod<AccountRoutesOptions> = async (
  app,
  { account, authPerMinute },
) => {
  app.addHook('onRequest', app.requireParent);

  app.get(
    '/account/export',
    {
      // A download link: no XSRF pair to mint, and the zip is compressed already.
      config: { xsrfPair: false },
      compress: false,
      schema: {
        produces: ['application/zip'],
        tags: ['account'],
        summary: 'Download everything the account holds (a zip: nestling-data.json and files/)',
        description:
          'GDPR Art. 15 and 20. Streams a zip of `nestling-data.json` (profile, kids, schedule events, health ' +
          'logs, self-assessments, milestones, certificates, friend requests sent and received, friends, ' +
          'messages sent and received, notifications, blocks, subscription, files) and every uploaded file ' +
          'under `files/`. A guardian gets the family\'s kids and records (`scope: "family"`); a caregiver the ' +
          'records and files they wrote (`scope: "own-records"`). 401 { error, code } without a session.',
      },
    },
    async (request, reply) => {
      const { fileName, stream } = await account.export(sessionParent(request));
      return sendAttachment(
        reply,
        {
          type: 'application/zip',
          filename: fileName,
          headers: { 'x-content-type-options': 'nosniff' },
        },
        stream,
      );
    },
  );

  app.delete(
    '/account',
    {
      config: { rateLimit: { max: authPerMinute, timeWindow: '1 minute' } },
      // Password tries per account, from every address together (as login's).
      preHandler: accountThrottle(app, (request) => `account-delete:${sessionParent(request).id}`),
      schema: {
        tags: ['account'],
        summary: 'Delete the account and everything of it, with the password',
        description:
          'GDPR Art. 17. Deletes every record and file of the parent and their kids, cancels a paid Stripe ' +
          'subscription, ends every session and socket; friends keep their copies of messages, from ' +
          '“Deleted account”. 204 and the session cookie cleared; 403 WRONG_PASSWORD (nothing deleted); ' +
          '503 when Stripe cannot cancel (nothing deleted).',
        body: accountDeleteRequestSchema,
        response: noContentResponses(400, 401, 403, 429, 503),
      },
    },
    async (request, reply) => {
      await account.delete(sessionParent(request), request.body.password);
      return sendNoContent(reply.endSession());
    },
  );
};
