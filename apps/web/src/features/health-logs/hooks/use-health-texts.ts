import { useMemo } from 'react';
import { healthCatalogue, SELF_ASSESSMENT_OPTIONS, type Mood } from '@nestling/shared';
import { useLocale } from '@/lib/i18n/locale-context';
import { useTranslation, type Translate } from '@/lib/i18n/use-translation';
import { formatLogDate } from '../utils/format';

/** A self-assessment question (spec §5: moodToday, enjoyedDay, schoolDay, bullied). */
export type Question = keyof typeof SELF_ASSESSMENT_OPTIONS;

export interface HealthTexts extends Translate<typeof healthCatalogue> {
  /** An answer's label in the app's language, its emoji kept ('😊 Happy', '😊 Feliz'). */
  answerLabel: (question: Question, value: string) => string;
  /** A mood's label ('😊 Happy'). */
  moodLabel: (mood: Mood) => string;
  /** A question's options for a select: the stored words as values, the labels translated. */
  answerOptions: (question: Question) => { value: string; label: string }[];
  /** The locale for Intl in the app's language (`useLocale().intlLocale`). */
  locale: string;
  /** A log's `YYYY-MM-DD` date in the app's language (formatLogDate's styles). */
  logDate: (isoDate: string, style?: 'long' | 'medium' | 'short') => string;
}

/**
 * The health area's messages (issue 28, decision 074) and its words of the self-assessment's
 * answers (spec §5, SELF_ASSESSMENT_OPTIONS: the stored values stay English words) and dates in
 * the app's language.
 */
export function useHealthTexts(): HealthTexts {
  const translate = useTranslation(healthCatalogue);
  const { intlLocale: locale } = useLocale();
  return useMemo(() => {
    const { t } = translate;
    const answerLabel = (question: Question, value: string) => {
      const options: readonly { value: string }[] = SELF_ASSESSMENT_OPTIONS[question];
      return options.some((option) => option.value === value)
        ? t(`answer.${question}.${value}` as `answer.moodToday.Happy`)
        : value;
    };
    return {
      ...translate,
      locale,
      answerLabel,
      moodLabel: (mood) => answerLabel('moodToday', mood),
      answerOptions: (question) =>
        SELF_ASSESSMENT_OPTIONS[question].map(({ value }) => ({
          value,
          label: answerLabel(question, value),
        })),
      logDate: (isoDate, style) => formatLogDate(isoDate, style, locale),
    };
  }, [translate, locale]);
}
