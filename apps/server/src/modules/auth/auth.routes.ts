import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  MESSAGES,
  loginRequestSchema,
  messageBodySchema,
  parentBodySchema,
  registerRequestSchema,
  resendVerificationSchema,
  resetPasswordSchema,
  resetRequestSchema,
  verifyQuerySchema,
} from '@nestling/shared';
import { errorResponses, noContentResponses, sendNoContent } from '../../lib/route-shapes.js';
import { HttpError } from '../../lib/http-errors.js';
import { keyedRateLimit } from '../../lib/keyed-rate-limit.js';
import { presentParent } from '../parents/parent.presenter.js';
import { accountMailCap, loginThrottle } from './account-limits.js';
import type { AuthService } from './auth.service.js';

/**
 * Tries per account per window, from every address together (issue 14, OWASP ASVS 5.0
 * V6.3.1), for a step that asks a signed-in parent for the password again (account deletion).
 * Sign-in itself is throttled by failures instead (`loginThrottle`, decision 057): a count of
 * every try let twenty strangers' failures lock an account's owner out (issue 27).
 */
export const ACCOUNT_ATTEMPTS_PER_WINDOW = 20;
export const ACCOUNT_ATTEMPTS_WINDOW = '15 minutes';

/**
 * A preHandler that allows {@link ACCOUNT_ATTEMPTS_PER_WINDOW} tries per account and window,
 * from every address together, and answers 429 RATE_LIMITED past them (with `retry-after`).
 * A preHandler, so the body is parsed and valid when `keyOf` reads it; the store is every
 * limit's (Redis when REDIS_URL is set), so it holds across instances ({@link keyedRateLimit}).
 * Used by account deletion (the session's parent).
 * @param keyOf the account a request names (a string unique to that account)
 */
export function accountThrottle(
  app: FastifyInstance,
  keyOf: (request: FastifyRequest) => string,
): (request: FastifyRequest, reply: FastifyReply) => Promise<void> {
  return keyedRateLimit(app, {
    max: ACCOUNT_ATTEMPTS_PER_WINDOW,
    timeWindow: ACCOUNT_ATTEMPTS_WINDOW,
    keyGenerator: keyOf,
    message: MESSAGES.common.rateLimited,
  });
}

export interface AuthRoutesOptions {
  auth: AuthService;
  /** Requests per minute per address on login, register, reset and verification. */
  authPerMinute: number;
}

/**
 * Account routes of spec §7.1 under /api (issue 2 §4). Thin: each validates with the shared
 * schema, calls the auth service and presents the parent. Only the routes that read the
 * session look it up (`readSession`).
 */
export const authRoutes: FastifyPluginAsyncZod<AuthRoutesOptions> = async (
  app,
  { auth, authPerMinute },
) => {
  const limited = { rateLimit: { max: authPerMinute, timeWindow: '1 minute' } };
  const throttle = loginThrottle(app);
  const mailCap = accountMailCap(app);
  const errors = errorResponses(400, 401, 403, 429);
  const verifyErrors = errorResponses(400, 401, 403, 409, 429);

  app.get(
    '/auth/me',
    {
      onRequest: app.readSession,
      schema: {
        tags: ['auth'],
        summary: 'The signed-in parent, or null',
        response: { 200: z.object({ parent: parentBodySchema.shape.parent.nullable() }) },
      },
    },
    async (request) => ({ parent: request.parent ? presentParent(request.parent) : null }),
  );

  app.post(
    '/auth/register',
    {
      config: limited,
      schema: {
        tags: ['auth'],
        summary: 'Register a parent and mail a verification link',
        body: registerRequestSchema,
        response: { 201: messageBodySchema, ...errors },
      },
    },
    async (request, reply) => {
      // Counted for every registration, so a taken e-mail costs what a new one does.
      const notifyTaken = await mailCap.take(request);
      return reply
        .status(201)
        .send({ message: await auth.register(request.body, { notifyTaken }) });
    },
  );

  app.post(
    '/auth/login',
    {
      config: limited,
      preHandler: throttle.check,
      schema: {
        tags: ['auth'],
        summary: 'Log in; rotates the session',
        body: loginRequestSchema,
        response: { 200: parentBodySchema, ...errors },
      },
    },
    async (request, reply) => {
      const { parent, session } = await auth
        .login(request.body, request.cookies[auth.sessionCookie])
        .catch(async (error: unknown) => {
          if (error instanceof HttpError && error.code === 'INVALID_CREDENTIALS')
            await throttle.failed(request);
          throw error;
        });
      reply.startSession(session);
      return { parent: presentParent(parent) };
    },
  );

  app.post(
    '/auth/logout',
    {
      schema: {
        tags: ['auth'],
        summary: 'Log out; deletes the session',
        response: noContentResponses(400, 401, 403, 429),
      },
    },
    async (request, reply) => {
      await auth.logout(request.cookies[auth.sessionCookie]);
      return sendNoContent(reply.endSession());
    },
  );

  app.get(
    '/parents/verify',
    {
      config: limited,
      schema: {
        tags: ['auth'],
        summary: 'Verify the e-mail with a mailed token; signs the parent in',
        querystring: verifyQuerySchema,
        response: { 200: parentBodySchema, ...verifyErrors },
      },
    },
    async (request, reply) => {
      const { parent, session } = await auth.verifyEmail(
        request.query.token,
        request.cookies[auth.sessionCookie],
      );
      reply.startSession(session);
      return { parent: presentParent(parent) };
    },
  );

  app.post(
    '/auth/resend-verification',
    {
      config: limited,
      onRequest: app.readSession,
      schema: {
        tags: ['auth'],
        summary: 'Mail a new verification link',
        // nullish: a POST without a body (signed in, nothing to say) reaches Fastify as null.
        body: resendVerificationSchema.nullish(),
        response: { 200: messageBodySchema, ...errors },
      },
    },
    async (request) => {
      const parent =
        request.parent ??
        (request.body?.email ? await auth.findParentByEmail(request.body.email) : undefined);
      return { message: auth.resendVerification(parent) };
    },
  );

  app.post(
    '/auth/reset-password-request',
    {
      config: limited,
      schema: {
        tags: ['auth'],
        summary: 'Mail a password-reset link',
        body: resetRequestSchema,
        response: { 200: messageBodySchema, ...errors },
      },
    },
    // Never refused per account (decision 057); past the mail cap it answers alike, unmailed.
    async (request) => ({
      message: (await mailCap.take(request))
        ? auth.requestPasswordReset(request.body.email)
        : MESSAGES.resetRequest.success,
    }),
  );

  app.post(
    '/reset-password',
    {
      config: limited,
      onRequest: app.readSession,
      schema: {
        tags: ['auth'],
        summary: 'Set a new password with a reset token; ends other sessions',
        body: resetPasswordSchema,
        response: { 200: messageBodySchema, ...errors },
      },
    },
    async (request) => ({
      message: await auth.resetPassword(
        request.body.token,
        request.body.password,
        request.sessionToken ?? undefined,
      ),
    }),
  );
};
