import fastifyCookie from '@fastify/cookie';
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  HookHandlerDoneFunction,
} from 'fastify';
import fp from 'fastify-plugin';
import { MESSAGES, SESSION_COOKIE, cookieName } from '@nestling/shared';
import { forbidden, unauthorized } from '../lib/http-errors.js';
import type { AuthService, IssuedSession, SessionContext } from '../modules/auth/auth.service.js';
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
    readSession: SessionHook;
    /** onRequest hook: 401 NOT_AUTHENTICATED without a live session. */
    requireParent: SessionHook;
    /** onRequest hook: as requireParent, then 403 EMAIL_NOT_VERIFIED before verification. */
    requireVerifiedParent: SessionHook;
    /**
     * The session lookup as a promise, for a handler that needs the session on some of its
     * paths only (then `sessionParent`); resolves at once when it was looked up already.
     */
    loadSession(request: FastifyRequest): Promise<void>;
  }
}

/**
 * A callback-style onRequest hook (not an async one): when the session cache holds the
 * session, the request goes on without a promise (issue 13).
 */
export type SessionHook = (
  request: FastifyRequest,
  reply: FastifyReply,
  done: HookHandlerDoneFunction,
) => void;

export interface SessionPluginOptions {
  auth: Pick<AuthService, 'resolveSessionToken'>;
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
 * `auth.resolveSessionToken` — what a Socket.IO handshake's `resolveSessionParent` calls too.
 * The token is read from `request.cookies`, which @fastify/cookie parsed for the app's scope
 * (a route added outside it, as tests do, has the header parsed here).
 *
 * The lookup runs only in the routes that need it, as an `onRequest` hook they name
 * (`readSession`, `requireParent`, `requireVerifiedParent`): the SPA's files, the API docs and
 * the calendar feed never pay a database query, and nothing is decided by URL. Being
 * `onRequest`, the guards answer 401 before the body is read or validated. They are callback
 * hooks: a session the cache holds is read without a promise.
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

  /** Records a lookup's answer on the request. */
  function keep(request: FastifyRequest, session: SessionContext | null): void {
    if (session) {
      request.parent = session.parent;
      request.sessionToken = session.token;
    }
  }

  /**
   * Looks the request's session up once: undefined when done synchronously (the cache held
   * it, or there is none to look up), else a promise of the database's answer.
   */
  function lookUp(request: FastifyRequest): Promise<void> | undefined {
    if (request.sessionRead) return undefined;
    request.sessionRead = true;
    const cookies = request.cookies ?? fastifyCookie.parse(request.headers.cookie ?? '');
    const session = options.auth.resolveSessionToken(cookies[name]);
    if (session instanceof Promise) return session.then((found) => keep(request, found));
    keep(request, session);
    return undefined;
  }

  /** A callback hook that looks the session up, then runs `check` (which may throw). */
  function hook(check: (request: FastifyRequest) => void): SessionHook {
    const settle = (request: FastifyRequest, done: HookHandlerDoneFunction) => {
      try {
        check(request);
      } catch (error) {
        done(error as Error);
        return;
      }
      done();
    };
    return (request, _reply, done) => {
      const pending = lookUp(request);
      if (pending) pending.then(() => settle(request, done), done);
      else settle(request, done);
    };
  }

  app.decorate(
    'readSession',
    hook(() => {}),
  );
  app.decorate('requireParent', hook(sessionParent));
  app.decorate(
    'requireVerifiedParent',
    hook((request) => {
      if (!sessionParent(request).emailVerified) {
        throw forbidden('EMAIL_NOT_VERIFIED', MESSAGES.common.emailNotVerified);
      }
    }),
  );
  app.decorate('loadSession', async (request: FastifyRequest) => {
    await lookUp(request);
  });
});
