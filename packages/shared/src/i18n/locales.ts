/**
 * The languages Nestling speaks (issue 28, decision 074): English, the spec's, and Spanish. A
 * new language adds its code here and one catalogue per area (catalogues/<area>/<code>.json).
 * No zod here: the web's entry reads these (the schema is `localeSchema`, schemas/auth.ts).
 */
export const LOCALES = ['en', 'es'] as const;
export type Locale = (typeof LOCALES)[number];
/** The language of a parent who chose none and whose browser asks for none we speak. */
export const DEFAULT_LOCALE: Locale = 'en';

/** Whether `value` is one of {@link LOCALES}. */
export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/**
 * The first of `wanted` (language tags in the caller's order of preference, e.g.
 * `navigator.languages` or {@link parseAcceptLanguage}'s result) that we speak, matched by its
 * primary subtag (`es-MX` → `es`); {@link DEFAULT_LOCALE} when none is.
 */
export function negotiateLocale(wanted: readonly string[] | undefined): Locale {
  for (const tag of wanted ?? []) {
    const primary = tag.trim().toLowerCase().split('-')[0];
    if (isLocale(primary)) return primary;
  }
  return DEFAULT_LOCALE;
}

/**
 * The language tags of an `Accept-Language` header (RFC 9110 §12.5.4), most wanted first by
 * their `q` weight (1 when absent, equal weights in the header's order); `q=0` and `*` are left
 * out. A malformed header gives what could be read of it; none gives [].
 */
export function parseAcceptLanguage(header: string | undefined): string[] {
  if (!header) return [];
  return header
    .slice(0, 1000)
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((param) => /^\s*q=([0-9.]+)\s*$/i.exec(param)?.[1]).find(Boolean);
      return { tag: tag.trim(), weight: q === undefined ? 1 : Number(q), index };
    })
    .filter(({ tag, weight }) => tag !== '' && tag !== '*' && weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index)
    .map(({ tag }) => tag);
}
