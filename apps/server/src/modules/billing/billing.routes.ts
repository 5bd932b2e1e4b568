import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  billingRedirectSchema,
  billingReturnQuerySchema,
  subscriptionCheckSchema,
} from '@nestling/shared';
import { errorResponses } from '../../lib/route-shapes.js';
import { assertGuardian, sessionParent, type SessionParent } from '../../lib/request-context.js';
import type { BillingService } from './billing.service.js';

/** The largest webhook body we read: Stripe's events are a few kilobytes. */
const WEBHOOK_BODY_LIMIT_BYTES = 512 * 1024;
/** Webhook deliveries per minute per client address (Stripe sends from a few addresses). */
const WEBHOOK_PER_MINUTE = 300;

/**
 * The subscription (issue 10, decision 019): GET /api/parents/check-subscription (spec §6:
 * AI suggestions need an active subscription), POST /api/billing/trial without billing, and
 * with Stripe POST /api/billing/checkout, /portal and the signed /webhook.
 */
/**
 * The signed-in parent, if a guardian: starting a trial and managing the subscription are a
 * guardian's (issue 24, decision 056); whether it is active is every member's to read.
 * @throws HttpError 403 GUARDIAN_ONLY for a caregiver
 */
function guardian(request: FastifyRequest): SessionParent {
  const parent = sessionParent(request);
  assertGuardian(parent);
  return parent;
}

export const billingRoutes: FastifyPluginAsyncZod<{ billing: BillingService }> = async (
  app,
  { billing },
) => {
  app.get(
    '/parents/check-subscription',
    {
      onRequest: app.requireParent,
      schema: {
        tags: ['billing'],
        summary: 'Whether the parent’s subscription (or free trial) is active, and what it is',
        response: { 200: subscriptionCheckSchema, ...errorResponses(401, 429) },
      },
    },
    async (request) => billing.check(sessionParent(request).familyId),
  );

  app.post(
    '/billing/trial',
    {
      onRequest: app.requireParent,
      schema: {
        tags: ['billing'],
        summary: 'Start the parent’s one free 14-day trial (only when Stripe is not configured)',
        response: { 201: subscriptionCheckSchema, ...errorResponses(401, 403, 409, 429) },
      },
    },
    async (request, reply) => reply.status(201).send(await billing.startTrial(guardian(request))),
  );

  /**
   * A POST answering the Stripe page a guardian is sent to (`{ url }`), made by `redirect` for
   * the guardian and the kid whose screen to come back to (404 without Stripe configured).
   */
  const redirectRoute = (
    url: string,
    summary: string,
    redirect: (parent: SessionParent, kidId: number | undefined) => Promise<{ url: string }>,
  ) =>
    app.post(
      url,
      {
        onRequest: app.requireParent,
        schema: {
          tags: ['billing'],
          summary,
          querystring: billingReturnQuerySchema,
          response: {
            200: billingRedirectSchema,
            ...errorResponses(400, 401, 403, 404, 409, 429, 503),
          },
        },
      },
      async (request) => redirect(guardian(request), request.query.kid),
    );

  redirectRoute(
    '/billing/checkout',
    'A Stripe Checkout URL for the subscription (404 without Stripe configured)',
    (parent, kidId) => billing.checkout(parent, kidId),
  );
  redirectRoute(
    '/billing/portal',
    'A Stripe customer portal URL to manage the subscription',
    (parent, kidId) => billing.portal(parent, kidId),
  );

  // The webhook reads its body raw — the signature covers the exact bytes — so it lives in a
  // scope of its own whose only content-type parser keeps the bytes. No session: Stripe is
  // the caller, proven by the signature, so neither is there an XSRF check.
  await app.register(async (webhook) => {
    webhook.removeAllContentTypeParsers();
    webhook.addContentTypeParser(
      '*',
      { parseAs: 'buffer', bodyLimit: WEBHOOK_BODY_LIMIT_BYTES },
      (_request, body, done) => done(null, body),
    );
    webhook.post(
      '/billing/webhook',
      {
        config: {
          xsrf: false,
          rateLimit: { max: WEBHOOK_PER_MINUTE, timeWindow: '1 minute' },
        },
        schema: {
          tags: ['billing'],
          summary:
            'Stripe’s webhook: a signed event (Stripe-Signature) keeps the subscription current',
          response: {
            200: z.object({ received: z.literal(true) }),
            ...errorResponses(400, 404, 413, 429),
          },
        },
      },
      async (request) => {
        const signature = request.headers['stripe-signature'];
        const payload = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        const { outcome, event } = await billing.handleWebhook(
          payload,
          typeof signature === 'string' ? signature : undefined,
        );
        request.log.info({ event: event.id, type: event.type, outcome }, 'Stripe event');
        return { received: true as const };
      },
    );
  });
};
