import { describe, expect, it } from 'vitest';
import { IN_CALL_TTL_MS, RINGING_TTL_MS, memoryCallRegistry } from './call-registry.js';
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
});
