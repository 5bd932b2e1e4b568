/**
 * The colour theme (issue 9, decision 015): the parent's choice — System, Light or Dark — kept
 * in localStorage, resolved against `prefers-color-scheme`, and written on `<html>` as
 * `data-theme="light|dark"` (which index.css's palette and `dark:` variant read) with the
 * matching `color-scheme`, so native controls and scrollbars follow too.
 */

/** The choices of the Appearance setting, in the order shown. */
export const THEME_CHOICES = ['system', 'light', 'dark'] as const;
export type ThemeChoice = (typeof THEME_CHOICES)[number];
/** A theme as applied. */
export type Theme = 'light' | 'dark';

/** The localStorage key of the choice; absent means System. */
export const THEME_STORAGE_KEY = 'nestling-theme';
/** Dispatched on `window` after the choice changes in this tab. */
export const THEME_CHANGE_EVENT = 'nestling-theme-change';
const DARK_QUERY = '(prefers-color-scheme: dark)';

function isThemeChoice(value: unknown): value is ThemeChoice {
  return (THEME_CHOICES as readonly unknown[]).includes(value);
}

/**
 * The stored choice; System when nothing (or something unknown) is stored, or when storage is
 * unavailable (blocked cookies, some private modes).
 */
export function readThemeChoice(): ThemeChoice {
  try {
    const stored = window.localStorage.getItem(THEME_STORAGE_KEY);
    return isThemeChoice(stored) ? stored : 'system';
  } catch {
    return 'system';
  }
}

/** Whether the system asks for a dark colour scheme (false where matchMedia is missing). */
export function systemPrefersDark(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia(DARK_QUERY).matches;
}

/**
 * The theme a choice stands for.
 * @param choice System, Light or Dark
 * @param prefersDark whether the system prefers dark (System follows it)
 */
export function resolveTheme(choice: ThemeChoice, prefersDark: boolean): Theme {
  if (choice === 'system') return prefersDark ? 'dark' : 'light';
  return choice;
}

/**
 * Applies a choice to the document: `data-theme` and `color-scheme` on `<html>`.
 * @param choice the choice to apply (default: the stored one)
 * @returns the theme applied
 */
export function applyTheme(choice: ThemeChoice = readThemeChoice()): Theme {
  const theme = resolveTheme(choice, systemPrefersDark());
  const root = document.documentElement;
  root.dataset.theme = theme;
  root.style.colorScheme = theme;
  return theme;
}

/**
 * Remembers a choice (System removes the stored one), applies it and tells this tab's
 * listeners; other tabs hear of it through the `storage` event.
 * @param choice System, Light or Dark
 */
export function saveThemeChoice(choice: ThemeChoice): void {
  try {
    if (choice === 'system') window.localStorage.removeItem(THEME_STORAGE_KEY);
    else window.localStorage.setItem(THEME_STORAGE_KEY, choice);
  } catch {
    // Storage refused: the choice still applies to this page.
  }
  applyTheme(choice);
  window.dispatchEvent(new CustomEvent(THEME_CHANGE_EVENT, { detail: choice }));
}

/**
 * Keeps the document's theme current: re-applies the stored choice when the system's scheme
 * changes (System follows it live) and when another tab changes the choice.
 * @param onChange also called after each re-application (e.g. to re-render a switch)
 * @returns a function removing the listeners
 */
export function followThemeChanges(onChange?: () => void): () => void {
  const reapply = () => {
    applyTheme();
    onChange?.();
  };
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === THEME_STORAGE_KEY) reapply();
  };
  const media = typeof window.matchMedia === 'function' ? window.matchMedia(DARK_QUERY) : null;
  media?.addEventListener('change', reapply);
  window.addEventListener('storage', onStorage);
  if (onChange) window.addEventListener(THEME_CHANGE_EVENT, onChange);
  return () => {
    media?.removeEventListener('change', reapply);
    window.removeEventListener('storage', onStorage);
    if (onChange) window.removeEventListener(THEME_CHANGE_EVENT, onChange);
  };
}
