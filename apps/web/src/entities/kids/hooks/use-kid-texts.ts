import { kidsCatalogue, type Kid } from '@nestling/shared';
import { useTranslation } from '@/lib/i18n/use-translation';

export interface KidTexts {
  /** An age in the app's language: 'Under 1 year old', '1 year old', '7 years old'. */
  age: (age: number) => string;
  /** A gender in the app's language (spec §3: Male, Female, Other). */
  gender: (gender: Kid['gender']) => string;
  /** 'Age · Gender', as the kid rows and cards show it. */
  ageAndGender: (kid: Pick<Kid, 'age' | 'gender'>) => string;
}

/**
 * A kid's age and gender said in the app's language (issue 28: the kids catalogue's `age.years`,
 * an ICU plural, and `gender.*`); the English words are format-kid.ts's.
 */
export function useKidTexts(): KidTexts {
  // No hook after useTranslation (decision 078): a replay after the download sees the same hooks.
  const { t } = useTranslation(kidsCatalogue);
  const age = (years: number) => t('age.years', { age: years });
  const gender = (value: Kid['gender']) => t(`gender.${value}`);
  return {
    age,
    gender,
    ageAndGender: (kid) =>
      t('list.ageAndGender', { age: age(kid.age), gender: gender(kid.gender) }),
  };
}
