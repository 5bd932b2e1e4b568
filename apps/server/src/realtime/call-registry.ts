import type { Redis } from 'ioredis';
import type { IceCandidate, SessionDescription } from '@nestling/shared';

/** How long a call may ring unanswered before its parents count as free again, in ms. */
export const RINGING_TTL_MS = 60_000;
/** How long an answered call keeps its parents busy without news, in ms (a long call). */
export const IN_CALL_TTL_MS = 4 * 60 * 60 * 1000;
/** Early ICE candidates kept with a ringing call for a late socket (a few per network path). */
export const RINGING_CANDIDATES_MAX = 32;

/**
 * A call ringing a parent, as a socket of theirs that connects after the ring must hear it
 * (issue 25, decision 066: the app opened by tapping the call's push): the caller, their name,
 * the offer, and the ICE candidates the caller trickled meanwhile (oldest first).
 */
export interface RingingCall {
  from: number;
  name: string;
  signal: SessionDescription;
  candidates: IceCandidate[];
}

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
  /**
   * Keeps the offer of a new call ringing `calleeId` (and forgets candidates kept before), for
   * {@link ringingFor}; it goes when the callee answers, when either ends the call, or after
   * {@link RINGING_TTL_MS}.
   */
  keepRinging(calleeId: number, call: Omit<RingingCall, 'candidates'>): Promise<void>;
  /**
   * Keeps an ICE candidate `from` sent to `calleeId` while `from`'s call rings them (nothing
   * otherwise; at most {@link RINGING_CANDIDATES_MAX}).
   */
  keepCandidate(calleeId: number, from: number, candidate: IceCandidate): Promise<void>;
  /** The call ringing `calleeId` now, unanswered, or null. */
  ringingFor(calleeId: number): Promise<RingingCall | null>;
}

/** The registry of one instance, in memory (no REDIS_URL). */
export function memoryCallRegistry(now: () => number = Date.now): CallRegistry {
  const peers = new Map<number, { peer: number; expiresAt: number }>();
  const ringing = new Map<number, RingingCall & { expiresAt: number }>();
  const ringingOf = (calleeId: number) => {
    const entry = ringing.get(calleeId);
    if (entry && entry.expiresAt <= now()) ringing.delete(calleeId);
    return ringing.get(calleeId);
  };
  /** Forgets the call `from` rings `calleeId` with, if that is the one ringing. */
  const stopRinging = (calleeId: number, from: number) => {
    if (ringingOf(calleeId)?.from === from) ringing.delete(calleeId);
  };
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
      stopRinging(calleeId, callerId);
    },
    async between(a, b) {
      return peerOf(a) === b;
    },
    async end(a, b) {
      if (peerOf(a) === b) peers.delete(a);
      if (peerOf(b) === a) peers.delete(b);
      stopRinging(a, b);
      stopRinging(b, a);
    },
    async keepRinging(calleeId, call) {
      ringing.set(calleeId, { ...call, candidates: [], expiresAt: now() + RINGING_TTL_MS });
    },
    async keepCandidate(calleeId, from, candidate) {
      const entry = ringingOf(calleeId);
      if (entry?.from === from && entry.candidates.length < RINGING_CANDIDATES_MAX) {
        entry.candidates.push(candidate);
      }
    },
    async ringingFor(calleeId) {
      const entry = ringingOf(calleeId);
      if (!entry) return null;
      const { expiresAt: _expiresAt, ...call } = entry;
      return { ...call, candidates: [...call.candidates] };
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
 * Keeps a ringing call: KEYS[1] the callee's hash (`from`, `call` — JSON of name and offer),
 * KEYS[2] their candidates' list, dropped; ARGV: from, call, TTL in ms.
 */
const KEEP_RINGING_SCRIPT = `
redis.call('DEL', KEYS[2])
redis.call('HSET', KEYS[1], 'from', ARGV[1], 'call', ARGV[2])
redis.call('PEXPIRE', KEYS[1], ARGV[3])
return 1`;

/**
 * Appends ARGV[2] to the candidates' list KEYS[2] when the call ringing (KEYS[1]) is ARGV[1]'s
 * and the list is shorter than ARGV[3]; the list expires with the ring.
 */
const KEEP_CANDIDATE_SCRIPT = `
if redis.call('HGET', KEYS[1], 'from') ~= ARGV[1] then return 0 end
if redis.call('LLEN', KEYS[2]) >= tonumber(ARGV[3]) then return 0 end
redis.call('RPUSH', KEYS[2], ARGV[2])
redis.call('PEXPIRE', KEYS[2], math.max(1, redis.call('PTTL', KEYS[1])))
return 1`;

/** For each pair (KEYS[2i-1] hash, KEYS[2i] list): both go when the hash's `from` is ARGV[i]. */
const STOP_RINGING_SCRIPT = `
for i = 1, #ARGV do
  if redis.call('HGET', KEYS[2 * i - 1], 'from') == ARGV[i] then
    redis.call('DEL', KEYS[2 * i - 1], KEYS[2 * i])
  end
end
return 1`;

/**
 * The registry shared by every instance, in Redis: one key per parent (`<prefix>:<id>` →
 * peer id) with a TTL; ringing is one Lua script, so two callers at once cannot both win.
 * @param prefix the keys' prefix (one per deployment; tests give each group of apps one)
 */
export function redisCallRegistry(redis: Redis, prefix: string): CallRegistry {
  const key = (id: number) => `${prefix}:${String(id)}`;
  const ringingKeys = (calleeId: number) => [
    `${prefix}:ringing:${String(calleeId)}`,
    `${prefix}:ringing:${String(calleeId)}:candidates`,
  ];
  /** Forgets the rings of the given `[calleeId, from]` pairs. */
  const stopRinging = async (...pairs: [number, number][]) => {
    await redis.eval(
      STOP_RINGING_SCRIPT,
      pairs.length * 2,
      ...pairs.flatMap(([calleeId]) => ringingKeys(calleeId)),
      ...pairs.map(([, from]) => String(from)),
    );
  };
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
      await stopRinging([calleeId, callerId]);
    },
    async between(a, b) {
      return (await redis.get(key(a))) === String(b);
    },
    async end(a, b) {
      await redis.eval(END_SCRIPT, 2, key(a), key(b), String(b), String(a));
      await stopRinging([a, b], [b, a]);
    },
    async keepRinging(calleeId, { from, name, signal }) {
      await redis.eval(
        KEEP_RINGING_SCRIPT,
        2,
        ...ringingKeys(calleeId),
        String(from),
        JSON.stringify({ name, signal }),
        String(RINGING_TTL_MS),
      );
    },
    async keepCandidate(calleeId, from, candidate) {
      await redis.eval(
        KEEP_CANDIDATE_SCRIPT,
        2,
        ...ringingKeys(calleeId),
        String(from),
        JSON.stringify(candidate),
        String(RINGING_CANDIDATES_MAX),
      );
    },
    async ringingFor(calleeId) {
      const [hashKey, listKey] = ringingKeys(calleeId) as [string, string];
      const replies = await redis.multi().hgetall(hashKey).lrange(listKey, 0, -1).exec();
      const [hash, list] = (replies ?? []).map(([error, value]) => {
        if (error) throw error;
        return value;
      }) as [Record<string, string> | undefined, string[] | undefined];
      if (!hash?.from || !hash.call) return null;
      // Written by keepRinging and keepCandidate from payloads the shared schemas checked.
      const call = JSON.parse(hash.call) as Pick<RingingCall, 'name' | 'signal'>;
      return {
        from: Number(hash.from),
        ...call,
        candidates: (list ?? []).map((item) => JSON.parse(item) as IceCandidate),
      };
    },
  };
}
