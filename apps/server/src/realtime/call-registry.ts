import type { Redis } from 'ioredis';

/** How long a call may ring unanswered before its parents count as free again, in ms. */
export const RINGING_TTL_MS = 60_000;
/** How long an answered call keeps its parents busy without news, in ms (a long call). */
export const IN_CALL_TTL_MS = 4 * 60 * 60 * 1000;

/**
 * Who is in a call with whom, for the "busy" answer (issue 12: a call to someone already in a
 * call answers busy). One entry per parent: the peer. Entries expire (ringing one minute, an
 * answered call four hours) so a parent who vanished never stays busy for good. With Redis
 * every instance sees the same entries; without it, one instance's memory.
 */
export interface CallRegistry {
  /**
   * Records that `callerId` rings `calleeId`, unless the callee is in a call with someone
   * else. A new offer between the same two (renegotiation) is allowed.
   * @returns false when the callee is busy
   */
  ring(callerId: number, calleeId: number): Promise<boolean>;
  /** The callee answered: both stay busy for {@link IN_CALL_TTL_MS}. */
  answer(calleeId: number, callerId: number): Promise<void>;
  /** Whether the two are in a call (ringing or answered) with each other. */
  between(a: number, b: number): Promise<boolean>;
  /** Ends the call between the two: each entry that names the other goes. */
  end(a: number, b: number): Promise<void>;
}

/** The registry of one instance, in memory (no REDIS_URL). */
export function memoryCallRegistry(now: () => number = Date.now): CallRegistry {
  const peers = new Map<number, { peer: number; expiresAt: number }>();
  const peerOf = (id: number): number | undefined => {
    const entry = peers.get(id);
    if (!entry) return undefined;
    if (entry.expiresAt <= now()) {
      peers.delete(id);
      return undefined;
    }
    return entry.peer;
  };
  const set = (a: number, b: number, ttlMs: number) => {
    peers.set(a, { peer: b, expiresAt: now() + ttlMs });
    peers.set(b, { peer: a, expiresAt: now() + ttlMs });
  };
  return {
    async ring(callerId, calleeId) {
      const current = peerOf(calleeId);
      if (current !== undefined && current !== callerId) return false;
      set(callerId, calleeId, RINGING_TTL_MS);
      return true;
    },
    async answer(calleeId, callerId) {
      set(callerId, calleeId, IN_CALL_TTL_MS);
    },
    async between(a, b) {
      return peerOf(a) === b;
    },
    async end(a, b) {
      if (peerOf(a) === b) peers.delete(a);
      if (peerOf(b) === a) peers.delete(b);
    },
  };
}

/** Sets both entries unless KEYS[1] (the callee's) names another parent: 1, else 0. */
const RING_SCRIPT = `
local current = redis.call('GET', KEYS[1])
if current and current ~= ARGV[1] then return 0 end
redis.call('SET', KEYS[1], ARGV[1], 'PX', ARGV[3])
redis.call('SET', KEYS[2], ARGV[2], 'PX', ARGV[3])
return 1`;

/** Deletes KEYS[i] when it names ARGV[i]. */
const END_SCRIPT = `
for i = 1, #KEYS do
  if redis.call('GET', KEYS[i]) == ARGV[i] then redis.call('DEL', KEYS[i]) end
end
return 1`;

/**
 * The registry shared by every instance, in Redis: one key per parent (`<prefix>:<id>` →
 * peer id) with a TTL; ringing is one Lua script, so two callers at once cannot both win.
 * @param prefix the keys' prefix (one per deployment; tests give each group of apps one)
 */
export function redisCallRegistry(redis: Redis, prefix: string): CallRegistry {
  const key = (id: number) => `${prefix}:${String(id)}`;
  return {
    async ring(callerId, calleeId) {
      const won = await redis.eval(
        RING_SCRIPT,
        2,
        key(calleeId),
        key(callerId),
        String(callerId),
        String(calleeId),
        String(RINGING_TTL_MS),
      );
      return won === 1;
    },
    async answer(calleeId, callerId) {
      await redis
        .multi()
        .set(key(calleeId), String(callerId), 'PX', IN_CALL_TTL_MS)
        .set(key(callerId), String(calleeId), 'PX', IN_CALL_TTL_MS)
        .exec();
    },
    async between(a, b) {
      return (await redis.get(key(a))) === String(b);
    },
    async end(a, b) {
      await redis.eval(END_SCRIPT, 2, key(a), key(b), String(b), String(a));
    },
  };
}
