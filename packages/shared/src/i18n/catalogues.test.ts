import { compileMessage, compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import { describe, expect, it } from 'vitest';
import { CHAT_TEXTS } from '../chat.js';
import { MESSAGES } from '../messages.js';
import { GESTATION_MESSAGES } from '../schemas/gestation.js';
import { GROWTH_MESSAGES } from '../schemas/growth.js';
import { HEALTH_MESSAGES } from '../schemas/health-log-texts.js';
import { PARENT_PROFILE_MESSAGES } from '../schemas/kids.js';
import { KID_MESSAGES } from '../schemas/kid-texts.js';
import { ACCOUNT_MESSAGES } from '../schemas/account-texts.js';
import { SCHEDULE_EVENT_MESSAGES } from '../schemas/schedule-event-texts.js';
import { EXPLORE_MESSAGES } from '../schemas/explore-texts.js';
import { FRIEND_MESSAGES } from '../schemas/friend-texts.js';
import { CHAT_MESSAGES } from '../schemas/message-texts.js';
import { BLOCK_MESSAGES } from '../schemas/blocks.js';
import { REPORT_MESSAGES } from '../schemas/moderation-texts.js';
import { NOTIFICATION_MESSAGES } from '../schemas/notification-texts.js';
import { PLACE_MESSAGES } from '../schemas/place-texts.js';
import { MILESTONE_MESSAGES } from '../schemas/milestones.js';
import { CERTIFICATE_MESSAGES } from '../schemas/certificates.js';
import { PREMIUM_FEATURES, SUBSCRIPTION_MESSAGES } from '../schemas/subscription-texts.js';
import { PUSH_MESSAGES } from '../schemas/push.js';
import type { Catalogue, CatalogueMessages, MessageKey } from './catalogue.js';
import { CATALOGUES } from './all-catalogues.js';
import { LOCALES, negotiateLocale, parseAcceptLanguage, type Locale } from './locales.js';
import { Translations } from './translations.js';
import { accountCatalogue } from './catalogues/account/account-catalogue.js';
import {
  checklistsCatalogue,
  checklistsEnglish,
} from './catalogues/checklists/checklists-catalogue.js';
import { commonCatalogue } from './catalogues/common/common-catalogue.js';
import { setupCatalogue } from './catalogues/setup/setup-catalogue.js';
import { PASSWORD_STRENGTH } from '../rules/password-strength.js';

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
 * Where an area's English comes from: its shared constants, a key `<section>.<name>` being
 * `sections[section][name]` (texts with values are compared by the area's own tests).
 */
/** The achievements areas' sections: MESSAGES and the milestone screens' own constants. */
const MILESTONE_SECTIONS = {
  ...MESSAGES,
  milestones: MILESTONE_MESSAGES,
  certificates: CERTIFICATE_MESSAGES,
};

/** The kids, health and calendar areas' sections: MESSAGES and their schemas' own constants. */
const KIDS_SECTIONS = {
  ...MESSAGES,
  kid: KID_MESSAGES,
  gestation: GESTATION_MESSAGES,
  health: HEALTH_MESSAGES,
  growth: GROWTH_MESSAGES,
  scheduleEvent: SCHEDULE_EVENT_MESSAGES,
};

const SPEC_TEXTS: Partial<Record<string, Record<string, object>>> = {
  account: MESSAGES,
  errors: MESSAGES,
  verification: MESSAGES,
  places: { places: PLACE_MESSAGES },
  friends: { friends: FRIEND_MESSAGES },
  chat: { chat: CHAT_MESSAGES, texts: CHAT_TEXTS },
  conversation: { chat: CHAT_MESSAGES, texts: CHAT_TEXTS },
  reports: { reports: REPORT_MESSAGES, reasons: REPORT_MESSAGES.reasons },
  blocks: { blocks: BLOCK_MESSAGES },
  moderation: { moderation: REPORT_MESSAGES, actions: REPORT_MESSAGES.actions },
  notificationCenter: { notifications: NOTIFICATION_MESSAGES },
  socialErrors: { explore: EXPLORE_MESSAGES, friends: FRIEND_MESSAGES, chat: CHAT_MESSAGES },
  achievements: MILESTONE_SECTIONS,
  milestones: MILESTONE_SECTIONS,
  kids: KIDS_SECTIONS,
  kidForms: KIDS_SECTIONS,
  health: KIDS_SECTIONS,
  growth: KIDS_SECTIONS,
  calendar: KIDS_SECTIONS,
  billing: { subscription: SUBSCRIPTION_MESSAGES, features: PREMIUM_FEATURES },
  privacy: { places: PLACE_MESSAGES },
  common: { verify: MESSAGES.verify },
  profile: { texts: CHAT_TEXTS },
  profileForm: { parentProfile: PARENT_PROFILE_MESSAGES },
  settings: { account: ACCOUNT_MESSAGES },
  settingsBelow: { account: ACCOUNT_MESSAGES, subscription: SUBSCRIPTION_MESSAGES },
  family: { places: PLACE_MESSAGES },
  pushDevices: {
    push: PUSH_MESSAGES,
    kinds: PUSH_MESSAGES.kinds,
    channels: PUSH_MESSAGES.channels,
  },
};

describe('the catalogues’ English', () => {
  // The areas whose texts shared constants also write (the server validates with them); the
  // other areas' English (common, dashboard) is the spec's words without a constant beside them,
  // and checklists' is read from the offline catalogue's data (its own test below).
  it.each(
    CATALOGUES.filter((catalogue) => SPEC_TEXTS[catalogue.area]).map(
      (catalogue) => [catalogue.area, catalogue] as const,
    ),
  )(
    '%s says the spec’s texts exactly as its constants write them (key `<section>.<name>`)',
    (area, catalogue) => {
      const sections = SPEC_TEXTS[area] ?? {};
      const translations = new Translations(compileMessage);
      let compared = 0;
      for (const key of Object.keys(catalogue.english)) {
        const [section = '', name = ''] = key.split('.');
        const texts = (sections as Record<string, Record<string, unknown> | undefined>)[section];
        const text = texts?.[name];
        if (typeof text !== 'string') continue;
        compared += 1;
        expect(translations.t('en', catalogue, key as never), key).toBe(text);
      }
      expect(compared).toBeGreaterThan(0);
    },
  );

  it('says the password strength words as PASSWORD_STRENGTH writes them (spec §5)', () => {
    const translations = new Translations(compileMessage);
    for (const [name, text] of Object.entries(PASSWORD_STRENGTH)) {
      const key = `passwordStrength.${name}` as MessageKey<typeof setupCatalogue>;
      expect(translations.t('en', setupCatalogue, key), key).toBe(text);
    }
  });

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
    // A message with simple arguments is found by its English template, answered as a template.
    await translations.load(commonCatalogue, 'es');
    expect(translations.localize('es', 'Choose {field} from a calendar')).toBe(
      'Elegir {field} en un calendario',
    );
    expect(translations.localize('en', 'Choose {field} from a calendar')).toBe(
      'Choose {field} from a calendar',
    );
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

describe('the offline milestone catalogue (checklists)', () => {
  it('says every English text of the catalogue’s data as itself, and each in Spanish', async () => {
    const translations = new Translations(compileMessage);
    await translations.load(checklistsCatalogue, 'es');
    const english = checklistsEnglish();
    const spanish = (await checklistsCatalogue.load.es()).default as Record<string, string>;
    const texts = Object.entries(english).filter(([key]) => key !== 'meta.source');
    expect(texts.length).toBeGreaterThan(250);
    for (const [key, text] of texts) {
      expect(translations.t('en', checklistsCatalogue, key), key).toBe(text);
      // localize finds each text by its English words: how the server translates a suggestion.
      expect(translations.localize('es', text), key).toBe(spanish[key]);
      expect(spanish[key], key).not.toBe(text);
    }
  });

  it('keeps every Spanish title within the milestone title’s 120 characters', async () => {
    const spanish = (await checklistsCatalogue.load.es()).default as Record<string, string>;
    const titles = Object.entries(spanish).filter(
      ([key]) => key.startsWith('cdc.') || key.endsWith('.title'),
    );
    expect(titles.length).toBeGreaterThan(200);
    for (const [key, title] of titles) expect(title.length, key).toBeLessThanOrEqual(120);
  });
});
