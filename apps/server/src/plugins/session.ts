import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { MESSAGES, SESSION_COOKIE, cookieName } from '@nestling/shared';
import { forbidden, unauthorized } from '../lib/http-errors.js';
import type { AuthService, IssuedSession } from '../modules/auth/auth.service.js';
import type { SessionParent } from '../modules/parents/parent.repository.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in parent, or null: set by `readSession` / `requireParent`. */
    parent: SessionParent | null;
    /** The raw session cookie token when it named a live session. */
    sessionToken: string | null;
    /** Whether the session was looked up already (once per request). */
    sessionRead: boolean;
  }
  interface FastifyReply {
    /** Sets the session cookie for a freshly issued session. */
    startSession(session: IssuedSession): FastifyReply;
    /** Clears the session cookie. */
    endSession(): FastifyReply;
  }
  interface FastifyInstance {
    /** onRequest hook: looks up the session, if the request carries one (never refuses). */
    readSession(request: FastifyRequest): Promise<void>;
    /** onRequest hook: 401 NOT_AUTHENTICATED without a live session. */
    requireParent(request: FastifyRequest): Promise<void>;
    /** onRequest hook: as requireParent, then 403 EMAIL_NOT_VERIFIED before verification. */
    requireVerifiedParent(request: FastifyRequest): Promise<void>;
  }
}

export interface SessionPluginOptions {
  auth: Pick<AuthService, 'resolveSessionParent'>;
  secureCookies: boolean;
}

/** The signed-in parent of a request whose route ran `requireParent`. */
export function sessionParent(request: FastifyRequest): SessionParent {
  if (!request.parent) throw unauthorized('NOT_AUTHENTICATED', MESSAGES.common.notAuthenticated);
  return request.parent;
}

/**
 * Cookie sessions (product.md, Accounts and sessions): an opaque random token in an httpOnly,
 * SameSite=Lax cookie (Secure behind HTTPS), looked up by its hash through
 * `auth.resolveSessionParent` — the same function a Socket.IO handshake calls.
 *
 * The lookup runs only in the routes that need it, as an `onRequest` hook they name
 * (`readSession`, `requireParent`, `requireVerifiedParent`): the SPA's files, the API docs and
 * the calendar feed never pay a database query, and nothing is decided by URL. Being
 * `onRequest`, the guards answer 401 before the body is read or validated.
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
    const session = await options.auth.resolveSessionParent(request.headers.cookie);
    if (session) {
      request.parent = session.parent;
      request.sessionToken = session.token;
    }
  }

  app.decorate('readSession', readSession);
  app.decorate('requireParent', async (request: FastifyRequest) => {
    await readSession(request);
    sessionParent(request);
  });
  app.decorate('requireVerifiedParent', async (request: FastifyRequest) => {
    await readSession(request);
    if (!sessionParent(request).emailVerified) {
      throw forbidden('EMAIL_NOT_VERIFIED', MESSAGES.common.emailNotVerified);
    }
  });
});
