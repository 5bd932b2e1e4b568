import type { FastifyRequest } from 'fastify';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import {
  CATALOGUES,
  LOCALES,
  Translations,
  negotiateLocale,
  parseAcceptLanguage,
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
  const localized: Body = { ...body, error: translations.localize(locale, body.error) };
  if (body.details) {
    localized.details = body.details.map((detail) => ({
      ...detail,
      message: translations.localize(locale, detail.message),
    }));
  }
  return localized;
}
