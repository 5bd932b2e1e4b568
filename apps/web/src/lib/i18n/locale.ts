import { isLocale, negotiateLocale, type Locale } from '@nestling/shared';

const STORAGE_KEY = 'nestling.locale';

/** The language chosen on this browser (the register screen's choice, a signed-in parent's). */
export function readChosenLocale(): Locale | undefined {
  try {
    const stored = localStorage.getItem(STORAGE_KEY);
    return isLocale(stored) ? stored : undefined;
  } catch {
    return undefined; // storage blocked: the browser's languages decide
  }
}

/** Remembers `locale` on this browser, so a signed-out screen keeps the parent's language. */
export function rememberLocale(locale: Locale): void {
  try {
    localStorage.setItem(STORAGE_KEY, locale);
  } catch {
    // storage blocked: the choice lasts as long as the page
  }
}

/** The best of the browser's languages (`navigator.languages`) we speak, else English. */
export function browserLocale(): Locale {
  if (typeof navigator === 'undefined') return 'en';
  return negotiateLocale(
    navigator.languages.length > 0 ? navigator.languages : [navigator.language],
  );
}
