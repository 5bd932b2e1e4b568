import { describe, expect, it } from 'vitest';
import type { FoundSession } from './auth.repository.js';
import { createSessionCache } from './session-cache.js';

const HOUR = 60 * 60 * 1000;

/** A clock the test moves by hand, in ms. */
function manualClock(start = Date.UTC(2026, 10, 22, 9)) {
  let time = start;
  return { now: () => time, advance: (ms: number) => void (time += ms) };
}

function session(sessionId: number, parentId: number, expiresAt: number): FoundSession {
  return {
    sessionId,
    expiresAt: new Date(expiresAt),
    parent: {
      id: parentId,
      name: `Parent ${parentId}`,
      email: `parent${parentId}@example.com`,
      emailVerified: true,
      role: 'parent',
      dob: null,
      gender: null,
      photoFileId: null,
      locale: 'en',
      familyId: 1000 + parentId,
      familyRole: 'guardian',
    },
  };
}

/** The database's side of a lookup: what it answers now, and how often it was asked. */
function database(clock: { now: () => number }) {
  const rows = new Map<string, FoundSession>();
  let reads = 0;
  return {
    rows,
    get reads() {
      return reads;
    },
    load: (tokenHash: string) => async () => {
      reads++;
      const row = rows.get(tokenHash);
      return row && row.expiresAt.getTime() > clock.now() ? row : undefined;
    },
  };
}

describe('session cache', () => {
  it('serves a validated session again without reading the database, until its TTL', async () => {
    const clock = manualClock();
    const cache = createSessionCache({ ttlMs: 10_000, now: clock.now });
    const db = database(clock);
    db.rows.set('hash-a', session(1, 7, clock.now() + HOUR));

    expect((await cache.resolve('hash-a', db.load('hash-a')))?.sessionId).toBe(1);
    clock.advance(9_999);
    expect((await cache.resolve('hash-a', db.load('hash-a')))?.parent.id).toBe(7);
    expect(db.reads).toBe(1);
    clock.advance(2);
    await cache.resolve('hash-a', db.load('hash-a'));
    expect(db.reads).toBe(2);
  });

  it('reads the database for a fresh lookup, and keeps its answer for the next ones', async () => {
    const clock = manualClock();
    const cache = createSessionCache({ ttlMs: 10_000, now: clock.now });
    const db = database(clock);
    db.rows.set('hash-a', session(1, 7, clock.now() + HOUR));
    await cache.resolve('hash-a', db.load('hash-a'));
    // Another instance changed the parent; this one has not heard the invalidation yet.
    const changed = session(1, 7, clock.now() + HOUR);
    changed.parent.locale = 'es';
    db.rows.set('hash-a', changed);
    expect((await cache.resolve('hash-a', db.load('hash-a')))?.parent.locale).toBe('en');
    expect((await cache.resolve('hash-a', db.load('hash-a'), { fresh: true }))?.parent.locale).toBe(
      'es',
    );
    expect((await cache.resolve('hash-a', db.load('hash-a')))?.parent.locale).toBe('es');
    expect(db.reads).toBe(2);
  });

  it('keeps a session no longer than the session itself lives', async () => {
    const clock = manualClock();
    const cache = createSessionCache({ ttlMs: 10_000, now: clock.now });
    const db = database(clock);
    db.rows.set('hash-a', session(1, 7, clock.now() + 3_000));

    await cache.resolve('hash-a', db.load('hash-a'));
    clock.advance(3_000);
    expect(await cache.resolve('hash-a', db.load('hash-a'))).toBeUndefined();
    expect(db.reads).toBe(2);
  });

  it('forgets ended sessions and every session of a changed parent, and nothing else', async () => {
    const clock = manualClock();
    const cache = createSessionCache({ ttlMs: 10_000, now: clock.now });
    const db = database(clock);
    const expires = clock.now() + HOUR;
    db.rows.set('phone', session(1, 7, expires));
    db.rows.set('laptop', session(2, 7, expires));
    db.rows.set('other', session(3, 8, expires));
    for (const hash of ['phone', 'laptop', 'other']) await cache.resolve(hash, db.load(hash));
    expect(cache.size).toBe(3);

    db.rows.delete('phone');
    cache.forgetSessions([1]);
    expect(await cache.resolve('phone', db.load('phone'))).toBeUndefined();
    expect(cache.size).toBe(2);

    cache.forgetParent(7);
    expect(cache.size).toBe(1);
    const reads = db.reads;
    expect((await cache.resolve('other', db.load('other')))?.sessionId).toBe(3);
    expect(db.reads).toBe(reads);
  });

  it('does not keep an answer that was read while a forget happened (a lookup racing a logout)', async () => {
    const clock = manualClock();
    const cache = createSessionCache({ ttlMs: 10_000, now: clock.now });
    const stale = session(1, 7, clock.now() + HOUR);
    let release!: () => void;
    const slowRead = () =>
      new Promise<FoundSession>((resolve) => {
        release = () => resolve(stale);
      });

    const racing = cache.resolve('hash-a', slowRead);
    cache.forgetSessions([1]); // the logout commits while the read is in flight
    release();
    expect((await racing)?.sessionId).toBe(1); // that one request saw it, as without a cache
    expect(cache.size).toBe(0);
    expect(await cache.resolve('hash-a', async () => undefined)).toBeUndefined();
  });

  it('lets lookups of one session that miss together share one database read', async () => {
    const clock = manualClock();
    const cache = createSessionCache({ ttlMs: 10_000, now: clock.now });
    const db = database(clock);
    db.rows.set('hash-a', session(1, 7, clock.now() + HOUR));
    db.rows.set('hash-b', session(2, 8, clock.now() + HOUR));

    const answers = await Promise.all([
      ...Array.from({ length: 20 }, () => cache.resolve('hash-a', db.load('hash-a'))),
      cache.resolve('hash-b', db.load('hash-b')),
    ]);
    expect(answers.map((found) => found?.sessionId)).toEqual([...Array(20).fill(1), 2]);
    expect(db.reads).toBe(2); // one per token, not one per request
    // At the TTL they miss together again, and again share one read.
    clock.advance(10_001);
    await Promise.all(Array.from({ length: 5 }, () => cache.resolve('hash-a', db.load('hash-a'))));
    expect(db.reads).toBe(3);
  });

  it('does not let a lookup after a logout share a read begun before it', async () => {
    const clock = manualClock();
    const cache = createSessionCache({ ttlMs: 10_000, now: clock.now });
    let release!: () => void;
    const slowRead = () =>
      new Promise<FoundSession>((resolve) => {
        release = () => resolve(session(1, 7, clock.now() + HOUR));
      });

    const before = cache.resolve('hash-a', slowRead);
    cache.forgetSessions([1]); // the logout commits while the read is in flight
    let readsAfter = 0;
    const after = cache.resolve('hash-a', async () => {
      readsAfter++;
      return undefined; // the database no longer has the session
    });
    release();
    expect((await before)?.sessionId).toBe(1);
    expect(await after).toBeUndefined();
    expect(readsAfter).toBe(1);
    expect(cache.size).toBe(0);
  });

  it('keeps nothing while suspended or turned off (TTL 0)', async () => {
    const clock = manualClock();
    const db = database(clock);
    db.rows.set('hash-a', session(1, 7, clock.now() + HOUR));

    const cache = createSessionCache({ ttlMs: 10_000, now: clock.now });
    await cache.resolve('hash-a', db.load('hash-a'));
    cache.suspend(true);
    expect(cache.size).toBe(0);
    expect(cache.serving).toBe(false);
    await cache.resolve('hash-a', db.load('hash-a'));
    await cache.resolve('hash-a', db.load('hash-a'));
    expect(db.reads).toBe(3);
    cache.suspend(false);
    await cache.resolve('hash-a', db.load('hash-a'));
    await cache.resolve('hash-a', db.load('hash-a'));
    expect(db.reads).toBe(4);

    const off = createSessionCache({ ttlMs: 0, now: clock.now });
    await off.resolve('hash-a', db.load('hash-a'));
    await off.resolve('hash-a', db.load('hash-a'));
    expect(db.reads).toBe(6);
    expect(off.serving).toBe(false);
  });

  it('lets the least recently used session go when full', async () => {
    const clock = manualClock();
    const cache = createSessionCache({ ttlMs: 10_000, max: 2, now: clock.now });
    const db = database(clock);
    for (const [i, hash] of ['a', 'b', 'c'].entries())
      db.rows.set(hash, session(i + 1, i + 1, clock.now() + HOUR));
    await cache.resolve('a', db.load('a'));
    await cache.resolve('b', db.load('b'));
    await cache.resolve('a', db.load('a'));
    await cache.resolve('c', db.load('c'));
    expect(cache.size).toBe(2);
    const reads = db.reads;
    await cache.resolve('a', db.load('a'));
    expect(db.reads).toBe(reads);
    await cache.resolve('b', db.load('b'));
    expect(db.reads).toBe(reads + 1);
    // 'c' was evicted in turn, and left the indexes too: forgetting its parent touches nothing.
    cache.forgetParent(3);
    expect(cache.size).toBe(2);
  });
});
