/**
 * A child's age for the WHO standards: completed days from the date of birth, converted to
 * months as the WHO's software does, and corrected for prematurity below 24 months.
 */
import { GESTATION, isIsoDate } from '@nestling/shared';

/**
 * Days in a month for the standards: 365.25 / 12 = 30.4375 (anthro's `ANTHRO_DAYS_OF_MONTH`,
 * R/anthro-package.R; anthroplus's ages in months are the same months).
 */
export const DAYS_PER_MONTH = 30.4375;

/**
 * 24 months in days as anthro counts them: "age below 24 months (i.e. below 731 days)"
 * (`anthro_zscores`' documentation). From day 731 the 2006 standards are height-based (the
 * `loh` column of lenanthro and bmianthro; weight-for-height instead of -for-length).
 */
export const TWENTY_FOUR_MONTHS_DAYS = 731;

const MS_PER_DAY = 86_400_000;

function dayNumber(isoDate: string, name: string): number {
  if (!isIsoDate(isoDate)) throw new RangeError(`${name} must be a YYYY-MM-DD date: ${isoDate}`);
  return (
    Date.UTC(
      Number(isoDate.slice(0, 4)),
      Number(isoDate.slice(5, 7)) - 1,
      Number(isoDate.slice(8, 10)),
    ) / MS_PER_DAY
  );
}

/**
 * A child's age in completed days on a day: the calendar days from the date of birth (day 0)
 * to the measurement, as the WHO's anthro takes age (`age`, in days, is_age_in_month = FALSE).
 * Dates stay dates: counted on the calendar, never through a time zone.
 * @param birthDate date of birth, `YYYY-MM-DD`
 * @param measuredOn the measurement's date, `YYYY-MM-DD`
 * @returns whole days, 0 on the day of birth
 * @throws RangeError when a date is not a valid `YYYY-MM-DD` date, or `measuredOn` is before
 * `birthDate`
 */
export function ageInDays(birthDate: string, measuredOn: string): number {
  const days = dayNumber(measuredOn, 'measuredOn') - dayNumber(birthDate, 'birthDate');
  if (days < 0) throw new RangeError(`measuredOn ${measuredOn} is before birthDate ${birthDate}`);
  return days;
}

/**
 * Rounds half up, as anthro's `round_up` (R/utils.R) rounds an age in days for the table
 * lookup: < .5 down, ≥ .5 up.
 * @param x a number ≥ 0
 */
export function roundHalfUp(x: number): number {
  const floor = Math.floor(x);
  return x - floor >= 0.5 ? floor + 1 : floor;
}

/** The age the standards are read at, and how it was found. */
export interface AgeForStandards {
  /** completed days since birth */
  chronologicalDays: number;
  /**
   * the age the standards use, in days: chronological, or corrected for prematurity —
   * negative for a preterm baby measured before its term date (no standard applies yet)
   */
  ageDays: number;
  /** whether `ageDays` is corrected for prematurity (say so on screen: issue 26) */
  corrected: boolean;
}

/**
 * The age at which to read the WHO standards for a measurement. For a child born before
 * 37 weeks (259 days) of gestation, the age is corrected by the days it was born before term
 * (40 weeks, 280 days) while the child is under 24 months (chronological age below 731 days,
 * the WHO's 24 months): corrected age = chronological age − (280 − gestational age in days).
 * Sources: issue 26 (the rule and its 24 months); the American Academy of Pediatrics'
 * definition of corrected age (Committee on Fetus and Newborn, "Age terminology during the
 * perinatal period", Pediatrics 2004;114:1362–1364). The WHO's anthro takes the age it is
 * given and corrects nothing.
 * @param input.birthDate date of birth, `YYYY-MM-DD`
 * @param input.measuredOn the measurement's date, `YYYY-MM-DD`
 * @param input.gestationalAgeDays gestational age at birth in days (weeks × 7 + days), if known
 * @throws RangeError as {@link ageInDays}, or when `gestationalAgeDays` is not a whole number
 * of days of a possible pregnancy (GESTATION.minWeeks to maxWeeks)
 */
export function ageForStandards(input: {
  birthDate: string;
  measuredOn: string;
  gestationalAgeDays?: number | null;
}): AgeForStandards {
  const chronologicalDays = ageInDays(input.birthDate, input.measuredOn);
  const gestation = input.gestationalAgeDays;
  if (gestation == null) return { chronologicalDays, ageDays: chronologicalDays, corrected: false };
  if (
    !Number.isInteger(gestation) ||
    gestation < GESTATION.minWeeks * 7 ||
    gestation > GESTATION.maxWeeks * 7 + 6
  ) {
    throw new RangeError(`gestationalAgeDays must be a whole number of days: ${gestation}`);
  }
  const corrected =
    gestation < GESTATION.pretermBelowDays && chronologicalDays < TWENTY_FOUR_MONTHS_DAYS;
  return {
    chronologicalDays,
    ageDays: corrected ? chronologicalDays - (GESTATION.termDays - gestation) : chronologicalDays,
    corrected,
  };
}
