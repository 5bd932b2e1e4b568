import { describe, expect, it } from 'vitest';
import { HEALTH_MESSAGES } from './health-logs.js';
import {
  GROWTH_MESSAGES,
  gestationalAgeSchema,
  growthFlagText,
  hasMeasuredValue,
  measurementCreateSchema,
  measurementDateIssue,
  measurementUpdateSchema,
} from './growth.js';

const messagesOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

describe('measurementCreateSchema (issue 26’s body)', () => {
  it('keeps a measurement with any one of the three values', () => {
    for (const value of [
      { weightKg: 9.6 },
      { lengthCm: 75.2, position: 'lying' },
      { headCircumferenceCm: 46 },
    ]) {
      expect(measurementCreateSchema.safeParse({ date: '2025-01-15', ...value }).success).toBe(
        true,
      );
    }
  });

  it('reads the whole body: date, values, position and a trimmed note', () => {
    expect(
      measurementCreateSchema.parse({
        date: '2025-01-15',
        weightKg: 9.6,
        lengthCm: 75.2,
        headCircumferenceCm: 46,
        position: 'standing',
        note: '  after lunch\r\nat the clinic ',
      }),
    ).toEqual({
      date: '2025-01-15',
      weightKg: 9.6,
      lengthCm: 75.2,
      headCircumferenceCm: 46,
      position: 'standing',
      note: 'after lunch\nat the clinic',
    });
  });

  it('refuses a measurement without any value', () => {
    for (const body of [
      { date: '2025-01-15' },
      { date: '2025-01-15', weightKg: null, note: 'x' },
    ]) {
      expect(messagesOf(measurementCreateSchema.safeParse(body))).toEqual([
        GROWTH_MESSAGES.valueRequired,
      ]);
    }
  });

  it.each([
    [{ weightKg: 300 }, GROWTH_MESSAGES.weightInvalid],
    [{ weightKg: 0 }, GROWTH_MESSAGES.weightInvalid],
    [{ weightKg: '9.6' }, GROWTH_MESSAGES.weightInvalid],
    [{ lengthCm: 231 }, GROWTH_MESSAGES.lengthInvalid],
    [{ headCircumferenceCm: 10 }, GROWTH_MESSAGES.headCircumferenceInvalid],
    [{ weightKg: 9, position: 'sitting' }, GROWTH_MESSAGES.positionInvalid],
    [{ weightKg: 9, note: 'x'.repeat(501) }, GROWTH_MESSAGES.noteTooLong],
  ])('refuses %j with its message', (values, message) => {
    expect(
      messagesOf(measurementCreateSchema.safeParse({ date: '2025-01-15', ...values })),
    ).toContain(message);
  });

  it('refuses a date in the future or not a date, with the health log’s texts', () => {
    expect(
      messagesOf(measurementCreateSchema.safeParse({ date: '2999-01-01', weightKg: 9 })),
    ).toEqual([HEALTH_MESSAGES.dateFuture]);
    expect(
      messagesOf(measurementCreateSchema.safeParse({ date: '2025-02-30', weightKg: 9 })),
    ).toEqual([HEALTH_MESSAGES.dateInvalid]);
  });
});

describe('measurementUpdateSchema', () => {
  it('takes any field, null clearing one; the merged record is checked with hasMeasuredValue', () => {
    expect(measurementUpdateSchema.parse({ headCircumferenceCm: null })).toEqual({
      headCircumferenceCm: null,
    });
    expect(hasMeasuredValue({ weightKg: 9, headCircumferenceCm: null })).toBe(true);
    expect(hasMeasuredValue({ weightKg: null, lengthCm: null, headCircumferenceCm: null })).toBe(
      false,
    );
  });
});

describe('measurementDateIssue', () => {
  it('refuses a date before the date of birth, and keeps the day of birth', () => {
    expect(measurementDateIssue('2024-03-01', '2024-03-02')).toBe(GROWTH_MESSAGES.dateBeforeBirth);
    expect(measurementDateIssue('2024-03-02', '2024-03-02')).toBeNull();
    expect(measurementDateIssue('2024-03-02', '2024-03-02T00:00:00.000Z')).toBeNull();
  });
});

describe('gestationalAgeSchema', () => {
  it('takes weeks 22–44 and days 0–6', () => {
    expect(gestationalAgeSchema.safeParse({ weeks: 32, days: 4 }).success).toBe(true);
    for (const value of [
      { weeks: 21, days: 0 },
      { weeks: 45, days: 0 },
      { weeks: 32, days: 7 },
      { weeks: 32.5, days: 0 },
    ]) {
      expect(messagesOf(gestationalAgeSchema.safeParse(value))).toEqual([
        GROWTH_MESSAGES.gestationInvalid,
      ]);
    }
  });
});

describe('growthFlagText', () => {
  it('says what was seen, then that it is worth mentioning', () => {
    expect(growthFlagText('droppedTwoLines', 'lengthHeightForAge')).toBe(
      'Length/height-for-age has dropped across two percentile lines since the measurement before. Worth mentioning to your paediatrician.',
    );
  });
});
