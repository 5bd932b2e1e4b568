import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { MESSAGES, SESSION_COOKIE, cookieName } from '@nestling/shared';
import { forbidden } from '../lib/http-errors.js';
import { countInAddressLimit } from '../lib/keyed-rate-limit.js';
import { assertGuardian, sessionParent, type IssuedSession } from '../lib/request-context.js';
import type { SessionContext } from '../modules/auth/auth.service.js';

export interface SessionPluginOptions {
  /**
   * The live session a Cookie header names, or null (`auth.resolveSessionParent`, the same
   * function a Socket.IO handshake calls).
   */
  resolveSessionParent(cookieHeader: string | undefined): Promise<SessionContext | null>;
  secureCookies: boolean;
}

/**
 * Cookie sessions (product.md, Accounts and sessions): an opaque random token in an httpOnly,
 * SameSite=Lax cookie (Secure behind HTTPS), looked up by its hash through
 * `resolveSessionParent` — the same function a Socket.IO handshake calls.
 *
 * The lookup runs only in the routes that need it, as an `onRequest` hook they name
 * (`readSession`, `requireParent`, `requireVerifiedParent`): the SPA's files, the API docs and
 * the calendar feed never pay a database query, and nothing is decided by URL. Being
 * `onRequest`, the guards answer 401 before the body is read or validated. The decorators'
 * types, and `sessionParent(request)` that routes call, are in lib/request-context.ts.
 */
export const sessionPlugin = fp<SessionPluginOptions>(async (app: FastifyInstance, options) => {
  const cookieOptions = {
    path: '/',
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: options.secureCookies,
  };
  // `__Host-nestling_session` when Secure (decision 025): Path=/ and no Domain, as the prefix asks.
  const name = cookieName(SESSION_COOKIE, options.secureCookies);

  app.decorateRequest('parent', null);
  app.decorateRequest('sessionToken', null);
  app.decorateRequest('sessionRead', false);
  app.decorateReply('startSession', function (this: FastifyReply, session: IssuedSession) {
    return this.setCookie(name, session.token, {
      ...cookieOptions,
      expires: session.expiresAt,
    });
  });
  app.decorateReply('endSession', function (this: FastifyReply) {
    return this.clearCookie(name, cookieOptions);
  });

  async function readSession(request: FastifyRequest): Promise<void> {
    if (request.sessionRead) return;
    request.sessionRead = true;
    const session = await options.resolveSessionParent(request.headers.cookie);
    if (session) {
      request.parent = session.parent;
      request.sessionToken = session.token;
    } else if (request.cookies?.[name] !== undefined) {
      // A session cookie naming no session counts in the address's limit: guessing tokens
      // costs the guesser as any request does (issue 27, decision 057).
      await countInAddressLimit(request, MESSAGES.common.rateLimited);
    }
  }

  app.decorate('readSession', readSession);
  app.decorate('requireParent', async (request: FastifyRequest) => {
    await readSession(request);
    sessionParent(request);
  });
  async function requireVerifiedParent(request: FastifyRequest) {
    await readSession(request);
    if (!sessionParent(request).emailVerified) {
      throw forbidden('EMAIL_NOT_VERIFIED', MESSAGES.common.emailNotVerified);
    }
  }
  app.decorate('requireVerifiedParent', requireVerifiedParent);
  app.decorate('requireGuardian', async (request: FastifyRequest) => {
    await requireVerifiedParent(request);
    assertGuardian(sessionParent(request));
  });
  app.decorate('requireModerator', async (request: FastifyRequest) => {
    await requireVerifiedParent(request);
    if (sessionParent(request).role !== 'moderator') {
      throw forbidden('MODERATOR_ONLY', MESSAGES.common.moderatorOnly);
    }
  });
});
