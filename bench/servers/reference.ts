import Fastify from 'fastify';
import { announceReady, closeWhenParentGoes, reportStallsOnRequest } from './lifecycle.js';

/** The one primary-key select both references run (the app's parent columns). */
export const PARENT_BY_ID = {
  name: 'reference_parent_by_id',
  text: 'select id, name, email, email_verified, role, dob, gender, photo_file_id from parents where id = $1',
};

/**
 * Serves a like-for-like reference (issue 13): Fastify 5 and nothing else — no plugins, hooks
 * or schema, logger off — answering `GET /parents/:id` with the row `findById` reads, or 404.
 * @param findById runs the prepared primary-key select
 * @param close releases the database once the server has closed
 */
export async function serveReference(
  findById: (id: number) => Promise<unknown>,
  close: () => Promise<void>,
): Promise<void> {
  const app = Fastify({ logger: false });
  app.get('/parents/:id', async (request, reply) => {
    const row = await findById(Number((request.params as { id: string }).id));
    return row ?? reply.status(404).send({ error: 'not found' });
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  closeWhenParentGoes(async () => {
    await app.close();
    await close();
  });
  reportStallsOnRequest();
  announceReady(app.server.address());
}
