/**
 * The reference: a bare Fastify hello-world (no plugins, no hooks, no schema), the smallest
 * amount of work Fastify does for a JSON answer on this machine.
 */
import Fastify from 'fastify';
import { announceReady, closeWhenParentGoes, reportStallsOnRequest } from './lifecycle.js';

const app = Fastify({ logger: false });
app.get('/', async () => ({ hello: 'world' }));

await app.listen({ host: '127.0.0.1', port: 0 });
closeWhenParentGoes(() => app.close());
reportStallsOnRequest();
announceReady(app.server.address());
