import { compileMessage, compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../messages.js';
import { GESTATION_MESSAGES } from '../schemas/gestation.js';
import { GROWTH_MESSAGES } from '../schemas/growth.js';
import { HEALTH_MESSAGES } from '../schemas/health-logs.js';
import { KID_MESSAGES } from '../schemas/kids.js';
import { SCHEDULE_EVENT_MESSAGES } from '../schemas/schedule-events.js';
import type { Catalogue, CatalogueMessages } from './catalogue.js';
import { CATALOGUES } from './all-catalogues.js';
import { LOCALES, negotiateLocale, parseAcceptLanguage, type Locale } from './locales.js';
import { Translations } from './translations.js';
import { accountCatalogue } from './catalogues/account/account-catalogue.js';

/** A catalogue's JSON as written (ICU source: the test runs without the web's compiling build). */
async function sourceOf(catalogue: Catalogue, locale: Locale): Promise<Record<string, string>> {
  const messages: CatalogueMessages =
    locale === 'en' ? catalogue.english : (await catalogue.load[locale]()).default;
  return messages as Record<string, string>;
}

/** The argument names of a message, nested ones included (`{name}` inside a plural's branch). */
function argumentsOf(message: string): string[] {
  const names = new Set<string>();
  const visit = (tokens: readonly unknown[]): void => {
    for (const token of tokens) {
      if (!Array.isArray(token)) continue; // text
      const [name, , branches] = token as [string, string?, Record<string, unknown>?];
      names.add(name);
      for (const branch of Object.values(branches ?? {})) {
        if (Array.isArray(branch)) visit(branch);
      }
    }
  };
  visit(compileMessage(message));
  return [...names].sort();
}

describe.each(CATALOGUES.map((catalogue) => [catalogue.area, catalogue] as const))(
  'the %s catalogues',
  (area, catalogue) => {
    const english = catalogue.english as Record<string, string>;

    it.each(LOCALES)('%s has exactly the English keys', async (locale) => {
      const keys = Object.keys(await sourceOf(catalogue, locale)).sort();
      expect(keys).toEqual(Object.keys(english).sort());
    });

    it.each(LOCALES)('every %s message is valid ICU with the English arguments', async (locale) => {
      for (const [key, message] of Object.entries(await sourceOf(catalogue, locale))) {
        expect(() => compileMessageOrThrow(message), `${area}/${locale}: ${key}`).not.toThrow();
        expect(argumentsOf(message), `${area}/${locale}: ${key}`).toEqual(
          argumentsOf(english[key] ?? ''),
        );
      }
    });
  },
);

/**
 * The shared constants an area's English repeats, by the section of its keys: `kid.required` is
 * `KID_MESSAGES.required`'s words (the server and the schemas still say them, decision 074 step 5).
 */
const SPEC_TEXTS: Record<string, Record<string, unknown> | undefined> = {
  ...MESSAGES,
  kid: KID_MESSAGES,
  gestation: GESTATION_MESSAGES,
  health: HEALTH_MESSAGES,
  growth: GROWTH_MESSAGES,
  scheduleEvent: SCHEDULE_EVENT_MESSAGES,
};

describe('the catalogues’ English', () => {
  it.each(CATALOGUES.map((catalogue) => [catalogue.area, catalogue] as const))(
    '%s says the spec’s texts exactly as the shared constants write them (key `<section>.<name>`)',
    (_area, catalogue) => {
      const translations = new Translations(compileMessage);
      let compared = 0;
      for (const key of Object.keys(catalogue.english)) {
        const [section = '', name = ''] = key.split('.');
        const texts = SPEC_TEXTS[section];
        const text = texts?.[name];
        if (typeof text !== 'string') continue; // none, or a function (GROWTH_MESSAGES.plausibleRange)
        compared += 1;
        expect(translations.t('en', catalogue, key as never), key).toBe(text);
      }
      expect(compared).toBeGreaterThan(5);
    },
  );

  it('says them in Spanish once loaded, and localizes the English constant', async () => {
    const translations = new Translations(compileMessage);
    expect(translations.t('es', accountCatalogue, 'login.failed')).toBe(MESSAGES.login.failed);
    await translations.load(accountCatalogue, 'es');
    expect(translations.t('es', accountCatalogue, 'login.failed')).toBe(
      'No se pudo iniciar sesión. Inténtalo de nuevo.',
    );
    expect(translations.localize('es', MESSAGES.login.invalidCredentials)).toBe(
      'Correo electrónico o contraseña incorrectos.',
    );
    expect(translations.localize('es', 'A text of no catalogue.')).toBe('A text of no catalogue.');
    expect(translations.t('es', accountCatalogue, 'document.title', { screen: 'X' })).toBe(
      'X · Nestling',
    );
  });
});

describe('the request’s language', () => {
  it.each([
    [undefined, 'en'],
    ['', 'en'],
    ['es', 'es'],
    ['es-MX,es;q=0.9,en;q=0.8', 'es'],
    ['en-US,en;q=0.9,es;q=0.8', 'en'],
    ['fr-FR, es;q=0.5, en;q=0.4', 'es'],
    ['en;q=0.1, es;q=0.9', 'es'],
    ['es;q=0, en', 'en'],
    ['*', 'en'],
    ['de', 'en'],
  ])('Accept-Language %j → %s', (header, locale) => {
    expect(negotiateLocale(parseAcceptLanguage(header))).toBe(locale);
  });
});
