import {
  GROWTH_INDICATORS,
  growthCatalogue,
  type GrowthAnswer,
  type GrowthFlagAnswer,
  type GrowthIndicator,
  type Locale,
} from '@nestling/shared';
import { dateTimeFormat, formatNumber } from '@/lib/dates';
import { translations } from '@/lib/i18n/translations';
import type { Translate } from '@/lib/i18n/use-translation';

/**
 * The growth area's messages and the locale its numbers and dates are written in (issue 28):
 * what every text of the Growth section is made with ({@link useGrowthTexts} in a component).
 */
export interface GrowthTexts extends Translate<typeof growthCatalogue> {
  /** Intl's locale in the app's language (`useLocale().intlLocale`). */
  locale: string | undefined;
}

/**
 * The growth texts of a language outside React (tests; the catalogue must be loaded for a
 * language other than English, or it says English).
 */
export function growthTexts(language: Locale, locale: string | undefined = language): GrowthTexts {
  return {
    t: (key, values) => translations.t(language, growthCatalogue, key, values),
    localize: (text) => translations.localize(language, text),
    locale,
  };
}

/** How the screen names each indicator in a sentence ("weight: 62nd percentile"). */
export function indicatorWords({ t }: GrowthTexts, indicator: GrowthIndicator): string {
  return t(`words.${indicator}`);
}

/** The WHO's name of an indicator ("Weight-for-age", "Peso para la edad"). */
export function indicatorName({ t }: GrowthTexts, indicator: GrowthIndicator): string {
  return t(`indicator.${indicator}`);
}

/**
 * A percentile in words, rounded to the whole percentile: "62nd percentile" ("percentil 62");
 * "below the 1st percentile" under 0.5, "above the 99th percentile" from 99.5. `inSentence`
 * says it after "is": "on the 62nd percentile" ("en el percentil 62").
 * @param percentile 0–100, as the API answers it (1 decimal)
 */
export function percentileInWords(
  { t }: GrowthTexts,
  percentile: number,
  inSentence = false,
): string {
  if (percentile < 0.5) return t('percentile.below');
  if (percentile >= 99.5) return t('percentile.above');
  return t(inSentence ? 'percentile.on' : 'percentile.of', {
    percentile: Math.round(percentile),
  });
}

/** One indicator's latest percentile, said in words. */
export interface LatestPercentile {
  indicator: GrowthIndicator;
  date: string;
  percentile: number;
  /** e.g. "weight: 62nd percentile" */
  text: string;
}

/**
 * Each indicator's latest percentile in words (issue 26: "weight: 62nd percentile"), from the
 * newest measurement that has a score for it, in the WHO indicators' order.
 * @param growth the growth answer (measurements oldest first)
 */
export function latestPercentiles(texts: GrowthTexts, growth: GrowthAnswer): LatestPercentile[] {
  return GROWTH_INDICATORS.flatMap((indicator) => {
    for (let index = growth.measurements.length - 1; index >= 0; index--) {
      const measurement = growth.measurements[index]!;
      const score = measurement.scores.find((item) => item.indicator === indicator);
      if (score) {
        return [
          {
            indicator,
            date: measurement.date,
            percentile: score.percentile,
            text: texts.t('latest.item', {
              indicator: indicatorWords(texts, indicator),
              percentile: percentileInWords(texts, score.percentile),
            }),
          },
        ];
      }
    }
    return [];
  });
}

/**
 * A gentle flag's sentence in the app's language, from its kind and indicator (the answer's
 * `message` is the server's English): what was seen, then "Worth mentioning to your
 * paediatrician."; and its source, each WHO publication by its name in the language.
 */
export function flagInWords(
  texts: GrowthTexts,
  flag: GrowthFlagAnswer,
): { text: string; source: string } {
  const seen = texts.t(`flag.${flag.kind}`, { indicator: indicatorName(texts, flag.indicator) });
  return {
    text: `${seen} ${texts.t('growth.worthMentioning')}`,
    source: texts.t('flag.source', {
      source: flag.source.split('; ').map(texts.localize).join('; '),
    }),
  };
}

/**
 * An age in days as a parent says it: "3 weeks", "14 months", "6 years 2 months" (months of
 * 30.4375 days, as the WHO's software counts them); "8 weeks before term" for a corrected age
 * below 0 — plurals by the language's rules ("1 week", "1 mes").
 */
export function formatAgeDays({ t }: GrowthTexts, days: number): string {
  if (days < 0) return t('age.beforeTerm', { weeks: Math.round(-days / 7) });
  if (days < 61) return t('age.weeks', { weeks: Math.floor(days / 7) });
  // Completed months, with a day's slack: 365 days is 11.99 WHO months, which a parent calls 12.
  const months = Math.floor((days + 1) / 30.4375);
  if (months < 24) return t('age.months', { months });
  const years = Math.floor(months / 12);
  const rest = months % 12;
  return rest === 0 ? t('age.years', { years }) : t('age.yearsMonths', { years, months: rest });
}

/** A `YYYY-MM-DD` date in the app's language, read in UTC so it names the same day: '10 Sep 2026'. */
export function formatMeasurementDate({ locale }: GrowthTexts, isoDate: string): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return isoDate;
  return dateTimeFormat(locale, {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(date);
}

/** A chart's or table's number, at most one decimal, as the language writes it ("9.2", "9,2"). */
export function formatChartNumber({ locale }: GrowthTexts, value: number): string {
  return formatNumber(value, locale, { maximumFractionDigits: 1 });
}
