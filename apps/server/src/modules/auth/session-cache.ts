import { LRUCache } from 'lru-cache';
import type { FoundSession } from './auth.repository.js';

/** How many validated sessions one instance keeps (about 0.5 KB each: ≈ 5 MB when full). */
const MAX_SESSIONS = 10_000;

export interface SessionCacheOptions {
  /** How long a validated session is kept, in ms (SESSION_CACHE_SECONDS × 1000); 0 keeps none. */
  ttlMs: number;
  /** Most sessions kept (least recently used leave first). */
  max?: number;
  /** The clock, in ms (default Date.now; tests pass their own). */
  now?: () => number;
}

/**
 * Validated sessions kept in process (issue 13, decision 011), so a signed-in request does not
 * look its session up in the database each time. Keyed by the SHA-256 of the cookie token
 * (a heap dump shows no usable token), each entry holds the session id, its expiry and the
 * parent's session columns. An entry leaves:
 * - when its session ends or its parent's row changes: `forgetSessions` / `forgetParent`,
 *   which auth and the session-cache listeners call on this instance and, over Redis, on the
 *   others;
 * - at `ttlMs` after it was read from the database, or at the session's own expiry if sooner;
 * - when the cache is full (least recently used first) or suspended.
 *
 * A lookup that misses reads the database; its answer is kept only if nothing was forgotten
 * while it was in flight (a generation count), so a read that raced a logout cannot put the
 * ended session back. Lookups of one token that miss while its read is in flight share that
 * read (decision 045: at an entry's TTL, every request of a busy session missed at once — one
 * database read and, on an idle pool, one new connection each), unless something was forgotten
 * since it started: a lookup after a logout always reads anew.
 */
export function createSessionCache(options: SessionCacheOptions) {
  const enabled = options.ttlMs > 0;
  const now = options.now ?? Date.now;
  const entries = new LRUCache<string, FoundSession>({
    max: options.max ?? MAX_SESSIONS,
    ttl: Math.max(options.ttlMs, 1),
    // Our clock, read on every check (no cached "now"): an entry is never served past its TTL.
    perf: { now },
    ttlResolution: 0,
    dispose: (session, tokenHash) => unindex(session, tokenHash),
  });
  /** sessionId → token hash, and parentId → token hashes: what each forget must reach. */
  const bySession = new Map<number, string>();
  const byParent = new Map<number, Set<string>>();
  /** Bumped by every forget; a lookup started before a bump does not store its answer. */
  let generation = 0;
  /** Database reads in flight by token hash, with the generation each started in. */
  const reading = new Map<
    string,
    { generation: number; read: Promise<FoundSession | undefined> }
  >();
  /** Off while invalidations from other instances might be missed (Redis disconnected). */
  let suspended = false;

  function unindex(session: FoundSession, tokenHash: string): void {
    if (bySession.get(session.sessionId) === tokenHash) bySession.delete(session.sessionId);
    const ofParent = byParent.get(session.parent.id);
    ofParent?.delete(tokenHash);
    if (ofParent?.size === 0) byParent.delete(session.parent.id);
  }

  function store(tokenHash: string, session: FoundSession): void {
    const untilExpiry = session.expiresAt.getTime() - now();
    if (untilExpiry <= 0) return;
    entries.set(tokenHash, session, { ttl: Math.min(options.ttlMs, untilExpiry) });
    bySession.set(session.sessionId, tokenHash);
    const ofParent = byParent.get(session.parent.id) ?? new Set<string>();
    ofParent.add(tokenHash);
    byParent.set(session.parent.id, ofParent);
  }

  function forget(tokenHashes: Iterable<string>): void {
    generation++;
    for (const tokenHash of [...tokenHashes]) entries.delete(tokenHash);
  }

  return {
    /**
     * The live session with this token hash: from the cache, else from `load` (the database),
     * kept for next time when allowed.
     * @param tokenHash SHA-256 of the session cookie's token
     * @param load reads the unexpired session from the database
     * @param options.fresh read the database even when an answer is kept (an open socket
     *   re-reading its parent after a change another instance announced: this instance may not
     *   have heard the invalidation yet); the answer is kept as any other
     */
    async resolve(
      tokenHash: string,
      load: () => Promise<FoundSession | undefined>,
      options: { fresh?: boolean } = {},
    ): Promise<FoundSession | undefined> {
      const serving = enabled && !suspended;
      if (serving && !options.fresh) {
        const kept = entries.get(tokenHash);
        if (kept && kept.expiresAt.getTime() > now()) return kept;
        const shared = reading.get(tokenHash);
        if (shared && shared.generation === generation) return shared.read;
      }
      const started = generation;
      const read = load();
      if (serving) reading.set(tokenHash, { generation: started, read });
      try {
        const found = await read;
        if (found && enabled && !suspended && started === generation) store(tokenHash, found);
        return found;
      } finally {
        if (reading.get(tokenHash)?.read === read) reading.delete(tokenHash);
      }
    },

    /** Drops these sessions (ended: logout, rotation, reset, account deletion). */
    forgetSessions(sessionIds: readonly number[]): void {
      forget(sessionIds.flatMap((id) => bySession.get(id) ?? []));
    },

    /** Drops every session of a parent whose row changed (profile, photo, verification). */
    forgetParent(parentId: number): void {
      forget(byParent.get(parentId) ?? []);
    },

    /**
     * Empties the cache and, while `suspended`, keeps nothing: every lookup reads the
     * database (used while this instance may miss other instances' invalidations).
     */
    suspend(value: boolean): void {
      suspended = value;
      generation++;
      entries.clear();
    },

    /** How many sessions are kept now (tests and diagnostics). */
    get size(): number {
      return entries.size;
    },

    /** Whether lookups may be served from the cache now (not off, not suspended). */
    get serving(): boolean {
      return enabled && !suspended;
    },
  };
}

export type SessionCache = ReturnType<typeof createSessionCache>;
