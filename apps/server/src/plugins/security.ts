import type { IncomingMessage, ServerResponse } from 'node:http';
import cors from '@fastify/cors';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet from 'helmet';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Sets the security headers on a raw answer that no hook runs for — the router's own
     * errors, such as a URL that is not valid percent-encoding (issue 14: every answer).
     */
    applySecurityHeaders?: (request: IncomingMessage, response: ServerResponse) => void;
    /** helmet's headers as recorded once at start-up, by lower-case name (securityHeadersPlugin). */
    securityHeaders: Readonly<Record<string, string>>;
  }
}

export interface SecurityOptions {
  /** Origins allowed cross-origin access (CORS_ORIGINS); empty means same origin only. */
  corsOrigins: string[];
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
 * helmet's headers for the whole app, recorded once (issue 13) — a real Content-Security-Policy
 * for the SPA — decorated on the root instance as `securityHeaders`, with
 * `applySecurityHeaders` for answers that no hook runs for: the router's own errors, which
 * Fastify answers in the root context (plugins/errors.ts). It adds no hook: the probes, which
 * live in the root context, do not pay for it (decision 037); `securityPlugin` hands the headers
 * to every other answer.
 *
 * helmet's headers do not depend on the request (no nonces), so helmet runs once, here, on a
 * stand-in response that records them. (@fastify/helmet built the middleware anew on every
 * request — parsing the CSP directives each time — a sixth of the CPU of a request that does no
 * I/O; running the built middleware per request still cost about 9 % of a liveness answer:
 * twelve functions, each `setHeader` validated by Node.)
 */
export const securityHeadersPlugin = fp<{ https: boolean }>(
  async (app: FastifyInstance, options) => {
    const setSecurityHeaders = helmet({
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
      strictTransportSecurity: options.https
        ? { maxAge: 15_552_000, includeSubDomains: true }
        : false,
      crossOriginEmbedderPolicy: false,
    });
    const headers = recordHeaders(setSecurityHeaders);
    const entries = Object.entries(headers);
    app.decorate('securityHeaders', headers);
    app.decorate('applySecurityHeaders', (_request: IncomingMessage, response: ServerResponse) => {
      for (const [name, value] of entries) response.setHeader(name, value);
    });
  },
);

/**
 * Security headers on every answer of the scope it is registered in — the recorded helmet set
 * of `securityHeadersPlugin` (registered before it, on the root), handed to `reply.headers()`
 * so Fastify writes them in one go at `writeHead` — and CORS only for the origins CORS_ORIGINS
 * names (product.md, One origin).
 */
export const securityPlugin = fp<SecurityOptions>(async (app: FastifyInstance, options) => {
  const headers = app.securityHeaders;
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
  if (options.corsOrigins.length > 0) {
    await app.register(cors, { origin: options.corsOrigins, credentials: true });
  }
});
