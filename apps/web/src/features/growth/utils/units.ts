import { useCallback, useState } from 'react';
import {
  CM_PER_INCH,
  KG_PER_POUND,
  MEASUREMENT_UNITS,
  cmToInches,
  kgToPoundsOunces,
  type GrowthIndicator,
  type MeasurementUnits,
} from '@nestling/shared';
import { formatNumber } from '@/lib/dates';

/** The localStorage key of the parent's units on this device; absent means metric. */
export const UNITS_STORAGE_KEY = 'nestling-growth-units';

function storedUnits(): MeasurementUnits {
  try {
    const stored = window.localStorage.getItem(UNITS_STORAGE_KEY);
    return MEASUREMENT_UNITS.find((units) => units === stored) ?? 'metric';
  } catch {
    return 'metric';
  }
}

/**
 * The units growth is shown and entered in (issue 26: metric by default, imperial on choice),
 * remembered on this device. Values are stored metric whatever the choice.
 * @returns the units and a setter that remembers them
 */
export function useMeasurementUnits(): [MeasurementUnits, (units: MeasurementUnits) => void] {
  const [units, setUnits] = useState(storedUnits);
  const choose = useCallback((next: MeasurementUnits) => {
    setUnits(next);
    try {
      window.localStorage.setItem(UNITS_STORAGE_KEY, next);
    } catch {
      // Private mode without storage: the choice holds for this visit.
    }
  }, []);
  return [units, choose];
}

/** A number with at most `decimals` decimals, without trailing zeros, as `locale` writes it. */
const trimmed = (value: number, decimals: number, locale: string | undefined) =>
  formatNumber(value, locale, { maximumFractionDigits: decimals });

/**
 * A weight in the chosen units: '9.2 kg' or '20 lb 4 oz' ('9,2 kg' in Spanish).
 * @param locale Intl's locale (omitted: the browser's)
 */
export function formatWeight(kg: number, units: MeasurementUnits, locale?: string): string {
  if (units === 'metric') return `${trimmed(kg, 3, locale)} kg`;
  const { pounds, ounces } = kgToPoundsOunces(kg);
  return `${trimmed(pounds, 0, locale)} lb ${trimmed(ounces, 1, locale)} oz`;
}

/**
 * A length in the chosen units: '74.5 cm' or '29.3 in' ('74,5 cm' in Spanish).
 * @param locale Intl's locale (omitted: the browser's)
 */
export function formatLength(cm: number, units: MeasurementUnits, locale?: string): string {
  return units === 'metric'
    ? `${trimmed(cm, 2, locale)} cm`
    : `${trimmed(cmToInches(cm), 1, locale)} in`;
}

/** The unit of an indicator's values (the y axis) in the chosen units. */
export function indicatorUnit(indicator: GrowthIndicator, units: MeasurementUnits): string {
  if (indicator === 'bmiForAge') return 'kg/m²';
  const weight = indicator === 'weightForAge' || indicator === 'weightForLengthHeight';
  if (units === 'metric') return weight ? 'kg' : 'cm';
  return weight ? 'lb' : 'in';
}

/**
 * A metric value of an indicator in the chosen units, as a plain number for a chart: kg → lb
 * (decimal pounds), cm → in; BMI unchanged.
 */
export function chartValue(
  indicator: GrowthIndicator,
  metric: number,
  units: MeasurementUnits,
): number {
  if (units === 'metric' || indicator === 'bmiForAge') return metric;
  const weight = indicator === 'weightForAge' || indicator === 'weightForLengthHeight';
  return weight ? metric / KG_PER_POUND : metric / CM_PER_INCH;
}

/** A length on the weight-for-length/height chart's x axis in the chosen units. */
export function chartLength(cm: number, units: MeasurementUnits): number {
  return units === 'metric' ? cm : cm / CM_PER_INCH;
}
