import { growthCatalogue } from '@nestling/shared';
import { useLocale } from '@/lib/i18n/locale-context';
import { useTranslation } from '@/lib/i18n/use-translation';
import type { GrowthTexts } from '../utils/growth-text';

/**
 * The growth area's messages and Intl's locale in the app's language (issue 28): suspends while
 * the area's Spanish downloads (the Growth section's Suspense shows its loading line). It calls
 * `useTranslation` last (decision 078), so call it after the component's other hooks.
 */
export function useGrowthTexts(): GrowthTexts {
  const { intlLocale: locale } = useLocale();
  const translate = useTranslation(growthCatalogue);
  return { ...translate, locale };
}
