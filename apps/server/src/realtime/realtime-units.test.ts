import { describe, expect, it } from 'vitest';
import {
  IN_CALL_TTL_MS,
  RINGING_CANDIDATES_MAX,
  RINGING_TTL_MS,
  memoryCallRegistry,
} from './call-registry.js';
import { EventBucket } from './event-bucket.js';

describe('EventBucket', () => {
  it('lets a burst of a quarter minute’s events through, then refills at the rate', () => {
    let now = 0;
    const bucket = new EventBucket(60, undefined, () => now);
    const burst = Array.from({ length: 16 }, () => bucket.take());
    expect(burst.filter(Boolean)).toHaveLength(15);
    expect(burst.at(-1)).toBe(false);
    now += 1_000; // 60 a minute: one more a second
    expect(bucket.take()).toBe(true);
    expect(bucket.take()).toBe(false);
    now += 60_000; // never more than the burst
    expect(Array.from({ length: 16 }, () => bucket.take()).filter(Boolean)).toHaveLength(15);
  });
});

describe('memoryCallRegistry', () => {
  it('rings, answers busy to a third caller, allows a new offer between the same two, ends', async () => {
    const calls = memoryCallRegistry();
    expect(await calls.ring(1, 2)).toBe(true);
    expect(await calls.between(2, 1)).toBe(true);
    expect(await calls.ring(3, 2)).toBe(false);
    expect(await calls.ring(3, 1)).toBe(false);
    expect(await calls.ring(1, 2)).toBe(true);
    await calls.end(2, 1);
    expect(await calls.between(1, 2)).toBe(false);
    expect(await calls.ring(3, 2)).toBe(true);
  });

  it('forgets an unanswered call after a minute, an answered one after four hours', async () => {
    let now = 0;
    const calls = memoryCallRegistry(() => now);
    await calls.ring(1, 2);
    now += RINGING_TTL_MS;
    expect(await calls.ring(3, 2)).toBe(true);
    await calls.answer(2, 3);
    now += RINGING_TTL_MS;
    expect(await calls.ring(4, 2)).toBe(false);
    now += IN_CALL_TTL_MS;
    expect(await calls.ring(4, 2)).toBe(true);
  });

  it('keeps a ringing call and its early candidates until answered, ended or a minute on', async () => {
    let now = 0;
    const calls = memoryCallRegistry(() => now);
    const signal = { type: 'offer' as const, sdp: 'v=0' };
    const candidate = (index: number) => ({ candidate: `candidate:${index}`, sdpMid: '0' });
    await calls.ring(1, 2);
    await calls.keepRinging(2, { from: 1, name: 'Mo', signal });
    await calls.keepCandidate(2, 1, candidate(0));
    await calls.keepCandidate(2, 3, candidate(99)); // not the caller's: not kept
    await calls.keepCandidate(1, 2, candidate(98)); // the callee's to the caller: not kept
    expect(await calls.ringingFor(2)).toEqual({
      from: 1,
      name: 'Mo',
      signal,
      candidates: [candidate(0)],
    });
    expect(await calls.ringingFor(1)).toBeNull();
    for (let index = 1; index < RINGING_CANDIDATES_MAX + 5; index += 1) {
      await calls.keepCandidate(2, 1, candidate(index));
    }
    expect((await calls.ringingFor(2))?.candidates).toHaveLength(RINGING_CANDIDATES_MAX);

    await calls.answer(2, 1);
    expect(await calls.ringingFor(2)).toBeNull();

    await calls.end(1, 2);
    await calls.ring(1, 2);
    await calls.keepRinging(2, { from: 1, name: 'Mo', signal });
    await calls.end(2, 1);
    expect(await calls.ringingFor(2)).toBeNull();

    await calls.ring(1, 2);
    await calls.keepRinging(2, { from: 1, name: 'Mo', signal });
    now += RINGING_TTL_MS;
    expect(await calls.ringingFor(2)).toBeNull();
  });
});
