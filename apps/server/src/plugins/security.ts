import type { IncomingMessage, ServerResponse } from 'node:http';
import cors from '@fastify/cors';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import helmet from 'helmet';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Sets the API's security headers on a raw answer that no hook runs for — the router's own
     * errors, such as a URL that is not valid percent-encoding (issue 14: every answer). Those
     * answers are JSON errors, whatever their path, so they carry the API set (decision 042).
     */
    applySecurityHeaders?: (request: IncomingMessage, response: ServerResponse) => void;
    /** The two security header sets recorded once at start-up (securityHeadersPlugin). */
    securityHeaders: SecurityHeaderSets;
  }
}

/** Header values by lower-case name, as `reply.headers()` takes them. */
export type HeaderSet = Readonly<Record<string, string>>;

/**
 * The security headers of each kind of answer (decision 042), recorded once from helmet.
 * - `document`: the SPA's pages, its static files and the API docs' pages — helmet's full set
 *   with the SPA's Content-Security-Policy (12 headers with HSTS on https).
 * - `api`: every answer under /api that is not a docs page (JSON, files, the zip export, API
 *   errors, the probes), the router's errors, the 404 of an unknown path and Socket.IO's
 *   answers — the OWASP REST Security Cheat Sheet's set: `Content-Security-Policy:
 *   default-src 'none';frame-ancestors 'none'`, nosniff, `Referrer-Policy: no-referrer`,
 *   `Cross-Origin-Resource-Policy: same-origin`, and HSTS on https (4 headers, 5 on https).
 *   `Cache-Control: no-store` is the API scope's (`apiCachePlugin`), not part of the set.
 */
export interface SecurityHeaderSets {
  document: HeaderSet;
  api: HeaderSet;
}

type HelmetMiddleware = ReturnType<typeof helmet>;

/**
 * The headers `middleware` sets, by lower-case name, recorded from one run on a stand-in
 * request and response (helmet only sets and removes headers; it reads nothing of either).
 * @throws Error when the middleware reports an error
 */
function recordHeaders(middleware: HelmetMiddleware): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  middleware({} as IncomingMessage, response as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error instanceof Error ? error : new Error(String(error));
  });
  return headers;
}

/**
 * The two header sets (`SecurityHeaderSets`), each recorded once from helmet (issue 13),
 * decorated on the root instance as `securityHeaders`, with `applySecurityHeaders` (the API set)
 * for answers that no hook runs for: the router's own errors, which Fastify answers in the root
 * context (plugins/errors.ts). It adds no hook: the probes, which live in the root context, set
 * the API set themselves (decision 037); `securityPlugin` hands a set to every other answer.
 *
 * helmet's headers do not depend on the request (no nonces), so helmet runs once per set, here,
 * on a stand-in response that records them. (@fastify/helmet built the middleware anew on every
 * request — parsing the CSP directives each time — a sixth of the CPU of a request that does no
 * I/O; running the built middleware per request still cost about 9 % of a liveness answer:
 * twelve functions, each `setHeader` validated by Node.)
 *
 * The API set (decision 042; OWASP REST Security Cheat Sheet, "Security Headers") keeps what
 * protects an answer that is not a document: `default-src 'none'` (nothing loads if an answer
 * is ever opened as a page) with `frame-ancestors 'none'` (no framing: CSP's replacement for
 * X-Frame-Options, which a browser ignores when both are present), nosniff, the same referrer
 * policy, CORP `same-origin` (no other origin reads a JSON answer, a photo or a PDF through a
 * no-cors `<img>`/`<script>`: Spectre and cross-site script inclusion, MDN) and HSTS on https.
 * It drops what only a document uses: COOP, Origin-Agent-Cluster, X-DNS-Prefetch-Control,
 * X-Download-Options (IE 8), X-Frame-Options, X-Permitted-Cross-Domain-Policies (Flash/Acrobat
 * policy files) and X-XSS-Protection.
 * @param options.https whether APP_URL is https: HSTS on both sets, upgrade-insecure-requests in
 *   the document CSP
 */
export const securityHeadersPlugin = fp<{ https: boolean }>(
  async (app: FastifyInstance, options) => {
    const strictTransportSecurity = options.https
      ? { maxAge: 15_552_000, includeSubDomains: true }
      : false;
    const document = recordHeaders(
      helmet({
        contentSecurityPolicy: {
          useDefaults: false,
          directives: {
            defaultSrc: ["'self'"],
            baseUri: ["'self'"],
            scriptSrc: ["'self'"],
            // react-hot-toast and the date pickers inject style elements at run time.
            styleSrc: ["'self'", "'unsafe-inline'"],
            imgSrc: ["'self'", 'data:', 'blob:'],
            mediaSrc: ["'self'", 'blob:'],
            fontSrc: ["'self'", 'data:'],
            connectSrc: ["'self'", 'ws:', 'wss:'],
            objectSrc: ["'none'"],
            frameAncestors: ["'none'"],
            formAction: ["'self'"],
            ...(options.https ? { upgradeInsecureRequests: [] } : {}),
          },
        },
        strictTransportSecurity,
        crossOriginEmbedderPolicy: false,
      }),
    );
    const api = recordHeaders(
      helmet({
        contentSecurityPolicy: {
          useDefaults: false,
          directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] },
        },
        strictTransportSecurity,
        crossOriginEmbedderPolicy: false,
        crossOriginOpenerPolicy: false,
        originAgentCluster: false,
        xDnsPrefetchControl: false,
        xDownloadOptions: false,
        xFrameOptions: false,
        xPermittedCrossDomainPolicies: false,
        xXssProtection: false,
      }),
    );
    const sets: SecurityHeaderSets = { document, api };
    const apiEntries = Object.entries(api);
    app.decorate('securityHeaders', sets);
    app.decorate('applySecurityHeaders', (_request: IncomingMessage, response: ServerResponse) => {
      for (const [name, value] of apiEntries) response.setHeader(name, value);
    });
  },
);

/**
 * A hook that gives an answer the API set in place of any set it had, for the 404 handler
 * (decision 042): a 404 is a JSON error, and a document route's `reply.callNotFound()` (a
 * missing SPA file) reaches that handler after the documents' hook set helmet's full set, so
 * the headers only a document uses are removed too. Runs only for 404s.
 */
export function apiHeadersHook(
  sets: SecurityHeaderSets,
): (request: FastifyRequest, reply: FastifyReply, done: () => void) => void {
  const documentOnly = Object.keys(sets.document).filter((name) => !(name in sets.api));
  return (_request, reply, done) => {
    for (const name of documentOnly) reply.removeHeader(name);
    reply.headers(sets.api);
    done();
  };
}

export interface SecurityOptions {
  /** Which set of `securityHeadersPlugin` (registered before it, on the root) this scope's answers carry. */
  headers: keyof SecurityHeaderSets;
  /** Origins allowed cross-origin access (CORS_ORIGINS); empty means same origin only. */
  corsOrigins: string[];
}

/**
 * Security headers on every answer of the scope it is registered in — the set `options.headers`
 * names, handed to `reply.headers()` in an `onRequest` hook (register it first in the scope, so
 * it runs before the scope's other hooks) and written by Fastify in one go at `writeHead` — and
 * CORS only for the origins CORS_ORIGINS names (product.md, One origin), after the headers, so
 * a preflight answered in CORS's hook carries them too. Registered once per scope: the API's
 * (`api`) and the documents' (`document`), decision 042.
 */
export const securityPlugin = fp<SecurityOptions>(async (app: FastifyInstance, options) => {
  const headers = app.securityHeaders[options.headers];
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
  if (options.corsOrigins.length > 0) {
    await app.register(cors, { origin: options.corsOrigins, credentials: true });
  }
});
