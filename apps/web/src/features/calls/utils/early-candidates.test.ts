import { describe, expect, it } from 'vitest';
import { withCandidate } from './early-candidates';

describe('withCandidate', () => {
  it('adds a new candidate and leaves out one a replayed ring sends again', () => {
    const first = { candidate: 'candidate:1 1 udp 1 192.0.2.1 5 typ host', sdpMid: '0' };
    const second = { candidate: 'candidate:2 1 udp 1 192.0.2.2 6 typ host', sdpMid: '0' };
    const kept = withCandidate(withCandidate([], first), second);
    expect(kept).toEqual([first, second]);
    expect(withCandidate(kept, { ...first })).toBe(kept);
  });
});
