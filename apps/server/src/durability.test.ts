import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { TEST_PASSWORD, uniqueEmail } from '../test/helpers/accounts.js';
import { createPostgresCopy } from '../test/helpers/database.js';
import {
  HttpClient,
  startServerProcess,
  stopServerProcess,
  type ServerProcess,
} from '../test/helpers/server-process.js';

const WRITES = 100;
/** The server is killed once this many writes were acknowledged (the rest are in flight). */
const KILL_AFTER = 30;

/** The form of a new kid (POST /api/kids is multipart). */
function kidForm(): FormData {
  const form = new FormData();
  const fields = { name: 'Ivy', age: '5', gender: 'Female', dob: '2021-01-01', address: '1 Road' };
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  return form;
}

/**
 * kill -9 during 100 concurrent writes (issue 14): every write the server acknowledged (201
 * with the new milestone's id) is there after a restart on the same database — the answer is sent
 * only after the transaction committed, and the database's commit is durable.
 */
async function killDuringWrites(env: Record<string, string>) {
  let server: ServerProcess = await startServerProcess(env);
  try {
    const client = new HttpClient(server.url);
    const email = uniqueEmail('durable');
    const registered = await client.request('POST', '/api/auth/register', {
      name: 'Durable Parent',
      email,
      password: TEST_PASSWORD,
      gender: 'Other',
      dob: '1990-01-01',
    });
    expect(registered.status, server.output()).toBe(201);
    const login = await client.request('POST', '/api/auth/login', {
      email,
      password: TEST_PASSWORD,
    });
    expect(login.status).toBe(200);

    const kid = await client.request('POST', '/api/kids', kidForm());
    expect(kid.status).toBe(201);
    const kidId = ((await kid.json()) as { id: number }).id;

    const acknowledged: number[] = [];
    let failed = 0;
    const refusals: string[] = [];
    const writes = Array.from({ length: WRITES }, async (_, index) => {
      try {
        const response = await client.request('POST', '/api/milestones', {
          kidId,
          title: `Milestone ${index}`,
          date: '2026-01-15',
        });
        if (response.status === 201) {
          acknowledged.push(((await response.json()) as { id: number }).id);
          if (acknowledged.length === KILL_AFTER) server.child.kill('SIGKILL');
        } else {
          failed += 1;
          refusals.push(`${response.status} ${await response.text()}`);
        }
      } catch {
        failed += 1; // cut by the kill: never acknowledged
      }
    });
    await Promise.all(writes);
    await stopServerProcess(server, 'SIGKILL');
    expect(acknowledged.length, refusals.slice(0, 3).join('\n')).toBeGreaterThanOrEqual(KILL_AFTER);

    server = await startServerProcess(env);
    client.baseUrl = server.url;
    const stored: number[] = [];
    for (let page = 1; ; page += 1) {
      const answer = await client.request(
        'GET',
        `/api/milestones?kidId=${kidId}&pageSize=20&page=${page}`,
      );
      expect(answer.status, server.output()).toBe(200);
      const items = ((await answer.json()) as { items: { id: number }[] }).items;
      if (items.length === 0) break;
      stored.push(...items.map((item) => item.id));
    }
    const lost = acknowledged.filter((id) => !stored.includes(id));
    process.stdout.write(
      `kill -9 (${env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}): ${acknowledged.length} acknowledged, ` +
        `${failed} cut, ${stored.length} stored after restart, ${lost.length} lost\n`,
    );
    expect(lost).toEqual([]);
  } finally {
    await stopServerProcess(server, 'SIGKILL');
  }
}

describe('kill -9 during 100 concurrent writes', () => {
  const cleanups: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const cleanup of cleanups) await cleanup();
  });

  it('loses no acknowledged write on the embedded database (PGlite)', async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'nestling-durable-'));
    cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
    await killDuringWrites({ DATA_DIR: dataDir, WEB_DIST_DIR: path.join(dataDir, 'no-web') });
  }, 180_000);

  it('loses no acknowledged write on PostgreSQL', async () => {
    const copy = await createPostgresCopy();
    // Without TEST_DATABASE_URL (a machine without PostgreSQL) the PGlite case above stands.
    if (!copy) return;
    cleanups.push(() => copy.drop());
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'nestling-durable-'));
    cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
    await killDuringWrites({
      DATABASE_URL: copy.url,
      DATA_DIR: dataDir,
      WEB_DIST_DIR: path.join(dataDir, 'no-web'),
    });
  }, 180_000);
});
