import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  SESSION_COOKIE,
  errorBodySchema,
  loginRequestSchema,
  messageBodySchema,
  parentBodySchema,
  registerRequestSchema,
  resendVerificationSchema,
  resetPasswordSchema,
  resetRequestSchema,
  verifyQuerySchema,
} from '@nestling/shared';
import { sessionParent } from '../../plugins/session.js';
import type { AuthService } from './auth.service.js';
import { presentParent } from './parent.presenter.js';

export interface AuthRoutesOptions {
  auth: AuthService;
  /** Requests per minute per address on login, register, reset and verification. */
  authPerMinute: number;
}

const errors = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  429: errorBodySchema,
};

/**
 * Account routes of spec §7.1 under /api (issue 2 §4). Thin: each validates with the shared
 * schema, calls the auth service and presents the parent.
 */
export const authRoutes: FastifyPluginAsyncZod<AuthRoutesOptions> = async (
  app,
  { auth, authPerMinute },
) => {
  const limited = { rateLimit: { max: authPerMinute, timeWindow: '1 minute' } };

  app.get(
    '/auth/me',
    {
      schema: {
        tags: ['auth'],
        summary: 'The signed-in parent, or null',
        response: { 200: z.object({ parent: parentBodySchema.shape.parent.nullable() }) },
      },
    },
    async (request) => ({ parent: request.parent ? presentParent(request.parent) : null }),
  );

  app.get(
    '/parents/me',
    {
      preHandler: app.requireParent,
      schema: {
        tags: ['parents'],
        summary: 'The signed-in parent',
        response: { 200: parentBodySchema, ...errors },
      },
    },
    async (request) => ({ parent: presentParent(sessionParent(request)) }),
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
    async (request, reply) =>
      reply.status(201).send({ message: await auth.register(request.body) }),
  );

  app.post(
    '/auth/login',
    {
      config: limited,
      schema: {
        tags: ['auth'],
        summary: 'Log in; rotates the session',
        body: loginRequestSchema,
        response: { 200: parentBodySchema, ...errors },
      },
    },
    async (request, reply) => {
      const { parent, session } = await auth.login(request.body);
      const previous = request.cookies[SESSION_COOKIE];
      if (previous) await auth.logout(previous);
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
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      const token = request.cookies[SESSION_COOKIE];
      if (token) await auth.logout(token);
      return reply.endSession().status(204).send(null);
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
        response: { 200: parentBodySchema, ...errors },
      },
    },
    async (request, reply) => {
      const { parent, session } = await auth.verifyEmail(request.query.token);
      const previous = request.cookies[SESSION_COOKIE];
      if (previous) await auth.logout(previous);
      reply.startSession(session);
      return { parent: presentParent(parent) };
    },
  );

  app.post(
    '/auth/resend-verification',
    {
      config: limited,
      schema: {
        tags: ['auth'],
        summary: 'Mail a new verification link',
        body: resendVerificationSchema.optional(),
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
    async (request) => ({ message: auth.requestPasswordReset(request.body.email) }),
  );

  app.post(
    '/reset-password',
    {
      config: limited,
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
