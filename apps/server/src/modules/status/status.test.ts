import { describe, expect, it } from 'vitest';
import { createReadinessCheck } from './status.js';

/** A database whose answer the test decides: up, refusing, or hanging until released. */
function database() {
  let state: 'up' | 'down' = 'up';
  let pings = 0;
  return {
    get pings() {
      return pings;
    },
    set(next: 'up' | 'down') {
      state = next;
    },
    ping: async () => {
      pings++;
      if (state === 'down') throw new Error('connection refused');
    },
  };
}

function setUp() {
  let time = 1_000_000;
  const clock = { now: () => time, advance: (ms: number) => void (time += ms) };
  const db = database();
  const errors: unknown[] = [];
  const check = createReadinessCheck(db.ping, {
    onError: (error) => errors.push(error),
    now: clock.now,
  });
  return { clock, db, errors, check };
}

describe('the readiness check', () => {
  it('pings the database at most once a second, however often it is probed', async () => {
    const { clock, db, check } = setUp();
    for (let i = 0; i < 50; i++) expect((await check()).httpStatus).toBe(200);
    clock.advance(999);
    await check();
    expect(db.pings).toBe(1);
    clock.advance(1);
    await check();
    expect(db.pings).toBe(2);
  });

  it('answers 503 from the first probe a second after the database stopped answering, and 200 once it is back', async () => {
    const { clock, db, errors, check } = setUp();
    expect(await check()).toEqual({ httpStatus: 200, body: { status: 'ok', database: 'ok' } });
    db.set('down');
    clock.advance(999);
    expect((await check()).httpStatus).toBe(200); // the result of less than a second ago
    clock.advance(1);
    expect(await check()).toEqual({
      httpStatus: 503,
      body: { status: 'unavailable', database: 'unavailable' },
    });
    expect((await check()).httpStatus).toBe(503);
    expect(errors).toHaveLength(1); // logged once per ping, not per probe
    db.set('up');
    clock.advance(1000);
    expect((await check()).httpStatus).toBe(200);
  });

  it('lets probes that arrive during a ping share it', async () => {
    const { db, check } = setUp();
    const answers = await Promise.all(Array.from({ length: 20 }, () => check()));
    expect(answers.every((answer) => answer.httpStatus === 200)).toBe(true);
    expect(db.pings).toBe(1);
  });

  it('counts a database that does not answer within the timeout as unavailable', async () => {
    const errors: unknown[] = [];
    const check = createReadinessCheck(() => new Promise<void>(() => {}), {
      onError: (error) => errors.push(error),
      timeoutMs: 20,
    });
    expect((await check()).httpStatus).toBe(503);
    expect(String(errors[0])).toContain('more than 20 ms');
  });
});
