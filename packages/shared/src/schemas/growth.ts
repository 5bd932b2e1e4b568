import { z } from 'zod';
import { GENDERS } from '../constants.js';
import { GESTATION_MESSAGES } from './gestation.js';
import { healthDateSchema } from './health-log-requests.js';
import { recordIdSchema, textSchema } from './common.js';
import { pageSchema } from './page.js';
import { pageNumberSchema, pageSizeOneOf } from './paging.js';

/**
 * Growth tracking's contract (issue 26): a kid's measurements and what the WHO growth standards
 * say about them. Only what both sides need lives here — names, units, the position, the
 * coarse limits every form can check, the request schemas and the shapes of a score and a
 * curve point. The WHO's tables and the calculator are server-only (`@nestling/growth`,
 * decision 052): the web gets scores and curves from the API.
 */

/**
 * The WHO indicators, one id per chart. 0–5 years: the WHO Child Growth Standards (2006);
 * 5–19 years: the WHO Growth Reference 2007 (length/height-, BMI- and, to 10 years,
 * weight-for-age). Weight-for-length/height is the 2006 standards' only, to 5 years.
 */
export const GROWTH_INDICATORS = [
  'weightForAge',
  'lengthHeightForAge',
  'headCircumferenceForAge',
  'bmiForAge',
  'weightForLengthHeight',
] as const;
export type GrowthIndicator = (typeof GROWTH_INDICATORS)[number];

/** Each indicator's name as the WHO writes it, and the unit of the value it places. */
export const GROWTH_INDICATOR_INFO: Record<GrowthIndicator, { label: string; unit: string }> = {
  weightForAge: { label: 'Weight-for-age', unit: 'kg' },
  lengthHeightForAge: { label: 'Length/height-for-age', unit: 'cm' },
  headCircumferenceForAge: { label: 'Head circumference-for-age', unit: 'cm' },
  bmiForAge: { label: 'BMI-for-age', unit: 'kg/m²' },
  weightForLengthHeight: { label: 'Weight-for-length/height', unit: 'kg' },
};

/**
 * How a length/height was measured: lying (recumbent length, the WHO's way below 2 years) or
 * standing (height, from 2 years). The WHO's standards differ by 0.7 cm between the two.
 */
export const MEASUREMENT_POSITIONS = ['lying', 'standing'] as const;
export type MeasurementPosition = (typeof MEASUREMENT_POSITIONS)[number];

/** The sexes the WHO's tables are given for. */
export const GROWTH_SEXES = ['male', 'female'] as const;
export type GrowthSex = (typeof GROWTH_SEXES)[number];

/** The percentile lines drawn on every chart (the WHO's P3, P15, P50, P85, P97). */
export const GROWTH_PERCENTILE_LINES = [3, 15, 50, 85, 97] as const;
export type GrowthPercentileLine = (typeof GROWTH_PERCENTILE_LINES)[number];

/**
 * The charts' age ranges, in days of age. 0–5 years ends on day 1,826 and 5–19 years starts on
 * day 1,827: the WHO's anthro computes the 2006 standards below 60 months (30.4375 days each),
 * anthroplus the 2007 reference from 60 months to 228 inclusive (weight-for-age to 120).
 */
export const GROWTH_CHART_RANGES = {
  '0-2y': { fromDays: 0, toDays: 730 },
  '0-5y': { fromDays: 0, toDays: 1826 },
  '5-19y': { fromDays: 1827, toDays: 6939 },
} as const;
export type GrowthChartRange = keyof typeof GROWTH_CHART_RANGES;

/**
 * Absolute limits of each value at any age from birth (preterm included) to 19 years: what a
 * form checks without the WHO's tables. Wider than every age's plausible range (the server
 * checks that, with the tables, and says so: `@nestling/growth`'s `checkPlausibility`); a test
 * there proves these enclose every age's range. Lower ends: a baby born at 22 weeks.
 */
export const MEASUREMENT_LIMITS = {
  weightKg: { min: 0.2, max: 250 },
  lengthCm: { min: 20, max: 230 },
  headCircumferenceCm: { min: 15, max: 70 },
} as const;
export type MeasurementField = keyof typeof MEASUREMENT_LIMITS;

export const MEASUREMENT_NOTE_MAX = 500;

/** Texts of growth tracking (issue 26). */
export const GROWTH_MESSAGES = {
  valueRequired: 'Enter at least one of weight, length/height or head circumference.',
  weightInvalid: `Weight must be a number of kilograms from ${MEASUREMENT_LIMITS.weightKg.min} to ${MEASUREMENT_LIMITS.weightKg.max}.`,
  lengthInvalid: `Length/height must be a number of centimetres from ${MEASUREMENT_LIMITS.lengthCm.min} to ${MEASUREMENT_LIMITS.lengthCm.max}.`,
  headCircumferenceInvalid: `Head circumference must be a number of centimetres from ${MEASUREMENT_LIMITS.headCircumferenceCm.min} to ${MEASUREMENT_LIMITS.headCircumferenceCm.max}.`,
  positionInvalid: 'Position must be lying or standing.',
  noteTooLong: 'This note is too long.',
  dateBeforeBirth: 'The date cannot be before the date of birth.',
  weightImplausibleForAge:
    'This weight is not plausible at this age. Please check the value and the unit.',
  weightImplausibleForLength:
    'This weight is not plausible for this length/height. Please check both values and their units.',
  lengthImplausibleForAge:
    'This length/height is not plausible at this age. Please check the value and the unit.',
  headCircumferenceImplausibleForAge:
    'This head circumference is not plausible at this age. Please check the value and the unit.',
  correctedAge: 'Ages are corrected for prematurity until 24 months.',
  worthMentioning: 'Worth mentioning to your paediatrician.',
  ...GESTATION_MESSAGES,
  kidNotFound: 'Kid not found.',
  notFound: 'Measurement not found.',
  dateOutOfReach: 'This date is past the age the WHO growth standards cover (19 years).',
  noStandardForGender:
    'The WHO growth standards are given for boys and for girls. For a kid whose gender is Other, measurements are kept and shown without percentiles or curves.',
  plausibleRange: (min: number, max: number, unit: string) =>
    `Plausible at this age: ${min} to ${max} ${unit}.`,
} as const;

/** The WHO's names of its two sets of tables, as a flag or a chart credits them. */
export const GROWTH_REFERENCE_NAMES = {
  'who-2006': 'WHO Child Growth Standards (2006)',
  'who-2007': 'WHO Growth Reference 2007',
} as const;

/**
 * Where the gentle flags' lines come from: the WHO's own guide to reading its charts, whose
 * "growth problems" table starts at the −2 and +2 z-score lines.
 */
export const GROWTH_FLAG_GUIDE =
  'WHO Training Course on Child Growth Assessment, Module C: Interpreting Growth Indicators (2008)';

/** The kinds of gentle flag (issue 26: flags, not diagnoses). */
export const GROWTH_FLAG_KINDS = ['belowMinus2', 'abovePlus2', 'droppedTwoLines'] as const;
export type GrowthFlagKind = (typeof GROWTH_FLAG_KINDS)[number];

/**
 * A gentle flag's sentence: what was seen on which indicator, then "Worth mentioning to your
 * paediatrician." (issue 26). The screen names the source beside it ({@link
 * GROWTH_REFERENCE_NAMES}, {@link GROWTH_FLAG_GUIDE}).
 */
export function growthFlagText(kind: GrowthFlagKind, indicator: GrowthIndicator): string {
  const label = GROWTH_INDICATOR_INFO[indicator].label;
  const seen = {
    belowMinus2: `${label} is below the −2 z-score line.`,
    abovePlus2: `${label} is above the +2 z-score line.`,
    droppedTwoLines: `${label} has dropped across two percentile lines since the measurement before.`,
  }[kind];
  return `${seen} ${GROWTH_MESSAGES.worthMentioning}`;
}

/** Which field carries which limits message. */
const LIMIT_MESSAGES = {
  weightKg: GROWTH_MESSAGES.weightInvalid,
  lengthCm: GROWTH_MESSAGES.lengthInvalid,
  headCircumferenceCm: GROWTH_MESSAGES.headCircumferenceInvalid,
} satisfies Record<MeasurementField, string>;

/**
 * A measured value: a finite number within the field's {@link MEASUREMENT_LIMITS}; absent or
 * null means not measured (null clears it in an update).
 */
function measuredValueSchema(field: MeasurementField) {
  const { min, max } = MEASUREMENT_LIMITS[field];
  const message = LIMIT_MESSAGES[field];
  return z.number({ error: message }).min(min, message).max(max, message).nullable().optional();
}

const measurementFields = {
  date: healthDateSchema,
  weightKg: measuredValueSchema('weightKg'),
  lengthCm: measuredValueSchema('lengthCm'),
  headCircumferenceCm: measuredValueSchema('headCircumferenceCm'),
  position: z
    .enum(MEASUREMENT_POSITIONS, { error: GROWTH_MESSAGES.positionInvalid })
    .nullable()
    .optional(),
  note: textSchema()
    .trim()
    .max(MEASUREMENT_NOTE_MAX, GROWTH_MESSAGES.noteTooLong)
    .nullable()
    .optional()
    .transform((value) => (value ? value.replace(/\r\n?/g, '\n') : null)),
};

/**
 * Whether a measurement has at least one of the three values (issue 26's contract). For an
 * update, call it on the record as it will be stored, not on the request's fields alone.
 */
export function hasMeasuredValue(values: {
  weightKg?: number | null;
  lengthCm?: number | null;
  headCircumferenceCm?: number | null;
}): boolean {
  return values.weightKg != null || values.lengthCm != null || values.headCircumferenceCm != null;
}

/**
 * `POST /api/kids/:kidId/measurements`'s body (issue 26): `{date, weightKg?, lengthCm?,
 * headCircumferenceCm?, position?, note?}` with at least one of the three values; kg and cm.
 * The date is `YYYY-MM-DD`, not in the future; "not before birth" needs the kid
 * ({@link measurementDateIssue}), and the plausibility at the kid's age needs the WHO's
 * tables (the server's `@nestling/growth`).
 */
export const measurementCreateSchema = z
  .object(measurementFields)
  .refine(hasMeasuredValue, { message: GROWTH_MESSAGES.valueRequired });
export type MeasurementCreateInput = z.input<typeof measurementCreateSchema>;
export type MeasurementCreate = z.output<typeof measurementCreateSchema>;

/**
 * `PATCH /api/kids/:kidId/measurements/:id`'s body: any of the create body's fields; null
 * clears an optional one. The service checks {@link hasMeasuredValue} on the merged record.
 */
export const measurementUpdateSchema = z.object(measurementFields).partial();
export type MeasurementUpdateInput = z.input<typeof measurementUpdateSchema>;
export type MeasurementUpdate = z.output<typeof measurementUpdateSchema>;

/**
 * Why a measurement's date cannot be kept, or null when it can: not before the date of birth
 * (issue 26). Both dates are `YYYY-MM-DD` (compared as text, which orders them).
 * @param date the measurement's date
 * @param birthDate the kid's date of birth
 */
export function measurementDateIssue(
  date: string,
  birthDate: string,
): typeof GROWTH_MESSAGES.dateBeforeBirth | null {
  return date < birthDate.slice(0, 10) ? GROWTH_MESSAGES.dateBeforeBirth : null;
}

/**
 * One indicator's result for one measurement (issue 26's `GET /api/kids/:kidId/growth`): the
 * age used for the standards in days, z to 2 decimals, the percentile to 1 decimal, which WHO
 * table it came from, and whether the WHO's software would flag the z as implausible.
 */
export const growthScoreSchema = z.object({
  indicator: z.enum(GROWTH_INDICATORS),
  ageDays: z.number(),
  z: z.number(),
  percentile: z.number(),
  reference: z.enum(['who-2006', 'who-2007']),
  flaggedImplausible: z.boolean(),
});
export type GrowthScore = z.infer<typeof growthScoreSchema>;

/**
 * One point of an indicator's percentile curves: `x` is age in days (the age-based
 * indicators) or length/height in cm (weight-for-length/height); the values are in the
 * indicator's unit.
 */
export const growthCurvePointSchema = z.object({
  x: z.number(),
  p3: z.number(),
  p15: z.number(),
  p50: z.number(),
  p85: z.number(),
  p97: z.number(),
});
export type GrowthCurvePoint = z.infer<typeof growthCurvePointSchema>;

/** `GET /api/kids/:kidId/measurements`'s page sizes, the default first. */
export const MEASUREMENT_PAGE_SIZES = [10, 20, 50] as const;

/** The route parameter of `/api/kids/:kidId/measurements` and `/growth`. */
export const measurementKidParamsSchema = z.object({
  kidId: recordIdSchema(GROWTH_MESSAGES.kidNotFound),
});

/** The route parameters of `/api/kids/:kidId/measurements/:id`. */
export const measurementIdParamsSchema = z.object({
  kidId: recordIdSchema(GROWTH_MESSAGES.kidNotFound),
  id: recordIdSchema(GROWTH_MESSAGES.notFound),
});

/** `GET /api/kids/:kidId/measurements`: newest first, the one pager's `page` and `pageSize`. */
export const measurementListQuerySchema = z.object({
  page: pageNumberSchema,
  pageSize: pageSizeOneOf(MEASUREMENT_PAGE_SIZES),
});
export type MeasurementListQuery = z.output<typeof measurementListQuerySchema>;

/** A measurement as answered: metric (kg, cm), whoever recorded it, when. */
export const measurementSchema = z.object({
  id: z.number().int(),
  kidId: z.number().int(),
  /** `YYYY-MM-DD` */
  date: z.string(),
  weightKg: z.number().nullable(),
  lengthCm: z.number().nullable(),
  headCircumferenceCm: z.number().nullable(),
  position: z.enum(MEASUREMENT_POSITIONS).nullable(),
  note: z.string().nullable(),
  /** the parent who recorded it; null once that account is deleted */
  createdBy: z.number().int().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Measurement = z.infer<typeof measurementSchema>;

/** One page of a kid's measurements: `{items, total, page, pageSize}` (the one pager). */
export const measurementPageSchema = pageSchema(measurementSchema);
export type MeasurementPage = z.infer<typeof measurementPageSchema>;

/** `GET /api/kids/:kidId/growth?range=`: which age range's curves to answer. */
export const growthQuerySchema = z.object({
  range: z
    .enum(Object.keys(GROWTH_CHART_RANGES) as [GrowthChartRange, ...GrowthChartRange[]], {
      error: 'Range must be 0-2y, 0-5y or 5-19y.',
    })
    .optional(),
});

/**
 * The chart range that fits an age: 0–2 years to day 730, 0–5 years to day 1,826, then
 * 5–19 years.
 * @param ageDays the age in days (today's, for a kid's default chart)
 */
export function growthRangeForAge(ageDays: number): GrowthChartRange {
  if (ageDays <= GROWTH_CHART_RANGES['0-2y'].toDays) return '0-2y';
  if (ageDays <= GROWTH_CHART_RANGES['0-5y'].toDays) return '0-5y';
  return '5-19y';
}

/** One measurement as the growth answer scores it. */
export const growthMeasurementSchema = z.object({
  id: z.number().int(),
  date: z.string(),
  /** completed days since birth */
  chronologicalAgeDays: z.number().int(),
  /** the age the standards used (corrected for prematurity where it applies), days */
  ageDays: z.number().int(),
  corrected: z.boolean(),
  weightKg: z.number().nullable(),
  lengthCm: z.number().nullable(),
  headCircumferenceCm: z.number().nullable(),
  /** the length/height the standards read (±0.7 cm for the position), cm */
  lengthHeightCm: z.number().nullable(),
  /** kg/m², 1 decimal; null without weight and length/height */
  bmi: z.number().nullable(),
  /** one score per indicator the WHO's tables cover; empty for a kid whose gender is Other */
  scores: z.array(growthScoreSchema),
});
export type GrowthMeasurement = z.infer<typeof growthMeasurementSchema>;

/** One indicator's curves for the answered range. */
export const growthCurvesSchema = z.object({
  indicator: z.enum(GROWTH_INDICATORS),
  /** what `x` is: age in days, or length/height in cm (weight-for-length/height) */
  x: z.enum(['ageDays', 'lengthCm', 'heightCm']),
  points: z.array(growthCurvePointSchema),
});
export type GrowthCurvesAnswer = z.infer<typeof growthCurvesSchema>;

/** A gentle flag (issue 26): what was seen, "Worth mentioning to your paediatrician.", the source. */
export const growthFlagSchema = z.object({
  indicator: z.enum(GROWTH_INDICATORS),
  kind: z.enum(GROWTH_FLAG_KINDS),
  date: z.string(),
  z: z.number(),
  previousZ: z.number().nullable(),
  message: z.string(),
  source: z.string(),
});
export type GrowthFlagAnswer = z.infer<typeof growthFlagSchema>;

/**
 * `GET /api/kids/:kidId/growth` (issue 26): every measurement of the kid, oldest first, with
 * each indicator's age used, z (2 decimals) and percentile (1 decimal); the P3–P97 curves of
 * the kid's sex for `range`; the gentle flags. `sex` is null for a kid whose gender is Other
 * (no scores, no curves: `notice` says why).
 */
export const growthAnswerSchema = z.object({
  kidId: z.number().int(),
  gender: z.enum(GENDERS),
  sex: z.enum(GROWTH_SEXES).nullable(),
  /** the kid's gestational age at birth, when given */
  gestationalAge: z.object({ weeks: z.number().int(), days: z.number().int() }).nullable(),
  /** whether ages are corrected for prematurity (born below 37 weeks) until 24 months */
  correctsAge: z.boolean(),
  range: z.enum(Object.keys(GROWTH_CHART_RANGES) as [GrowthChartRange, ...GrowthChartRange[]]),
  measurements: z.array(growthMeasurementSchema),
  curves: z.array(growthCurvesSchema),
  flags: z.array(growthFlagSchema),
  /** why there are no scores (gender Other), else null */
  notice: z.string().nullable(),
});
export type GrowthAnswer = z.infer<typeof growthAnswerSchema>;

/** The units a parent may see and enter measurements in; stored metric either way. */
export const MEASUREMENT_UNITS = ['metric', 'imperial'] as const;
export type MeasurementUnits = (typeof MEASUREMENT_UNITS)[number];

/** Exact conversion factors: 1 lb = 0.45359237 kg, 1 oz = 1/16 lb, 1 in = 2.54 cm. */
export const KG_PER_POUND = 0.45359237;
export const OUNCES_PER_POUND = 16;
export const CM_PER_INCH = 2.54;

/**
 * Pounds and ounces to kilograms, rounded to the gram (what the database keeps).
 * @param pounds whole or decimal pounds (≥ 0)
 * @param ounces ounces (≥ 0, may exceed 16)
 */
export function poundsOuncesToKg(pounds: number, ounces: number): number {
  return Math.round((pounds + ounces / OUNCES_PER_POUND) * KG_PER_POUND * 1000) / 1000;
}

/**
 * Kilograms to whole pounds and ounces to one decimal (ounces below 16: 15.96 oz is the next
 * pound).
 * @param kg kilograms (≥ 0)
 */
export function kgToPoundsOunces(kg: number): { pounds: number; ounces: number } {
  const tenthsOfOunce = Math.round((kg / KG_PER_POUND) * OUNCES_PER_POUND * 10);
  const pounds = Math.floor(tenthsOfOunce / (OUNCES_PER_POUND * 10));
  return { pounds, ounces: (tenthsOfOunce - pounds * OUNCES_PER_POUND * 10) / 10 };
}

/** Inches to centimetres, rounded to the hundredth (what the database keeps). */
export function inchesToCm(inches: number): number {
  return Math.round(inches * CM_PER_INCH * 100) / 100;
}

/** Centimetres to inches, rounded to the tenth. */
export function cmToInches(cm: number): number {
  return Math.round((cm / CM_PER_INCH) * 10) / 10;
}
