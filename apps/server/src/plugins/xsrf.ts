import csrfProtection from '@fastify/csrf-protection';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { XSRF_COOKIE, XSRF_HEADER } from '@nestling/shared';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * `false` exempts a route from the XSRF check: only for a caller that is not a browser and
     * proves itself otherwise (the Stripe webhook's signature). Default: checked.
     */
    xsrf?: boolean;
  }
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const SECRET_COOKIE = 'nestling_xsrf_secret';
const HEADER = XSRF_HEADER.toLowerCase();

/**
 * XSRF double-submit (product.md), for the routes of the scope it is registered in (the /api
 * scope): every API answer to a request without the token cookie sets `XSRF-TOKEN` (readable
 * by the page); every state-changing API call must echo it in the
 * `X-XSRF-TOKEN` header. The token is an HMAC-bound value of a secret kept in a separate
 * httpOnly cookie (@fastify/csrf-protection), so a token planted by a sibling subdomain
 * without the secret does not pass. A route with `config: { xsrf: false }` is left out (the
 * Stripe webhook: no browser, no cookies, a signed body instead).
 */
export const xsrfPlugin = fp<{ secureCookies: boolean }>(async (app: FastifyInstance, options) => {
  await app.register(csrfProtection, {
    cookieKey: SECRET_COOKIE,
    cookieOpts: { path: '/', httpOnly: true, sameSite: 'lax', secure: options.secureCookies },
    getToken: (request) => {
      const value = request.headers[HEADER];
      return Array.isArray(value) ? value[0] : value;
    },
  });

  app.addHook('onRequest', (request, reply, done) => {
    if (request.routeOptions.config.xsrf === false) return done();
    const hasPair = Boolean(request.cookies[SECRET_COOKIE] && request.cookies[XSRF_COOKIE]);
    if (!hasPair) {
      // Send a fresh token; a state-changing request without the pair fails below anyway.
      reply.setCookie(XSRF_COOKIE, reply.generateCsrf(), {
        path: '/',
        httpOnly: false,
        sameSite: 'lax',
        secure: options.secureCookies,
      });
    }
    if (SAFE_METHODS.has(request.method)) return done();
    app.csrfProtection(request, reply, done);
  });
});
