import { setupI18n, type I18n, type Messages } from '@lingui/core';
import type { CompiledMessage } from '@lingui/message-utils/compileMessage';
import {
  catalogueMessages,
  englishMessages,
  messageId,
  type Catalogue,
  type MessageKey,
} from './catalogue.js';
import type { Locale } from './locales.js';

/** Values of a message's ICU arguments (`{screen}`, `{count, plural, …}`). */
export type MessageValues = Record<string, unknown>;

/** Turns an ICU MessageFormat source into Lingui's compiled form (`@lingui/message-utils`). */
export type MessageCompiler = (message: string) => CompiledMessage;

/**
 * The messages of every language and area loaded so far, over Lingui's runtime (`@lingui/core`,
 * decision 074): one Lingui `I18n` per language, each area's messages under `area.key` ids.
 *
 * The web loads an area's catalogue with its screens (the English one is already in the code,
 * another language's is downloaded once); the server loads every catalogue at start. Messages
 * arrive compiled (the web's build compiles the catalogues' JSON, apps/web/i18n-catalogues.ts)
 * or as ICU source, compiled on load by the `compile` given (the server's, from
 * `@lingui/message-utils`, which the web's bundle never carries).
 */
export class Translations {
  private readonly i18ns = new Map<Locale, I18n>();
  private readonly loaded = new Map<string, Promise<void>>();
  private readonly ready = new Set<string>();
  /**
   * Each English message's text → its ids (the same text may be several areas' message: the
   * e-mail field's, the account's and the family's), for the messages that are plain text or
   * text with simple `{name}` placeholders: how {@link localize} finds them.
   */
  private readonly englishIds = new Map<string, string[]>();

  constructor(private readonly compile?: MessageCompiler) {}

  /**
   * Whether `catalogue`'s messages in `locale` are loaded, so {@link t} can say them now (English
   * always is: it loads at once).
   */
  has(catalogue: Catalogue, locale: Locale): boolean {
    this.loadEnglish(catalogue);
    return this.ready.has(`${locale}:${catalogue.area}`);
  }

  /**
   * Loads `catalogue`'s messages in `locale` (and its English ones, the fallback and the index
   * of {@link localize}) once; the same promise for every caller until then. English loads at
   * once; another language's catalogue is downloaded (a dynamic import). Rejects when the
   * download fails (a later call tries again).
   */
  load(catalogue: Catalogue, locale: Locale): Promise<void> {
    this.loadEnglish(catalogue);
    const key = `${locale}:${catalogue.area}`;
    let loading = this.loaded.get(key);
    if (!loading) {
      loading = catalogueMessages(catalogue, locale).then(
        (messages) => {
          this.add(locale, messages);
          this.ready.add(key);
        },
        (error: unknown) => {
          this.loaded.delete(key);
          throw error;
        },
      );
      this.loaded.set(key, loading);
    }
    return loading;
  }

  /**
   * The message `key` of `catalogue` in `locale`, its ICU arguments filled from `values`
   * (plural and select by Intl.PluralRules of the locale). A catalogue not loaded in that
   * language yet says it in English.
   */
  t<C extends Catalogue>(
    locale: Locale,
    catalogue: C,
    key: MessageKey<C>,
    values?: MessageValues,
  ): string {
    this.loadEnglish(catalogue);
    const language = this.has(catalogue, locale) ? locale : 'en';
    return this.i18n(language)._(messageId(catalogue, key), values);
  }

  /**
   * Makes now the number formatter that a plural's `#` is written with in `locale` (Lingui's
   * `I18n.number`, which keeps one formatter per locale list, the same one its plurals use):
   * a browser's first `Intl.NumberFormat` of a page loads ICU's locale data — 90–480 ms in one
   * call on a phone (issue 29, docs/performance-log/2026-11-27-prof29.md) — so a caller can pay
   * that when it chooses instead of inside the first render that says a count. Says nothing;
   * the texts are the same before and after.
   * @param locale the language whose plurals will be said
   */
  prepareNumbers(locale: Locale): void {
    this.i18n(locale).number(0);
  }

  /**
   * `text` in `locale` when it is a loaded catalogue's English message (a shared schema's or the
   * server's text, `MESSAGES.login.required`), else `text` unchanged: how the texts written as
   * shared constants read in the parent's language until their area speaks through its
   * catalogue (decision 074). A message with simple `{name}` arguments is found by its English
   * template and answered as the language's template, placeholders kept (the caller fills them:
   * `'Choose {field} from a calendar'` → `'Elegir {field} en un calendario'`); plural and select
   * messages are not found.
   */
  localize(locale: Locale, text: string): string {
    if (locale === 'en') return text;
    // The last of its areas loaded in `locale` (the last loaded says it, as when every area is:
    // the server); an area whose English alone is loaded — another screen's, named in passing —
    // does not hide the one the screen loaded.
    const id = this.englishIds
      .get(text)
      ?.findLast((candidate) =>
        this.ready.has(`${locale}:${candidate.slice(0, candidate.indexOf('.'))}`),
      );
    if (!id) return text;
    return templateOf(this.i18n(locale).messages[id]) ?? text;
  }

  private loadEnglish(catalogue: Catalogue): void {
    const key = `en:${catalogue.area}`;
    if (this.ready.has(key)) return;
    const messages = this.add('en', englishMessages(catalogue));
    for (const [id, message] of Object.entries(messages)) {
      const template = templateOf(message);
      if (template === undefined) continue;
      const ids = this.englishIds.get(template);
      if (ids) ids.push(id);
      else this.englishIds.set(template, [id]);
    }
    this.loaded.set(key, Promise.resolve());
    this.ready.add(key);
  }

  private add(locale: Locale, messages: Record<string, unknown>): Messages {
    const compiled: Messages = {};
    for (const [id, message] of Object.entries(messages)) {
      // Without a compiler (the web: its build compiles the JSON catalogues), a string is a
      // spec text taken from the shared constants (`specTexts`): plain, its own compiled form.
      compiled[id] =
        typeof message !== 'string'
          ? (message as Messages[string])
          : this.compile
            ? this.compile(message)
            : [message];
    }
    this.i18n(locale).load(locale, compiled);
    return compiled;
  }

  private i18n(locale: Locale): I18n {
    let i18n = this.i18ns.get(locale);
    if (!i18n) {
      i18n = setupI18n({ locale, locales: [locale], messages: { [locale]: {} } });
      this.i18ns.set(locale, i18n);
    }
    return i18n;
  }
}

/**
 * A compiled message as its template: the text, each simple argument written `{name}`
 * (Lingui's compiled form: a string, or an array of strings and `[name]` tokens); undefined for
 * a message with a plural, select or formatted argument.
 */
function templateOf(message: unknown): string | undefined {
  if (typeof message === 'string') return message;
  if (!Array.isArray(message)) return undefined;
  let template = '';
  for (const token of message as unknown[]) {
    if (typeof token === 'string') template += token;
    else if (Array.isArray(token) && token.length === 1 && typeof token[0] === 'string')
      template += `{${token[0]}}`;
    else return undefined;
  }
  return template;
}
