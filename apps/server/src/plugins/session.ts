import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { MESSAGES, SESSION_COOKIE } from '@nestling/shared';
import { forbidden, unauthorized } from '../lib/http-errors.js';
import type { ParentRecord } from '../modules/auth/auth.repository.js';
import type { AuthService, IssuedSession } from '../modules/auth/auth.service.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in parent, or null. Set for every request by the session plugin. */
    parent: ParentRecord | null;
    /** The raw session cookie token when it named a live session. */
    sessionToken: string | null;
  }
  interface FastifyReply {
    /** Sets the session cookie for a freshly issued session. */
    startSession(session: IssuedSession): FastifyReply;
    /** Clears the session cookie. */
    endSession(): FastifyReply;
  }
  interface FastifyInstance {
    /** preHandler: 401 without a session. */
    requireParent(request: FastifyRequest): Promise<void>;
    /** preHandler: 401 without a session, 403 EMAIL_NOT_VERIFIED before verification. */
    requireVerifiedParent(request: FastifyRequest): Promise<void>;
  }
}

export interface SessionPluginOptions {
  auth: AuthService;
  secureCookies: boolean;
}

/** The signed-in parent of a request whose route ran `requireParent`. */
export function sessionParent(request: FastifyRequest): ParentRecord {
  if (!request.parent) throw unauthorized('NOT_AUTHENTICATED', MESSAGES.common.notAuthenticated);
  return request.parent;
}

/**
 * Cookie sessions (product.md, Accounts and sessions): an opaque random token in an httpOnly,
 * SameSite=Lax cookie (Secure behind HTTPS), looked up by its hash on each API request.
 */
export const sessionPlugin = fp<SessionPluginOptions>(async (app: FastifyInstance, options) => {
  const cookieOptions = {
    path: '/',
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: options.secureCookies,
  };

  app.decorateRequest('parent', null);
  app.decorateRequest('sessionToken', null);
  app.decorateReply('startSession', function (this: FastifyReply, session: IssuedSession) {
    return this.setCookie(SESSION_COOKIE, session.token, {
      ...cookieOptions,
      expires: session.expiresAt,
    });
  });
  app.decorateReply('endSession', function (this: FastifyReply) {
    return this.clearCookie(SESSION_COOKIE, cookieOptions);
  });

  app.addHook('onRequest', async (request) => {
    if (!request.url.startsWith('/api/') && !request.url.startsWith('/socket.io')) return;
    const token = request.cookies[SESSION_COOKIE];
    if (!token || token.length > 100) return;
    const parent = await options.auth.findSessionParent(token);
    if (parent) {
      request.parent = parent;
      request.sessionToken = token;
    }
  });

  app.decorate('requireParent', async (request: FastifyRequest) => {
    sessionParent(request);
  });
  app.decorate('requireVerifiedParent', async (request: FastifyRequest) => {
    if (!sessionParent(request).emailVerified) {
      throw forbidden('EMAIL_NOT_VERIFIED', MESSAGES.common.emailNotVerified);
    }
  });
});
