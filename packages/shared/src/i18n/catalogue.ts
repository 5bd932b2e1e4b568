import type { Locale } from './locales.js';

/** A catalogue's messages: ICU MessageFormat source (or, on the web, Lingui's compiled form). */
export type CatalogueMessages<Key extends string = string> = Record<Key, unknown>;

/**
 * One area's catalogues (issue 28, decision 074): the English one, which every build carries
 * beside the area's code (the spec's texts, the fallback), and a loader per other language, so a
 * language's messages are downloaded only by those who read it.
 */
export interface Catalogue<Key extends string = string> {
  /** The area's name: the prefix of its message ids (`account`). */
  area: string;
  english: CatalogueMessages<Key>;
  load: Record<Exclude<Locale, 'en'>, () => Promise<{ default: CatalogueMessages<Key> }>>;
}

/** The message keys of a catalogue. */
export type MessageKey<C extends Catalogue> = C extends Catalogue<infer Key> ? Key : never;

/**
 * An area's catalogue. The English JSON's keys type every other language's: a loader whose JSON
 * misses a key does not compile (the catalogue test also fails on extra keys and broken ICU).
 */
export function defineCatalogue<const Messages extends Record<string, string>>(
  area: string,
  english: Messages,
  load: Catalogue<keyof Messages & string>['load'],
): Catalogue<keyof Messages & string> {
  return { area, english, load };
}

/**
 * Sections of texts written once as shared constants (`MESSAGES`): section → name → text. A
 * section may hold other things too (a nested section, a function of the server's): only its
 * texts can be taken.
 */
type TextSections = Record<string, object>;

/** The names of a section's texts (its string entries). */
export type TextName<Section> = {
  [Name in keyof Section]: Section[Name] extends string ? Name : never;
}[keyof Section] &
  string;

/** The catalogue keys (`<section>.<name>`) of the texts `names` picks from `texts`. */
export type SpecKey<Names> = {
  [Section in keyof Names & string]: Names[Section] extends readonly (infer Name)[]
    ? `${Section}.${Name & string}`
    : never;
}[keyof Names & string];

/**
 * The spec's English texts an area's catalogue shows, taken from the shared constants that
 * write them once (`MESSAGES`) rather than repeated in the area's en.json (issue 28, decisions
 * 079 and 080: an area's English is said once): `{ 'login.failed': MESSAGES.login.failed, … }`.
 * Each is a plain text (no ICU argument; the catalogue test checks each is its own compiled
 * form), which the web takes as is. Spread it into the English JSON given to
 * {@link defineCatalogue}.
 * @param texts the constants (`MESSAGES`, or `{ places: PLACE_MESSAGES }`)
 * @param names the names of each section to take (`{ login: ['failed', 'required'] }`)
 */
export function specTexts<
  Texts extends TextSections,
  const Names extends { [Section in keyof Texts]?: readonly TextName<Texts[Section]>[] },
>(texts: Texts, names: Names): Record<SpecKey<Names>, string> {
  const picked: Record<string, string> = {};
  for (const [section, keys] of Object.entries(names) as [string, readonly string[]][]) {
    const entries = texts[section] as Record<string, unknown> | undefined;
    for (const key of keys) picked[`${section}.${key}`] = String(entries?.[key] ?? '');
  }
  return picked as Record<SpecKey<Names>, string>;
}

/** The id of a message in Lingui's catalogue: the area, a dot, the key (`account.login.failed`). */
export function messageId(catalogue: Catalogue, key: string): string {
  return `${catalogue.area}.${key}`;
}

/** A catalogue's messages for `locale` under their ids ({@link messageId}), loaded if need be. */
export async function catalogueMessages(
  catalogue: Catalogue,
  locale: Locale,
): Promise<Record<string, unknown>> {
  const messages = locale === 'en' ? catalogue.english : (await catalogue.load[locale]()).default;
  return prefixed(catalogue, messages);
}

/** The English messages of a catalogue under their ids, at once (no download). */
export function englishMessages(catalogue: Catalogue): Record<string, unknown> {
  return prefixed(catalogue, catalogue.english);
}

function prefixed(catalogue: Catalogue, messages: CatalogueMessages): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(messages).map(([key, message]) => [messageId(catalogue, key), message]),
  );
}
