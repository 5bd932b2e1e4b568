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
  }
}

export interface SecurityOptions {
  /** Origins allowed cross-origin access (CORS_ORIGINS); empty means same origin only. */
  corsOrigins: string[];
  /** Whether the app is served over HTTPS (adds HSTS and upgrade-insecure-requests). */
  https: boolean;
}

/**
 * Security headers (helmet) with a real Content-Security-Policy for the SPA, and CORS only for
 * the origins CORS_ORIGINS names (product.md, One origin).
 *
 * helmet's middleware is built once, here, and applied by one hook. (@fastify/helmet built it
 * anew on every request — parsing the CSP directives each time — which was a sixth of the CPU
 * of a request that does no I/O; issue 13.)
 */
export const securityPlugin = fp<SecurityOptions>(async (app: FastifyInstance, options) => {
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
  app.addHook('onRequest', (request, reply, done) => {
    setSecurityHeaders(request.raw, reply.raw, (error?: unknown) => done(error as Error));
  });
  // For answers that never run a hook: the router's own errors (plugins/errors.ts).
  app.decorate('applySecurityHeaders', (request: IncomingMessage, response: ServerResponse) =>
    setSecurityHeaders(request, response, () => {}),
  );
  if (options.corsOrigins.length > 0) {
    await app.register(cors, { origin: options.corsOrigins, credentials: true });
  }
});
