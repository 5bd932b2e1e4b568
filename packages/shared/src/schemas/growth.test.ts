import { describe, expect, it } from 'vitest';
import { gestationalAgeOf, gestationalAgeSchema } from './gestation.js';
import { HEALTH_MESSAGES } from './health-log-texts.js';
import { kidFieldsSchema } from './kid-fields.js';
import {
  cmToInches,
  GROWTH_MESSAGES,
  growthRangeForAge,
  inchesToCm,
  kgToPoundsOunces,
  poundsOuncesToKg,
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

describe('imperial units (stored metric)', () => {
  it('converts pounds and ounces to kilograms by the exact pound (0.45359237 kg), to the gram', () => {
    expect(poundsOuncesToKg(1, 0)).toBe(0.454);
    expect(poundsOuncesToKg(0, 16)).toBe(0.454);
    expect(poundsOuncesToKg(7, 8)).toBe(3.402);
    expect(poundsOuncesToKg(22, 0)).toBe(9.979);
  });

  it('converts kilograms back to whole pounds and ounces to a tenth, never 16 ounces', () => {
    expect(kgToPoundsOunces(3.402)).toEqual({ pounds: 7, ounces: 8 });
    expect(kgToPoundsOunces(9.979)).toEqual({ pounds: 22, ounces: 0 });
    expect(kgToPoundsOunces(0.4535)).toEqual({ pounds: 1, ounces: 0 });
    for (const [pounds, ounces] of [
      [5, 3.5],
      [19, 15.9],
      [44, 0.1],
    ] as const) {
      expect(kgToPoundsOunces(poundsOuncesToKg(pounds, ounces))).toEqual({ pounds, ounces });
    }
  });

  it('converts inches by the exact inch (2.54 cm) and back to a tenth', () => {
    expect(inchesToCm(30)).toBe(76.2);
    expect(inchesToCm(29.5)).toBe(74.93);
    for (const inches of [18.5, 29.5, 30.1, 47.9])
      expect(cmToInches(inchesToCm(inches))).toBe(inches);
  });
});

describe('growthRangeForAge', () => {
  it('picks 0–2 years to day 730, 0–5 years to day 1,826, then 5–19 years', () => {
    expect(growthRangeForAge(0)).toBe('0-2y');
    expect(growthRangeForAge(730)).toBe('0-2y');
    expect(growthRangeForAge(731)).toBe('0-5y');
    expect(growthRangeForAge(1826)).toBe('0-5y');
    expect(growthRangeForAge(1827)).toBe('5-19y');
  });
});

describe('the kid form’s gestational age', () => {
  const kid = {
    name: 'Mia',
    age: '1',
    gender: 'Female',
    dob: '2025-01-01',
    address: '1 Lane',
  };
  it('reads weeks and days from form text; empty is not given', () => {
    expect(
      kidFieldsSchema.parse({ ...kid, gestationalWeeks: '33', gestationalDays: '4' }),
    ).toMatchObject({
      gestationalWeeks: 33,
      gestationalDays: 4,
    });
    expect(
      kidFieldsSchema.parse({ ...kid, gestationalWeeks: '', gestationalDays: '' }),
    ).toMatchObject({
      gestationalWeeks: null,
      gestationalDays: null,
    });
    expect(kidFieldsSchema.parse(kid).gestationalWeeks).toBeUndefined();
  });

  it('refuses weeks outside 22–44 and days outside 0–6 with the one message', () => {
    for (const fields of [
      { gestationalWeeks: '21' },
      { gestationalWeeks: '45' },
      { gestationalWeeks: '33.5' },
      { gestationalWeeks: 'x' },
      { gestationalWeeks: '33', gestationalDays: '7' },
    ]) {
      expect(messagesOf(kidFieldsSchema.safeParse({ ...kid, ...fields }))).toEqual([
        GROWTH_MESSAGES.gestationInvalid,
      ]);
    }
  });

  it('answers days as weeks and days', () => {
    expect(gestationalAgeOf(234)).toEqual({ weeks: 33, days: 3 });
  });
});
