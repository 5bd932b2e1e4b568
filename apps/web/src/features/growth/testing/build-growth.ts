import type { GrowthAnswer, GrowthMeasurement, Measurement } from '@nestling/shared';

/** A measurement as the API answers it; override any field. */
export function buildMeasurement(overrides: Partial<Measurement> = {}): Measurement {
  return {
    id: 1,
    kidId: 12,
    date: '2026-09-10',
    weightKg: 9.2,
    lengthCm: 74.5,
    headCircumferenceCm: null,
    position: 'lying',
    note: null,
    createdBy: 7,
    createdAt: '2026-09-10T09:00:00.000Z',
    updatedAt: '2026-09-10T09:00:00.000Z',
    ...overrides,
  };
}

/** One scored measurement of the growth answer (weight-for-age at the given percentile). */
export function buildScored(
  overrides: Partial<GrowthMeasurement> = {},
  percentile = 61.8,
): GrowthMeasurement {
  const ageDays = overrides.ageDays ?? 365;
  return {
    id: 1,
    date: '2026-09-10',
    chronologicalAgeDays: ageDays,
    ageDays,
    corrected: false,
    weightKg: 9.2,
    lengthCm: 74.5,
    headCircumferenceCm: null,
    lengthHeightCm: 74.5,
    bmi: 16.6,
    scores: [
      {
        indicator: 'weightForAge',
        ageDays,
        z: 0.3,
        percentile,
        reference: 'who-2006',
        flaggedImplausible: false,
      },
    ],
    ...overrides,
  };
}

/** A growth answer of a girl with the given measurements, and small weight-for-age curves. */
export function buildGrowth(overrides: Partial<GrowthAnswer> = {}): GrowthAnswer {
  return {
    kidId: 12,
    gender: 'Female',
    sex: 'female',
    gestationalAge: null,
    correctsAge: false,
    range: '0-2y',
    measurements: [],
    curves: [
      {
        indicator: 'weightForAge',
        x: 'ageDays',
        points: [
          { x: 0, p3: 2.4, p15: 2.8, p50: 3.2, p85: 3.7, p97: 4.2 },
          { x: 365, p3: 7.3, p15: 8.0, p50: 8.9, p85: 9.9, p97: 10.6 },
          { x: 730, p3: 9.4, p15: 10.3, p50: 11.5, p85: 12.8, p97: 13.7 },
        ],
      },
    ],
    flags: [],
    notice: null,
    ...overrides,
  };
}
