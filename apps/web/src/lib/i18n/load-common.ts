import { commonCatalogue, type Locale } from '@nestling/shared';
import { translations } from './translations';

/**
 * Loads the common area's catalogue in `locale` (issue 28): imported on demand by the app's
 * providers (use-app-localize.ts), so the entry carries neither the catalogue nor its English.
 */
export function loadCommonCatalogue(locale: Locale): Promise<void> {
  return translations.load(commonCatalogue, locale);
}
