/**
 * Gentle flags, not diagnoses (issue 26): what is worth mentioning to the paediatrician.
 * Pure: it reads scores the calculator (or the API) already has.
 */
import {
  GROWTH_FLAG_GUIDE,
  GROWTH_INDICATORS,
  GROWTH_PERCENTILE_LINES,
  GROWTH_REFERENCE_NAMES,
  growthFlagText,
  type GrowthFlagKind,
  type GrowthIndicator,
  type GrowthScore,
} from '@nestling/shared';
import { PERCENTILE_LINE_Z } from './percentile.js';

/** The major percentile lines (P3, P15, P50, P85, P97), as z-scores. */
const MAJOR_LINES_Z = GROWTH_PERCENTILE_LINES.map((line) => PERCENTILE_LINE_Z[line]);

/**
 * How many of the major percentile lines (P97, P85, P50, P15, P3) a child's z-score went down
 * through between two measurements: a line counts when the earlier z is on or above it and the
 * later z below it.
 * @param fromZ the earlier z-score
 * @param toZ the later z-score
 */
export function percentileLinesCrossedDown(fromZ: number, toZ: number): number {
  return MAJOR_LINES_Z.filter((line) => fromZ >= line && toZ < line).length;
}

/** One measurement's scores, as the flags read them. */
export interface ScoredMeasurement {
  /** the measurement's date, `YYYY-MM-DD` */
  date: string;
  scores: Partial<Record<GrowthIndicator, Pick<GrowthScore, 'z' | 'reference'>>>;
}

/** A flag on the latest measurement of one indicator. */
export interface GrowthFlag {
  indicator: GrowthIndicator;
  kind: GrowthFlagKind;
  /** the date of the measurement flagged */
  date: string;
  z: number;
  /** for droppedTwoLines: the z of the measurement before */
  previousZ: number | null;
  /** the sentence to show, ending "Worth mentioning to your paediatrician." */
  message: string;
  /** the WHO tables the z comes from, and the WHO guide the lines come from */
  source: string;
}

/**
 * The gentle flags of a kid's growth, read on each indicator's latest measurement: its z below
 * −2 or above +2 (the lines where the WHO's "growth problems" table starts: WHO Training Course
 * on Child Growth Assessment, Module C, 2008), or a drop across two or more major percentile
 * lines (P97, P85, P50, P15, P3 of the WHO tables) since the measurement before it (issue 26).
 * @param measurements a kid's measurements with their scores, in any order
 * @returns the flags, in GROWTH_INDICATORS' order; empty when nothing is worth mentioning
 */
export function growthFlags(measurements: readonly ScoredMeasurement[]): GrowthFlag[] {
  const byDate = [...measurements].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
  const flags: GrowthFlag[] = [];
  for (const indicator of GROWTH_INDICATORS) {
    const scored = byDate.filter((measurement) => measurement.scores[indicator]);
    const latest = scored.at(-1);
    if (!latest) continue;
    const score = latest.scores[indicator]!;
    const previous = scored.at(-2)?.scores[indicator];
    const flag = (kind: GrowthFlagKind, previousZ: number | null) =>
      flags.push({
        indicator,
        kind,
        date: latest.date,
        z: score.z,
        previousZ,
        message: growthFlagText(kind, indicator),
        source: `${GROWTH_REFERENCE_NAMES[score.reference]}; ${GROWTH_FLAG_GUIDE}`,
      });
    if (score.z < -2) flag('belowMinus2', null);
    if (score.z > 2) flag('abovePlus2', null);
    if (previous && percentileLinesCrossedDown(previous.z, score.z) >= 2) {
      flag('droppedTwoLines', previous.z);
    }
  }
  return flags;
}
