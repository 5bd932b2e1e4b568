import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'csv-parse/sync';
import { lmsForAge, plausibleRange } from '@nestling/growth';
import {
  GROWTH_MESSAGES,
  inchesToCm,
  PAGING_MESSAGES,
  poundsOuncesToKg,
  TEXT_MESSAGES,
  type GrowthAnswer,
  type Measurement,
} from '@nestling/shared';
import { twoFamiliesWithKids, type FamilyWithKid } from '../../../test/helpers/kids.js';
import { addKid, expectMalformedIdsRefused } from '../../../test/helpers/social.js';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app.js';
import type { TestClient } from '../../../test/helpers/test-client.js';

let t: TestApp;
let familyA: FamilyWithKid;
let familyB: FamilyWithKid;

/** A girl born on 2025-09-10: 14 months old at the end of November 2026. */
const DOB = '2025-09-10';

const url = (kidId: number | string, rest = '') => `/api/kids/${kidId}/measurements${rest}`;

async function addMeasurement(client: TestClient, kidId: number, body: object) {
  const response = await client.post(url(kidId), body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as Measurement;
}

async function growthOf(client: TestClient, kidId: number, range?: string) {
  const response = await client.get(`/api/kids/${kidId}/growth${range ? `?range=${range}` : ''}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as GrowthAnswer;
}

async function newKid(client: TestClient, input: Parameters<typeof addKid>[1]) {
  return (await addKid(client, { name: 'Rowan', showInExplore: false, ...input })).id;
}

beforeAll(async () => {
  t = await createTestApp();
  ({ familyA, familyB } = await twoFamiliesWithKids(t, {
    age: 1,
    dob: DOB,
    gender: 'Female',
    showInExplore: false,
  }));
});
afterAll(async () => {
  await t?.close();
});

describe('POST /api/kids/:kidId/measurements', () => {
  it('records a measurement in metric units and answers 201 with it, its recorder and times', async () => {
    const response = await familyA.client.post(url(familyA.kidId), {
      date: '2026-09-10',
      weightKg: 9.2,
      lengthCm: 74.5,
      headCircumferenceCm: 45.1,
      position: 'lying',
      note: '  One-year check-up  ',
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toEqual({
      id: expect.any(Number),
      kidId: familyA.kidId,
      date: '2026-09-10',
      weightKg: 9.2,
      lengthCm: 74.5,
      headCircumferenceCm: 45.1,
      position: 'lying',
      note: 'One-year check-up',
      createdBy: familyA.parentId,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
  });

  it('keeps a value entered in imperial units as the web converts it: kg to the gram, cm to the hundredth', async () => {
    // 20 lb 4 oz and 29.5 in, converted by the shared helpers the form uses.
    const kg = poundsOuncesToKg(20, 4);
    const cm = inchesToCm(29.5);
    expect(kg).toBe(9.185);
    expect(cm).toBe(74.93);
    const saved = await addMeasurement(familyA.client, familyA.kidId, {
      date: '2026-10-01',
      weightKg: kg,
      lengthCm: cm,
    });
    expect(saved).toMatchObject({ weightKg: 9.185, lengthCm: 74.93, headCircumferenceCm: null });

    // More decimals than the columns keep are rounded, and read back as rounded.
    const precise = await addMeasurement(familyA.client, familyA.kidId, {
      date: '2026-10-02',
      weightKg: 9.18549,
      headCircumferenceCm: 45.456,
    });
    expect(precise).toMatchObject({ weightKg: 9.185, headCircumferenceCm: 45.46 });
    const listed = (await familyA.client.get(url(familyA.kidId))).json().items as Measurement[];
    expect(listed.find((item) => item.id === precise.id)).toMatchObject({
      weightKg: 9.185,
      headCircumferenceCm: 45.46,
    });
  });

  it('refuses a measurement without any of the three values', async () => {
    const response = await familyA.client.post(url(familyA.kidId), {
      date: '2026-09-10',
      note: 'forgot the scale',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe(GROWTH_MESSAGES.valueRequired);
  });

  it('refuses a date before the birth or in the future, naming the date', async () => {
    const before = await familyA.client.post(url(familyA.kidId), {
      date: '2025-09-09',
      weightKg: 3.2,
    });
    expect(before.statusCode).toBe(400);
    expect(before.json()).toEqual({
      error: GROWTH_MESSAGES.dateBeforeBirth,
      code: 'VALIDATION_FAILED',
      details: [{ path: 'date', message: GROWTH_MESSAGES.dateBeforeBirth }],
    });
    const future = await familyA.client.post(url(familyA.kidId), {
      date: '2999-01-01',
      weightKg: 10,
    });
    expect(future.statusCode).toBe(400);
    expect(future.json().code).toBe('VALIDATION_FAILED');
    expect(future.json().details[0].path).toBe('date');
  });

  it('accepts a measurement on the day of birth', async () => {
    const saved = await addMeasurement(familyA.client, familyA.kidId, {
      date: DOB,
      weightKg: 3.3,
      lengthCm: 49.5,
    });
    expect(saved.date).toBe(DOB);
  });
});

describe('plausibility per age', () => {
  let threeYearOld: number;
  beforeAll(async () => {
    threeYearOld = await newKid(familyA.client, { dob: '2023-06-01', gender: 'Male' });
  });

  it('refuses a 3-year-old of 300 kg with the absolute limit’s message', async () => {
    const response = await familyA.client.post(url(threeYearOld), {
      date: '2026-06-01',
      weightKg: 300,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe(GROWTH_MESSAGES.weightInvalid);
  });

  it('refuses a 3-year-old of 40 kg, naming the plausible range at this age', async () => {
    const response = await familyA.client.post(url(threeYearOld), {
      date: '2026-06-01',
      weightKg: 40,
    });
    expect(response.statusCode).toBe(400);
    // 1,096 days: the WHO's weight-for-age flag limits (−6 and +5 SD) for a boy of that age.
    const range = plausibleRange('weightKg', 'male', 1096)!;
    const message = `${GROWTH_MESSAGES.weightImplausibleForAge} Plausible at this age: ${
      Math.round(range.min * 10) / 10
    } to ${Math.round(range.max * 10) / 10} kg.`;
    expect(response.json()).toEqual({
      error: message,
      code: 'IMPLAUSIBLE_MEASUREMENT',
      details: [{ path: 'weightKg', message }],
    });
    expect(range.max).toBeLessThan(40);
  });

  it('says the text and its plausible range in a Spanish parent’s language, the same code (issue 28)', async () => {
    const spanish = { locale: 'es' };
    expect((await familyB.client.patch('/api/parents/edit', spanish)).statusCode).toBe(200);
    try {
      const kidId = await newKid(familyB.client, { dob: '2023-06-01', gender: 'Male' });
      const response = await familyB.client.post(url(kidId), {
        date: '2026-06-01',
        weightKg: 40,
      });
      const range = plausibleRange('weightKg', 'male', 1096)!;
      const message = `Este peso no es plausible a esta edad. Revisa el valor y la unidad. Plausible a esta edad: de ${
        Math.round(range.min * 10) / 10
      } a ${Math.round(range.max * 10) / 10} kg.`;
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        error: message,
        code: 'IMPLAUSIBLE_MEASUREMENT',
        details: [{ path: 'weightKg', message }],
      });
      const pageSize = await familyB.client.get(url(kidId, '?pageSize=7'));
      expect(pageSize.statusCode).toBe(400);
      expect(pageSize.json().error).toBe('El tamaño de página debe ser 10, 20 o 50.');
    } finally {
      await familyB.client.patch('/api/parents/edit', { locale: 'en' });
    }
  });

  it('keeps a heavy but plausible 3-year-old (25 kg) and scores it above +2', async () => {
    const saved = await addMeasurement(familyA.client, threeYearOld, {
      date: '2026-06-01',
      weightKg: 25,
    });
    const growth = await growthOf(familyA.client, threeYearOld);
    const scored = growth.measurements.find((item) => item.id === saved.id)!;
    const weight = scored.scores.find((score) => score.indicator === 'weightForAge')!;
    expect(weight.z).toBeGreaterThan(3);
    expect(growth.flags).toContainEqual(
      expect.objectContaining({
        indicator: 'weightForAge',
        kind: 'abovePlus2',
        message: expect.stringContaining('Worth mentioning to your paediatrician.'),
        source: expect.stringContaining('WHO Child Growth Standards (2006)'),
      }),
    );
  });

  it('refuses a head circumference impossible at the age and a length impossible at the age', async () => {
    const head = await familyA.client.post(url(threeYearOld), {
      date: '2026-06-01',
      headCircumferenceCm: 30,
    });
    expect(head.statusCode).toBe(400);
    expect(head.json().details[0]).toEqual({
      path: 'headCircumferenceCm',
      message: expect.stringContaining(GROWTH_MESSAGES.headCircumferenceImplausibleForAge),
    });
    const length = await familyA.client.post(url(threeYearOld), {
      date: '2026-06-01',
      lengthCm: 160,
      position: 'standing',
    });
    expect(length.statusCode).toBe(400);
    expect(length.json().details[0].path).toBe('lengthCm');
  });

  it('refuses a weight not plausible for the length, on the weight', async () => {
    const response = await familyA.client.post(url(threeYearOld), {
      date: '2026-06-01',
      weightKg: 8,
      lengthCm: 100,
      position: 'standing',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().details[0]).toEqual({
      path: 'weightKg',
      message: expect.stringContaining(GROWTH_MESSAGES.weightImplausibleForLength),
    });
  });

  it('checks a corrected measurement as it checks a new one', async () => {
    const saved = await addMeasurement(familyA.client, threeYearOld, {
      date: '2026-05-01',
      weightKg: 14,
    });
    const response = await familyA.client.patch(url(threeYearOld, `/${saved.id}`), {
      weightKg: 45,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('IMPLAUSIBLE_MEASUREMENT');
  });
});

describe('GET /api/kids/:kidId/growth', () => {
  it('answers each indicator’s age used, z to 2 decimals and percentile to 1, from the WHO tables', async () => {
    const kidId = await newKid(familyA.client, { dob: DOB, gender: 'Female' });
    // The WHO's median weight of a girl of 365 days: z 0, the 50th percentile.
    const median = lmsForAge('weightForAge', 'female', { days: 365 })!.lms.m;
    const saved = await addMeasurement(familyA.client, kidId, {
      date: '2026-09-10',
      weightKg: Math.round(median * 1000) / 1000,
      lengthCm: 74,
      position: 'lying',
      headCircumferenceCm: 44.9,
    });
    const growth = await growthOf(familyA.client, kidId);
    expect(growth).toMatchObject({
      kidId,
      gender: 'Female',
      sex: 'female',
      gestationalAge: null,
      correctsAge: false,
      notice: null,
    });
    const [scored] = growth.measurements;
    expect(scored).toMatchObject({
      id: saved.id,
      chronologicalAgeDays: 365,
      ageDays: 365,
      corrected: false,
    });
    const weight = scored!.scores.find((score) => score.indicator === 'weightForAge');
    expect(weight).toEqual({
      indicator: 'weightForAge',
      ageDays: 365,
      z: 0,
      percentile: 50,
      reference: 'who-2006',
      flaggedImplausible: false,
    });
    expect(scored!.scores.map((score) => score.indicator).sort()).toEqual([
      'bmiForAge',
      'headCircumferenceForAge',
      'lengthHeightForAge',
      'weightForAge',
      'weightForLengthHeight',
    ]);
    for (const score of scored!.scores) {
      expect(Math.round(score.z * 100) / 100).toBe(score.z);
      expect(Math.round(score.percentile * 10) / 10).toBe(score.percentile);
      expect(score.ageDays).toBe(365);
    }
  });

  it('answers the P3–P97 curves of the kid’s age range by default, and of the range asked for', async () => {
    const growth = await growthOf(familyA.client, familyA.kidId);
    // 14 months old today (or older, as the test ages): 0–2 years until 730 days.
    expect(['0-2y', '0-5y']).toContain(growth.range);
    const weight = growth.curves.find((curve) => curve.indicator === 'weightForAge')!;
    expect(weight.x).toBe('ageDays');
    expect(weight.points[0]).toEqual({
      x: 0,
      p3: expect.any(Number),
      p15: expect.any(Number),
      p50: expect.any(Number),
      p85: expect.any(Number),
      p97: expect.any(Number),
    });
    for (const point of weight.points) {
      expect(point.p3).toBeLessThan(point.p15);
      expect(point.p15).toBeLessThan(point.p50);
      expect(point.p50).toBeLessThan(point.p85);
      expect(point.p85).toBeLessThan(point.p97);
    }

    const twoYears = await growthOf(familyA.client, familyA.kidId, '0-2y');
    expect(twoYears.range).toBe('0-2y');
    expect(twoYears.curves.map((curve) => curve.indicator)).toEqual([
      'weightForAge',
      'lengthHeightForAge',
      'headCircumferenceForAge',
      'bmiForAge',
      'weightForLengthHeight',
    ]);
    expect(twoYears.curves[0]!.points.at(-1)!.x).toBe(730);
    expect(twoYears.curves[4]!.x).toBe('lengthCm');

    const older = await growthOf(familyA.client, familyA.kidId, '5-19y');
    // The 2007 reference has no head circumference and no weight-for-length/height.
    expect(older.curves.map((curve) => curve.indicator)).toEqual([
      'weightForAge',
      'lengthHeightForAge',
      'bmiForAge',
    ]);
    expect(older.curves[1]!.points[0]!.x).toBe(1827);
  });

  it('refuses a range it does not know with 400', async () => {
    const response = await familyA.client.get(`/api/kids/${familyA.kidId}/growth?range=0-100y`);
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('VALIDATION_FAILED');
  });

  it('corrects the age of a kid born before 37 weeks until 24 months, and says so', async () => {
    // Born at 30+0 weeks: 70 days before term.
    const kidId = await newKid(familyA.client, {
      dob: '2023-01-01',
      gender: 'Male',
      gestationalWeeks: 30,
      gestationalDays: 0,
    });
    const early = await addMeasurement(familyA.client, kidId, {
      date: '2023-07-20',
      weightKg: 6.1,
    });
    const justBefore = await addMeasurement(familyA.client, kidId, {
      date: '2024-12-31',
      weightKg: 10.5,
    });
    const afterTwo = await addMeasurement(familyA.client, kidId, {
      date: '2025-01-01',
      weightKg: 10.6,
    });
    const growth = await growthOf(familyA.client, kidId);
    expect(growth.gestationalAge).toEqual({ weeks: 30, days: 0 });
    expect(growth.correctsAge).toBe(true);
    const byId = new Map(growth.measurements.map((item) => [item.id, item]));
    expect(byId.get(early.id)).toMatchObject({
      chronologicalAgeDays: 200,
      ageDays: 130,
      corrected: true,
    });
    expect(byId.get(early.id)!.scores[0]).toMatchObject({
      indicator: 'weightForAge',
      ageDays: 130,
    });
    expect(byId.get(justBefore.id)).toMatchObject({
      chronologicalAgeDays: 730,
      ageDays: 660,
      corrected: true,
    });
    expect(byId.get(afterTwo.id)).toMatchObject({
      chronologicalAgeDays: 731,
      ageDays: 731,
      corrected: false,
    });

    // Plausibility reads the corrected age too: 3.0 kg is plausible at a corrected 0 days.
    const atTerm = await familyA.client.post(url(kidId), { date: '2023-03-12', weightKg: 3 });
    expect(atTerm.statusCode, atTerm.body).toBe(201);
    // Before the term date there is no standard yet: kept, without a score.
    const beforeTerm = await addMeasurement(familyA.client, kidId, {
      date: '2023-01-15',
      weightKg: 1.4,
    });
    const again = await growthOf(familyA.client, kidId);
    const unscored = again.measurements.find((item) => item.id === beforeTerm.id)!;
    expect(unscored).toMatchObject({ chronologicalAgeDays: 14, ageDays: -56, scores: [] });
  });

  it('does not correct the age of a kid born at 37 weeks or later', async () => {
    const kidId = await newKid(familyA.client, {
      dob: '2025-01-01',
      gender: 'Female',
      gestationalWeeks: 37,
    });
    await addMeasurement(familyA.client, kidId, { date: '2025-07-20', weightKg: 7.5 });
    const growth = await growthOf(familyA.client, kidId);
    expect(growth.correctsAge).toBe(false);
    expect(growth.measurements[0]).toMatchObject({ ageDays: 200, corrected: false });
  });

  it('keeps an Other kid’s measurements without scores or curves, and says why', async () => {
    const kidId = await newKid(familyA.client, { dob: DOB, gender: 'Other' });
    await addMeasurement(familyA.client, kidId, { date: '2026-09-10', weightKg: 9 });
    const growth = await growthOf(familyA.client, kidId);
    expect(growth).toMatchObject({
      sex: null,
      curves: [],
      flags: [],
      notice: GROWTH_MESSAGES.noStandardForGender,
    });
    expect(growth.measurements).toEqual([
      expect.objectContaining({ weightKg: 9, ageDays: 365, scores: [] }),
    ]);
    // Implausible for boys and for girls alike: still refused.
    const heavy = await familyA.client.post(url(kidId), { date: '2026-09-10', weightKg: 40 });
    expect(heavy.statusCode).toBe(400);
    expect(heavy.json().code).toBe('IMPLAUSIBLE_MEASUREMENT');
  });

  it('flags a drop across two major percentile lines, gently', async () => {
    const kidId = await newKid(familyA.client, { dob: '2024-01-01', gender: 'Male' });
    const at = (days: number) => lmsForAge('weightForAge', 'male', { days })!.lms;
    // On the 85th percentile line's upper side at 180 days, then near the median minus 1 SD.
    const first = at(183);
    const second = at(365);
    await addMeasurement(familyA.client, kidId, {
      date: '2024-07-02',
      weightKg: Math.round(first.m * (1 + first.l * first.s * 1.2) ** (1 / first.l) * 1000) / 1000,
    });
    await addMeasurement(familyA.client, kidId, {
      date: '2024-12-31',
      weightKg:
        Math.round(second.m * (1 + second.l * second.s * -1.2) ** (1 / second.l) * 1000) / 1000,
    });
    const growth = await growthOf(familyA.client, kidId);
    expect(growth.flags).toEqual([
      expect.objectContaining({
        indicator: 'weightForAge',
        kind: 'droppedTwoLines',
        date: '2024-12-31',
        message: expect.stringMatching(/Worth mentioning to your paediatrician\.$/),
      }),
    ]);
  });
});

describe('GET /api/kids/:kidId/measurements (the one pager)', () => {
  let kidId: number;
  beforeAll(async () => {
    kidId = await newKid(familyA.client, { dob: '2025-01-01', gender: 'Male' });
    for (let day = 1; day <= 12; day++) {
      await addMeasurement(familyA.client, kidId, {
        date: `2025-02-${String(day).padStart(2, '0')}`,
        weightKg: 4 + day / 20,
      });
    }
  });

  it('answers {items, total, page, pageSize}, newest first, 10 by default', async () => {
    const first = (await familyA.client.get(url(kidId))).json();
    expect(first).toMatchObject({ total: 12, page: 1, pageSize: 10 });
    expect(first.items).toHaveLength(10);
    expect(first.items[0].date).toBe('2025-02-12');
    const second = (await familyA.client.get(url(kidId, '?page=2'))).json();
    expect(second.items.map((item: Measurement) => item.date)).toEqual([
      '2025-02-02',
      '2025-02-01',
    ]);
    const beyond = (await familyA.client.get(url(kidId, '?page=9'))).json();
    expect(beyond).toMatchObject({ items: [], total: 12, page: 9 });
  });

  it('refuses a page size it does not offer, with the pager’s text', async () => {
    const response = await familyA.client.get(url(kidId, '?pageSize=7'));
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe(PAGING_MESSAGES.pageSize([10, 20, 50]));
    const page = await familyA.client.get(url(kidId, '?page=0'));
    expect(page.statusCode).toBe(400);
    expect(page.json().error).toBe(PAGING_MESSAGES.page);
  });
});

describe('PATCH and DELETE /api/kids/:kidId/measurements/:id', () => {
  it('corrects a value, clears another, keeps the rest', async () => {
    const saved = await addMeasurement(familyA.client, familyA.kidId, {
      date: '2026-11-01',
      weightKg: 9.5,
      lengthCm: 76,
      note: 'morning',
    });
    const response = await familyA.client.patch(url(familyA.kidId, `/${saved.id}`), {
      weightKg: 9.6,
      lengthCm: null,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      id: saved.id,
      weightKg: 9.6,
      lengthCm: null,
      note: 'morning',
      date: '2026-11-01',
    });
  });

  it('refuses to clear the last value', async () => {
    const saved = await addMeasurement(familyA.client, familyA.kidId, {
      date: '2026-11-02',
      weightKg: 9.5,
    });
    const response = await familyA.client.patch(url(familyA.kidId, `/${saved.id}`), {
      weightKg: null,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe(GROWTH_MESSAGES.valueRequired);
  });

  it('deletes a measurement: 204, then 404', async () => {
    const saved = await addMeasurement(familyA.client, familyA.kidId, {
      date: '2026-11-03',
      weightKg: 9.5,
    });
    const gone = await familyA.client.delete(url(familyA.kidId, `/${saved.id}`));
    expect(gone.statusCode).toBe(204);
    const again = await familyA.client.delete(url(familyA.kidId, `/${saved.id}`));
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ error: GROWTH_MESSAGES.notFound, code: 'NOT_FOUND' });
  });
});

describe('another family’s kid and measurements', () => {
  it('are not found (404) on every route, and stay as they were', async () => {
    const theirs = await addMeasurement(familyB.client, familyB.kidId, {
      date: '2026-09-10',
      weightKg: 9.1,
    });
    const a = familyA.client;
    const kidNotFound = { error: GROWTH_MESSAGES.kidNotFound, code: 'NOT_FOUND' };
    for (const response of [
      await a.get(url(familyB.kidId)),
      await a.post(url(familyB.kidId), { date: '2026-09-11', weightKg: 9.2 }),
      await a.get(url(familyB.kidId, '/export')),
      await a.get(`/api/kids/${familyB.kidId}/growth`),
      await a.patch(url(familyB.kidId, `/${theirs.id}`), { weightKg: 1 }),
      await a.delete(url(familyB.kidId, `/${theirs.id}`)),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual(kidNotFound);
    }
    // Their measurement through one of A's own kids' URLs: still not found.
    for (const response of [
      await a.patch(url(familyA.kidId, `/${theirs.id}`), { weightKg: 1 }),
      await a.delete(url(familyA.kidId, `/${theirs.id}`)),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: GROWTH_MESSAGES.notFound, code: 'NOT_FOUND' });
    }
    const still = (await familyB.client.get(url(familyB.kidId))).json();
    expect(still.items).toEqual([expect.objectContaining({ id: theirs.id, weightKg: 9.1 })]);
  });

  it('needs a session (401)', async () => {
    const response = await t.app.inject({ method: 'GET', url: url(familyA.kidId) });
    expect(response.statusCode).toBe(401);
  });
});

describe('hostile input', () => {
  it('answers malformed kid and measurement ids with 400, never 5xx', async () => {
    await expectMalformedIdsRefused((id) => familyA.client.get(url(id)));
    await expectMalformedIdsRefused((id) => familyA.client.get(`/api/kids/${id}/growth`));
    await expectMalformedIdsRefused((id) =>
      familyA.client.patch(url(familyA.kidId, `/${id}`), { weightKg: 9 }),
    );
    await expectMalformedIdsRefused((id) => familyA.client.delete(url(familyA.kidId, `/${id}`)));
  });

  it('answers hostile bodies with a 4xx, never 5xx, and stores nothing', async () => {
    const before = (await familyA.client.get(url(familyA.kidId))).json().total;
    const bodies: unknown[] = [
      null,
      [],
      'weightKg=9',
      { date: '2026-09-10', weightKg: '9.2' },
      { date: '2026-09-10', weightKg: 'NaN' },
      { date: '2026-09-10', weightKg: 1e308 },
      { date: '2026-09-10', weightKg: -5 },
      { date: '2026-09-10', weightKg: { $gt: 0 } },
      { date: '2026-09-10', lengthCm: [70] },
      { date: '2026-09-10', weightKg: 9, position: 'upside down' },
      { date: '2026-09-10', weightKg: 9, note: 'a\u0000b' },
      { date: '2026-09-10', weightKg: 9, note: 'x'.repeat(501) },
      { date: '2026-02-30', weightKg: 9 },
      { date: 20260910, weightKg: 9 },
      { weightKg: 9 },
      JSON.parse('{"date":"2026-09-10","weightKg":9,"__proto__":{"admin":true},"note":7}'),
    ];
    for (const body of bodies) {
      const response = await familyA.client.post(url(familyA.kidId), body);
      expect(response.statusCode, JSON.stringify(body)).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, JSON.stringify(body)).toBeLessThan(500);
    }
    const note = await familyA.client.post(url(familyA.kidId), {
      date: '2026-09-10',
      weightKg: 9,
      note: 'x'.repeat(501),
    });
    expect(note.json().error).toBe(GROWTH_MESSAGES.noteTooLong);
    const nul = await familyA.client.post(url(familyA.kidId), {
      date: '2026-09-10',
      weightKg: 9,
      note: 'a\u0000b',
    });
    expect(nul.json().error).toBe(TEXT_MESSAGES.invalidCharacters);
    expect((await familyA.client.get(url(familyA.kidId))).json().total).toBe(before);
  });

  it('reads only the date of a date-time, as every date field does, so SQL in it is inert', async () => {
    const response = await familyA.client.post(url(familyA.kidId), {
      date: "2026-09-10'; DROP TABLE measurements;--",
      weightKg: 9,
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().date).toBe('2026-09-10');
    expect((await familyA.client.get(url(familyA.kidId))).statusCode).toBe(200);
  });

  it('answers a hostile gestational age on the kid with 400', async () => {
    const hostile: Record<string, string | number>[] = [
      { gestationalWeeks: 50 },
      { gestationalWeeks: 30, gestationalDays: 7 },
      { gestationalWeeks: 'thirty' },
      { gestationalWeeks: '', gestationalDays: 3 },
    ];
    for (const fields of hostile) {
      const response = await familyA.client.multipart('PATCH', `/api/kids/${familyA.kidId}`, {
        name: 'Mia',
        age: 1,
        gender: 'Female',
        dob: DOB,
        address: '12 Garden Lane, Leeds',
        ...fields,
      });
      expect(response.statusCode, JSON.stringify(fields)).toBe(400);
    }
  });
});

describe('the kid’s gestational age', () => {
  it('is kept as weeks and days, left as it was when the form does not send it, and cleared when empty', async () => {
    const kidId = await newKid(familyA.client, {
      dob: DOB,
      gestationalWeeks: 33,
      gestationalDays: 4,
    });
    const kid = (await familyA.client.get(`/api/kids/${kidId}`)).json();
    expect(kid.gestationalAge).toEqual({ weeks: 33, days: 4 });
    const edit = (fields: Record<string, string | number>) =>
      familyA.client.multipart('PATCH', `/api/kids/${kidId}`, {
        name: 'Rowan',
        age: 1,
        gender: 'Female',
        dob: DOB,
        address: '12 Garden Lane, Leeds',
        ...fields,
      });
    expect((await edit({})).json().gestationalAge).toEqual({ weeks: 33, days: 4 });
    expect(
      (await edit({ gestationalWeeks: 35, gestationalDays: '' })).json().gestationalAge,
    ).toEqual({ weeks: 35, days: 0 });
    expect((await edit({ gestationalWeeks: '', gestationalDays: '' })).json().gestationalAge).toBe(
      null,
    );
  });
});

describe('GET /api/kids/:kidId/measurements/export', () => {
  it('answers a CSV of every measurement, oldest first, with z and percentile, formulas neutralised', async () => {
    const kidId = await newKid(familyA.client, { dob: DOB, gender: 'Female' });
    await addMeasurement(familyA.client, kidId, {
      date: '2026-10-10',
      weightKg: 9.4,
      note: '=HYPERLINK("http://evil")',
    });
    await addMeasurement(familyA.client, kidId, {
      date: '2026-09-10',
      weightKg: 9.1,
      lengthCm: 74,
      position: 'lying',
    });
    const response = await familyA.client.get(url(kidId, '/export'));
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="measurements-kid-${kidId}.csv"`,
    );
    const rows = parse(response.body, { columns: true }) as Record<string, string>[];
    expect(rows.map((row) => row.Date)).toEqual(['2026-09-10', '2026-10-10']);
    const growth = await growthOf(familyA.client, kidId);
    const weightZ = growth.measurements[0]!.scores.find(
      (score) => score.indicator === 'weightForAge',
    )!;
    expect(rows[0]).toMatchObject({
      'Age (days)': '365',
      'Age for the standards (days)': '365',
      'Weight (kg)': '9.1',
      'Length/height (cm)': '74',
      Position: 'lying',
      'Head circumference (cm)': '',
      'Weight-for-age z': String(weightZ.z),
      'Weight-for-age percentile': String(weightZ.percentile),
      'Head circumference-for-age z': '',
    });
    expect(rows[1]!.Note).toBe('\'=HYPERLINK("http://evil")');
  });
});
