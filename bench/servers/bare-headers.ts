/**
 * The probes' like-for-like reference (decision 040): the bare Fastify hello of `bare.ts` that
 * also writes the header set the probes write — the API's security headers as the app records
 * them (`securityHeadersPlugin`'s `api` set, same names and values, decision 042), `Cache-Control:
 * no-store` and a `randomUUID` `X-Request-Id` — and nothing else: no logger, no hooks, no schema.
 * `GET /api/health/live` ÷ this target is what the probe costs beyond its headers; this target
 * ÷ `bare.ts` is what the headers cost.
 */
import { randomUUID } from 'node:crypto';
import Fastify from 'fastify';
import { securityHeadersPlugin } from '../../apps/server/src/plugins/security.js';
import { announceReady, closeWhenParentGoes } from './lifecycle.js';

const app = Fastify({ logger: false });
// As the bench's app is configured (APP_URL http://127.0.0.1: no HSTS).
await app.register(securityHeadersPlugin, { https: false });
const headers: Record<string, string> = { ...app.securityHeaders.api, 'cache-control': 'no-store' };
app.get('/', (_request, reply) => {
  reply.headers(headers).header('x-request-id', randomUUID()).send({ hello: 'world' });
});

await app.listen({ host: '127.0.0.1', port: 0 });
closeWhenParentGoes(() => app.close());
announceReady(app.server.address());
