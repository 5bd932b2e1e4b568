import {
  ageForStandards,
  ageInDays,
  assessMeasurement,
  checkPlausibility,
  growthCurves,
  growthFlags,
  type PlausibilityIssue,
  type ScoredMeasurement,
} from '@nestling/growth';
import {
  GROWTH_INDICATORS,
  GROWTH_MESSAGES,
  GROWTH_SEXES,
  GESTATION,
  gestationalAgeOf,
  growthRangeForAge,
  hasMeasuredValue,
  measurementDateIssue,
  todayIsoDate,
  type Gender,
  type GrowthAnswer,
  type GrowthChartRange,
  type GrowthCurvesAnswer,
  type GrowthMeasurement,
  type GrowthSex,
  type MeasurementCreate,
  type MeasurementField,
  type MeasurementListQuery,
  type MeasurementUpdate,
} from '@nestling/shared';
import { HttpError, notFound } from '../../lib/http-errors.js';
import {
  assertMayChangeRecord,
  type FamilyMember,
  type SessionParent,
} from '../../lib/request-context.js';
import type { KidRepository, KidView } from '../kids/kid.repository.js';
import { renderMeasurementsCsv } from './measurements-export.js';
import type {
  MeasurementPageRecord,
  MeasurementRecord,
  MeasurementRepository,
  MeasurementValues,
} from './measurement.repository.js';

/**
 * The WHO table a kid's growth is read on: its gender, when Male or Female. The WHO's tables
 * are given by sex only, so a kid whose gender is Other gets none (decision 054): no sex is
 * guessed for them.
 */
export function growthSexOf(gender: Gender): GrowthSex | null {
  if (gender === 'Male') return 'male';
  if (gender === 'Female') return 'female';
  return null;
}

/** Rounds to `decimals` places: kg to the gram, cm to the hundredth (the columns' scales). */
function roundTo(value: number, decimals: number): number {
  const factor = 10 ** decimals;
  return Math.round(value * factor) / factor;
}

/** A value as the column keeps it: kg to 3 decimals, cm to 2 (numeric(7,3), numeric(6,2)). */
function stored(value: number | null | undefined, decimals: number) {
  return value == null ? value : roundTo(value, decimals);
}

const FIELD_UNITS: Record<MeasurementField, string> = {
  weightKg: 'kg',
  lengthCm: 'cm',
  headCircumferenceCm: 'cm',
};

/** A 400 naming each field's problem, with the plausible range where the WHO's tables give one. */
function implausible(issues: PlausibilityIssue[]): HttpError {
  const details = issues.map((issue) => ({
    path: issue.field,
    message: issue.range
      ? `${issue.message} ${GROWTH_MESSAGES.plausibleRange(
          roundTo(issue.range.min, 1),
          roundTo(issue.range.max, 1),
          FIELD_UNITS[issue.field],
        )}`
      : issue.message,
  }));
  return new HttpError(400, 'IMPLAUSIBLE_MEASUREMENT', details[0]!.message, details);
}

/** A 400 on one field, shaped as a validation failure. */
function invalidField(path: string, message: string): HttpError {
  return new HttpError(400, 'VALIDATION_FAILED', message, [{ path, message }]);
}

/** The age a measurement is read at, for a kid; a date before the birth (dob edited later) gets none. */
function ageOf(kid: KidView, date: string) {
  if (date < kid.dob) {
    const days = -ageInDays(date, kid.dob);
    return { chronologicalDays: days, ageDays: days, corrected: false };
  }
  return ageForStandards({
    birthDate: kid.dob,
    measuredOn: date,
    gestationalAgeDays: kid.gestationalAgeDays,
  });
}

/**
 * The plausibility issues of a measurement for a kid (decision 052's `checkPlausibility`). A
 * kid whose gender is Other is refused a value only where it is implausible for boys and for
 * girls alike, with the wider of the two ranges (decision 054).
 */
function plausibilityIssues(kid: KidView, values: MeasurementValues): PlausibilityIssue[] {
  const { ageDays } = ageOf(kid, values.date);
  const sex = growthSexOf(kid.gender);
  const check = (of: GrowthSex) => checkPlausibility({ sex: of, ageDays, ...values });
  if (sex) return check(sex);
  const [boys, girls] = GROWTH_SEXES.map(check) as [PlausibilityIssue[], PlausibilityIssue[]];
  return boys.flatMap((issue) => {
    const other = girls.find((candidate) => candidate.field === issue.field);
    if (!other) return [];
    const range =
      issue.range && other.range
        ? {
            min: Math.min(issue.range.min, other.range.min),
            max: Math.max(issue.range.max, other.range.max),
          }
        : null;
    return [{ ...issue, range }];
  });
}

/** The curves of every indicator for one sex and range: static, so made once each. */
const curvesCache = new Map<string, GrowthCurvesAnswer[]>();

/** The curves to draw (values to 3 decimals, x to 2), indicators without any left out. */
function curvesFor(sex: GrowthSex, range: GrowthChartRange): GrowthCurvesAnswer[] {
  const key = `${sex}:${range}`;
  let curves = curvesCache.get(key);
  if (!curves) {
    curves = GROWTH_INDICATORS.map((indicator) => growthCurves(indicator, sex, range))
      .filter((curve) => curve.points.length > 0)
      .map((curve) => ({
        indicator: curve.indicator,
        x: curve.x,
        points: curve.points.map((point) => ({
          x: roundTo(point.x, 2),
          p3: roundTo(point.p3, 3),
          p15: roundTo(point.p15, 3),
          p50: roundTo(point.p50, 3),
          p85: roundTo(point.p85, 3),
          p97: roundTo(point.p97, 3),
        })),
      }));
    curvesCache.set(key, curves);
  }
  return curves;
}

/** One measurement scored on the WHO standards for a kid (no scores without a sex). */
function scoreMeasurement(kid: KidView, record: MeasurementRecord): GrowthMeasurement {
  const age = ageOf(kid, record.date);
  const sex = growthSexOf(kid.gender);
  const assessment = sex
    ? assessMeasurement({
        sex,
        ageDays: age.ageDays,
        weightKg: record.weightKg,
        lengthCm: record.lengthCm,
        position: record.position,
        headCircumferenceCm: record.headCircumferenceCm,
      })
    : null;
  return {
    id: record.id,
    date: record.date,
    chronologicalAgeDays: age.chronologicalDays,
    ageDays: age.ageDays,
    corrected: age.corrected,
    weightKg: record.weightKg,
    lengthCm: record.lengthCm,
    headCircumferenceCm: record.headCircumferenceCm,
    lengthHeightCm:
      assessment?.lengthHeightCm == null ? null : roundTo(assessment.lengthHeightCm, 2),
    bmi: assessment?.bmi == null ? null : roundTo(assessment.bmi, 1),
    scores: GROWTH_INDICATORS.flatMap((indicator) => {
      const score = assessment?.scores[indicator];
      if (!score) return [];
      return [
        {
          indicator,
          ageDays: score.ageDays,
          z: score.z,
          percentile: score.percentile,
          reference: score.reference,
          flaggedImplausible: score.flaggedImplausible,
        },
      ];
    }),
  };
}

/**
 * Growth measurements and what the WHO growth standards say about them (issue 26, decisions
 * 052 and 054). Only the owning family's members read or change them (decision 056): another
 * family's kid or measurement is not found (404). Values are metric (kg, cm); the WHO's computations are
 * `@nestling/growth`'s.
 */
export function createMeasurementService(deps: {
  repository: MeasurementRepository;
  kids: Pick<KidRepository, 'findOwned'>;
}) {
  const { repository, kids } = deps;

  async function ownedKid(member: FamilyMember, kidId: number): Promise<KidView> {
    const kid = await kids.findOwned(member.familyId, kidId);
    if (!kid) throw notFound(GROWTH_MESSAGES.kidNotFound);
    return kid;
  }

  /**
   * Checks a measurement as it will be stored: at least one value, not dated before the
   * birth, plausible for the kid's age (and length/height) on the WHO's tables.
   * @throws HttpError 400 VALIDATION_FAILED or IMPLAUSIBLE_MEASUREMENT, with `details`
   */
  function assertKeepable(kid: KidView, values: MeasurementValues): void {
    if (!hasMeasuredValue(values)) throw invalidField('weightKg', GROWTH_MESSAGES.valueRequired);
    const dateIssue = measurementDateIssue(values.date, kid.dob);
    if (dateIssue) throw invalidField('date', dateIssue);
    const issues = plausibilityIssues(kid, values);
    if (issues.length > 0) throw implausible(issues);
  }

  return {
    /**
     * A page of the kid's measurements, newest first, and how many there are.
     * @throws HttpError 404 for another family's kid
     */
    async list(
      member: FamilyMember,
      kidId: number,
      query: MeasurementListQuery,
    ): Promise<MeasurementPageRecord> {
      await ownedKid(member, kidId);
      return repository.page(member.familyId, kidId, query);
    },

    /**
     * Records a measurement (kg rounded to the gram, cm to the hundredth, as stored).
     * @throws HttpError 404 for another family's kid; 400 for a date before the birth or an
     *   implausible value (the message names the plausible range)
     */
    async create(
      member: FamilyMember,
      kidId: number,
      input: MeasurementCreate,
    ): Promise<MeasurementRecord> {
      const kid = await ownedKid(member, kidId);
      const values: MeasurementValues = {
        date: input.date,
        weightKg: stored(input.weightKg, 3) ?? null,
        lengthCm: stored(input.lengthCm, 2) ?? null,
        headCircumferenceCm: stored(input.headCircumferenceCm, 2) ?? null,
        position: input.position ?? null,
        note: input.note,
      };
      assertKeepable(kid, values);
      return repository.insert(member, kidId, values);
    },

    /**
     * Changes a measurement; null clears a value (one of the three must remain). The merged
     * record is checked as a new one is.
     * @throws HttpError 404 for another family's kid or measurement; 400 as create; 403
     *   GUARDIAN_ONLY for a caregiver and another member's measurement
     */
    async update(
      member: FamilyMember,
      kidId: number,
      id: number,
      input: MeasurementUpdate,
    ): Promise<MeasurementRecord> {
      const kid = await ownedKid(member, kidId);
      const current = await repository.findOwned(member.familyId, kidId, id);
      if (!current) throw notFound(GROWTH_MESSAGES.notFound);
      assertMayChangeRecord(member, current.createdBy);
      const changes: Partial<MeasurementValues> = {};
      if (input.date !== undefined) changes.date = input.date;
      if (input.weightKg !== undefined) changes.weightKg = stored(input.weightKg, 3);
      if (input.lengthCm !== undefined) changes.lengthCm = stored(input.lengthCm, 2);
      if (input.headCircumferenceCm !== undefined) {
        changes.headCircumferenceCm = stored(input.headCircumferenceCm, 2);
      }
      if (input.position !== undefined) changes.position = input.position;
      if (input.note !== undefined) changes.note = input.note;
      assertKeepable(kid, { ...current, ...changes });
      const row = await repository.update(member.familyId, kidId, id, changes);
      if (!row) throw notFound(GROWTH_MESSAGES.notFound);
      return row;
    },

    /**
     * @throws HttpError 404 for another family's kid or measurement; 403 GUARDIAN_ONLY for a
     *   caregiver and another member's measurement
     */
    async remove(member: FamilyMember, kidId: number, id: number): Promise<void> {
      await ownedKid(member, kidId);
      const current = await repository.findOwned(member.familyId, kidId, id);
      if (!current) throw notFound(GROWTH_MESSAGES.notFound);
      assertMayChangeRecord(member, current.createdBy);
      if (!(await repository.delete(member.familyId, kidId, id))) {
        throw notFound(GROWTH_MESSAGES.notFound);
      }
    },

    /**
     * The kid's growth on the WHO standards (`GET /api/kids/:kidId/growth`): every
     * measurement, oldest first, with each indicator's age used, z and percentile; the curves
     * of `range` (default: the range of the kid's age today); the gentle flags. A kid whose
     * gender is Other gets the measurements without scores, curves or flags, and a notice.
     * @throws HttpError 404 for another family's kid
     */
    async growth(
      member: FamilyMember,
      kidId: number,
      range: GrowthChartRange | undefined,
      today: string = todayIsoDate(),
    ): Promise<GrowthAnswer> {
      const kid = await ownedKid(member, kidId);
      const sex = growthSexOf(kid.gender);
      const records = await repository.listByKid(member.familyId, kidId);
      const scored = records.map((record) => scoreMeasurement(kid, record));
      const chartRange =
        range ?? growthRangeForAge(today < kid.dob ? 0 : ageInDays(kid.dob, today));
      const forFlags: ScoredMeasurement[] = scored.map((measurement) => ({
        date: measurement.date,
        scores: Object.fromEntries(measurement.scores.map((score) => [score.indicator, score])),
      }));
      const gestation = kid.gestationalAgeDays;
      return {
        kidId: kid.id,
        gender: kid.gender,
        sex,
        gestationalAge: gestation === null ? null : gestationalAgeOf(gestation),
        correctsAge: gestation !== null && gestation < GESTATION.pretermBelowDays,
        range: chartRange,
        measurements: scored,
        curves: sex ? curvesFor(sex, chartRange) : [],
        flags: growthFlags(forFlags),
        notice: sex ? null : GROWTH_MESSAGES.noStandardForGender,
      };
    },

    /**
     * The kid's measurements as CSV, oldest first, with each indicator's z and percentile.
     * @throws HttpError 404 for another family's kid
     */
    async exportCsv(
      member: FamilyMember & Pick<SessionParent, 'locale'>,
      kidId: number,
    ): Promise<{ csv: string; filename: string }> {
      const kid = await ownedKid(member, kidId);
      const records = await repository.listByKid(member.familyId, kidId);
      const rows = records.map((record) => ({ record, growth: scoreMeasurement(kid, record) }));
      return {
        csv: renderMeasurementsCsv(rows, member.locale),
        filename: `measurements-kid-${kid.id}.csv`,
      };
    },
  };
}

export type MeasurementService = ReturnType<typeof createMeasurementService>;
