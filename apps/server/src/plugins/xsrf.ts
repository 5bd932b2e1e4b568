import csrfProtection from '@fastify/csrf-protection';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { XSRF_COOKIE, XSRF_HEADER, XSRF_SECRET_COOKIE, cookieName } from '@nestling/shared';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const HEADER = XSRF_HEADER.toLowerCase();

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * `false` exempts a route from the XSRF check: only for a caller that is not a browser and
     * proves itself otherwise (the Stripe webhook's signature). Default: checked.
     */
    xsrf?: boolean;
    /**
     * Whether an answer of this route hands a request that has no XSRF pair a new one (default
     * true). False — or a function of the request answering false — only for requests that
     * no page script makes and that change nothing: load-balancer probes, calendar apps
     * reading the feed, the browser fetching a file for an `<img>` or a download. Such a
     * request could not use a token, and minting one costs a random secret, an HMAC and two
     * `Set-Cookie` (issue 13).
     */
    xsrfPair?: boolean | ((request: FastifyRequest) => boolean);
  }
}

/**
 * XSRF double-submit (product.md), for the routes of the scope it is registered in (the /api
 * scope): an API answer to a request without the token pair sets it (`XSRF-TOKEN` readable by
 * the page, its secret httpOnly) — except on the routes whose `config.xsrfPair` says no (the
 * probes, GET of the calendar feed and of files); every state-changing API call must echo the
 * token in the `X-XSRF-TOKEN` header, on every route. The token is an HMAC-bound value of the
 * secret (@fastify/csrf-protection), so a token planted by a sibling subdomain without the
 * secret does not pass.
 * A route with `config: { xsrf: false }` is left out entirely (the Stripe webhook: no browser,
 * no cookies, a signed body instead).
 */
export const xsrfPlugin = fp<{ secureCookies: boolean }>(async (app: FastifyInstance, options) => {
  // `__Host-` names when Secure (decision 025): no sibling subdomain can plant either cookie.
  const SECRET_COOKIE = cookieName(XSRF_SECRET_COOKIE, options.secureCookies);
  const TOKEN_COOKIE = cookieName(XSRF_COOKIE, options.secureCookies);
  await app.register(csrfProtection, {
    cookieKey: SECRET_COOKIE,
    cookieOpts: { path: '/', httpOnly: true, sameSite: 'lax', secure: options.secureCookies },
    getToken: (request) => {
      const value = request.headers[HEADER];
      return Array.isArray(value) ? value[0] : value;
    },
  });

  /** Whether this request's answer hands out a new pair (it has none, and may need one). */
  function wantsPair(request: FastifyRequest): boolean {
    if (request.cookies[SECRET_COOKIE] && request.cookies[TOKEN_COOKIE]) return false;
    const wanted = request.routeOptions.config.xsrfPair;
    return typeof wanted === 'function' ? wanted(request) : wanted !== false;
  }

  app.addHook('onRequest', (request, reply, done) => {
    if (request.routeOptions.config.xsrf === false) return done();
    if (wantsPair(request)) {
      // Send a fresh token; a state-changing request without the pair fails below anyway.
      reply.setCookie(TOKEN_COOKIE, reply.generateCsrf(), {
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
