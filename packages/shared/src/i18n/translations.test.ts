import { compileMessage } from '@lingui/message-utils/compileMessage';
import { describe, expect, it } from 'vitest';
import { commonCatalogue } from './catalogues/common/common-catalogue.js';
import type { Locale } from './locales.js';
import { Translations } from './translations.js';

describe('prepareNumbers: the plurals’ number formatter made ahead (issue 29)', () => {
  it.each<[Locale, number, string]>([
    ['en', 1, '1 unread'],
    ['en', 1234, '1,234 unread'],
    ['es', 1, '1 sin leer'],
    // Spanish groups from five digits.
    ['es', 1234, '1234 sin leer'],
    ['es', 12345, '12.345 sin leer'],
  ])(
    'made before the language’s catalogue has loaded, %s still writes %d as “%s”',
    async (locale, count, text) => {
      const translations = new Translations(compileMessage);
      // As the web does: made as the session answers, the catalogue downloaded after.
      translations.prepareNumbers(locale);
      await translations.load(commonCatalogue, locale);
      expect(translations.t(locale, commonCatalogue, 'nav.unread', { count })).toBe(text);
    },
  );
});
