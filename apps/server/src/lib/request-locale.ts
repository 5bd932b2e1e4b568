import type { FastifyRequest } from 'fastify';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import type { CompiledMessage } from '@lingui/message-utils/compileMessage';
import {
  CATALOGUES,
  LOCALES,
  Translations,
  negotiateLocale,
  parseAcceptLanguage,
  type Catalogue,
  type ErrorBody,
  type Locale,
} from '@nestling/shared';

/**
 * The server's messages in every language (issue 28, decision 074): every catalogue of
 * `@nestling/shared` loaded in every language, compiled from its ICU source on load by Lingui's
 * compiler (the server has no build step that compiles them, and their size does not matter
 * here). Loaded by {@link loadTranslations}; until then texts stay English.
 */
export const translations = new Translations(compileMessage);

let loading: Promise<void> | undefined;

/** Loads every catalogue in every language once (the errors plugin awaits it at start). */
export function loadTranslations(): Promise<void> {
  loading ??= Promise.all(
    CATALOGUES.flatMap((catalogue) =>
      LOCALES.map((locale) => translations.load(catalogue, locale)),
    ),
  ).then(() => undefined);
  return loading;
}

/**
 * The language a request's answer speaks (issue 28): the signed-in parent's saved one when the
 * request's session was read, else the best of its `Accept-Language` we speak, else English.
 */
export function requestLocale(request: FastifyRequest): Locale {
  if (request.parent) return request.parent.locale;
  return negotiateLocale(parseAcceptLanguage(request.headers['accept-language']));
}

/**
 * An error body in the request's language: its text and its details' texts, where a catalogue
 * has them (the spec's texts of §8, the shared schemas' texts of a migrated area); the code, the
 * paths and every other text unchanged (decision 074).
 */
export function localizeErrorBody(request: FastifyRequest, body: ErrorBody): ErrorBody {
  return errorBodyIn(requestLocale(request), body);
}

/**
 * An error body (or a socket event's refusal, `{ ok: false, code, error, details? }`) in
 * `locale`: its `error` and each `details[].message` through {@link Translations.localize}, a
 * text no catalogue has kept as it is; every other field unchanged.
 */
export function errorBodyIn<Body extends ErrorBody>(locale: Locale, body: Body): Body {
  if (locale === 'en') return body;
  const localized: Body = { ...body, error: localizeText(locale, body.error) };
  if (body.details) {
    localized.details = body.details.map((detail) => ({
      ...detail,
      message: localizeText(locale, detail.message),
    }));
  }
  return localized;
}

/**
 * A text of the server's in `locale`: a catalogue's English message as it is
 * ({@link Translations.localize}), or one filled from an English message with simple `{name}`
 * arguments (`Milestone "Walks" already exists.` from `Milestone "{title}" already exists.`),
 * said by the language's message with the same values; else `text` unchanged. A message without
 * two fixed words side by side (`{field}: {rule}`, `{first} and {second}`) is not matched, so a
 * value never reads as a sentence of its own. Where two messages match, the one with more fixed
 * text wins. A text of several messages side by side, sentence after sentence (an implausible
 * value's text and its plausible range), is said message by message.
 */
export function localizeText(locale: Locale, text: string): string {
  if (locale === 'en') return text;
  return sayWhole(locale, text) ?? saySentences(locale, text) ?? text;
}

/** `text` as one message of a catalogue (as it is, or filled), or undefined. */
function sayWhole(locale: Exclude<Locale, 'en'>, text: string): string | undefined {
  const localized = translations.localize(locale, text);
  if (localized !== text) return localized;
  for (const { pattern, names, catalogue, key } of filledMessages()) {
    const match = pattern.exec(text);
    if (!match) continue;
    if (!translations.has(catalogue, locale)) return undefined;
    const values = Object.fromEntries(names.map((name, index) => [name, match[index + 1]]));
    return translations.t(locale, catalogue, key as never, values);
  }
  return undefined;
}

/**
 * `text` as messages side by side, split between sentences ("… the unit. Plausible at this
 * age: 2.1 to 5.6 kg.": an implausible value's text and its plausible range): the first
 * sentences that are one message, then the rest the same way; undefined unless every part is
 * a message (a text half said in Spanish is worse than one in English).
 */
function saySentences(locale: Exclude<Locale, 'en'>, text: string): string | undefined {
  for (const boundary of text.matchAll(/[.!?] (?=\p{Lu})/gu)) {
    const end = boundary.index + 1;
    const head = sayWhole(locale, text.slice(0, end));
    if (head === undefined) continue;
    const rest = text.slice(end + 1);
    const tail = sayWhole(locale, rest) ?? saySentences(locale, rest);
    if (tail !== undefined) return `${head} ${tail}`;
  }
  return undefined;
}

/** An English message with arguments as a pattern its filled texts match. */
interface FilledMessage {
  pattern: RegExp;
  /** The arguments' names, in the pattern's groups' order. */
  names: string[];
  catalogue: Catalogue;
  key: string;
  /** How many fixed characters it has (the more, the more specific). */
  fixed: number;
}

let filled: FilledMessage[] | undefined;

/** Every catalogue's English messages with simple arguments, the most specific first. */
function filledMessages(): FilledMessage[] {
  filled ??= CATALOGUES.flatMap((catalogue: Catalogue) =>
    Object.entries(catalogue.english).flatMap(([key, message]) => {
      const pattern = typeof message === 'string' ? patternOf(compileMessage(message)) : undefined;
      return pattern ? [{ ...pattern, catalogue, key }] : [];
    }),
  ).sort((a, b) => b.fixed - a.fixed);
  return filled;
}

/** The pattern of a compiled message of text and simple `{name}` arguments, with a word. */
function patternOf(
  message: CompiledMessage,
): Pick<FilledMessage, 'pattern' | 'names' | 'fixed'> | undefined {
  if (!Array.isArray(message)) return undefined;
  let source = '';
  let fixed = '';
  const phrases: string[] = [];
  const names: string[] = [];
  for (const token of message as unknown[]) {
    if (typeof token === 'string') {
      source += token.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      fixed += token;
      phrases.push(token);
    } else if (Array.isArray(token) && token.length === 1 && typeof token[0] === 'string') {
      source += '(.+?)';
      names.push(token[0]);
    } else return undefined;
  }
  // At least two words side by side: `{first} and {second}` is no message of ours to find.
  if (names.length === 0 || !/\p{L}+\s+\p{L}+/u.test(phrases.join('\n'))) return undefined;
  return { pattern: new RegExp(`^${source}$`, 's'), names, fixed: fixed.length };
}
