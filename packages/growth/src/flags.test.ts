import { GROWTH_MESSAGES } from '@nestling/shared';
import { describe, expect, it } from 'vitest';
import { growthFlags, percentileLinesCrossedDown } from './flags.js';

const weight = (date: string, z: number) => ({
  date,
  scores: { weightForAge: { z, reference: 'who-2006' as const } },
});

describe('percentileLinesCrossedDown', () => {
  it.each([
    [2, -2, 5],
    [0.1, -1.1, 2],
    [0.1, -0.9, 1],
    [0, -0.01, 1],
    [-0.01, -0.5, 0],
    [-1, 1, 0],
  ])('from z %s to %s: %s lines', (from, to, lines) => {
    expect(percentileLinesCrossedDown(from, to)).toBe(lines);
  });
});

describe('growthFlags', () => {
  it('flags the latest z below −2, naming the WHO sources', () => {
    const [flag, ...others] = growthFlags([weight('2025-01-01', -1.5), weight('2025-03-01', -2.1)]);
    expect(others).toEqual([]);
    expect(flag).toMatchObject({
      indicator: 'weightForAge',
      kind: 'belowMinus2',
      date: '2025-03-01',
      z: -2.1,
    });
    expect(flag?.message).toBe(
      `Weight-for-age is below the −2 z-score line. ${GROWTH_MESSAGES.worthMentioning}`,
    );
    expect(flag?.source).toContain('WHO Child Growth Standards (2006)');
    expect(flag?.source).toContain('Module C');
  });

  it('flags a z above +2 on the 2007 reference with its name', () => {
    const [flag] = growthFlags([
      { date: '2030-01-01', scores: { bmiForAge: { z: 2.3, reference: 'who-2007' } } },
    ]);
    expect(flag).toMatchObject({ indicator: 'bmiForAge', kind: 'abovePlus2' });
    expect(flag?.source).toContain('WHO Growth Reference 2007');
  });

  it('flags a drop across two major percentile lines since the measurement before', () => {
    // given out of order: the latest is 2025-06-01
    const flags = growthFlags([
      weight('2025-06-01', -1.1),
      weight('2025-01-01', 0.4),
      weight('2025-03-01', 0.1),
    ]);
    expect(flags).toEqual([
      expect.objectContaining({
        kind: 'droppedTwoLines',
        date: '2025-06-01',
        z: -1.1,
        previousZ: 0.1,
      }),
    ]);
  });

  it('says nothing of a one-line drop, an old low z, or one measurement in range', () => {
    expect(growthFlags([weight('2025-01-01', 0.1), weight('2025-02-01', -0.9)])).toEqual([]);
    expect(growthFlags([weight('2025-01-01', -2.5), weight('2025-02-01', -1.0)])).toEqual([]);
    expect(growthFlags([weight('2025-01-01', 1.9)])).toEqual([]);
    expect(growthFlags([])).toEqual([]);
  });

  it('reads each indicator on its own latest measurement', () => {
    const flags = growthFlags([
      {
        date: '2025-01-01',
        scores: { headCircumferenceForAge: { z: -2.4, reference: 'who-2006' } },
      },
      weight('2025-02-01', 0),
    ]);
    expect(flags.map((flag) => [flag.indicator, flag.kind])).toEqual([
      ['headCircumferenceForAge', 'belowMinus2'],
    ]);
  });
});
