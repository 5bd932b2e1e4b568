import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  SESSION_COOKIE,
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
import { presentParent } from '../parents/parent.presenter.js';
import type { AuthService } from './auth.service.js';

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
      const { parent, session } = await auth.login(request.body, request.cookies[SESSION_COOKIE]);
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
      await auth.logout(request.cookies[SESSION_COOKIE]);
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
        request.cookies[SESSION_COOKIE],
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
