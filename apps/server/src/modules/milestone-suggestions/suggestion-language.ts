import {
  LOCALES,
  checklistsCatalogue,
  titleKey,
  type Locale,
  type MilestoneSuggestion,
} from '@nestling/shared';
import { translations } from '../../lib/request-locale.js';

/**
 * The suggestions in `locale` (issue 28): each one's title, rationale and source said in it
 * where the offline milestone catalogue has them (`checklistsCatalogue`: CDC's checklist items,
 * our interest goals, the sources), the dates, domains and ages the same. A text no catalogue
 * has (an AI provider's own title) stays as the provider wrote it.
 * @param locale the request's language (lib/request-locale.ts)
 */
export function localizeSuggestions(
  locale: Locale,
  suggestions: readonly MilestoneSuggestion[],
): MilestoneSuggestion[] {
  if (locale === 'en') return [...suggestions];
  const say = (text: string) => translations.localize(locale, text);
  return suggestions.map((suggestion) => ({
    ...suggestion,
    title: say(suggestion.title),
    source: say(suggestion.source),
    ...(suggestion.rationale === undefined ? {} : { rationale: say(suggestion.rationale) }),
  }));
}

let englishByTitle: Promise<Map<string, string>> | undefined;

/** Each translated catalogue title's key ({@link titleKey}) → its English title, built once. */
function translatedTitles(): Promise<Map<string, string>> {
  englishByTitle ??= (async () => {
    const english = checklistsCatalogue.english as Record<string, string>;
    const titles = new Map<string, string>();
    for (const locale of LOCALES) {
      if (locale === 'en') continue;
      const messages = (await checklistsCatalogue.load[locale]()).default as Record<string, string>;
      for (const [key, text] of Object.entries(messages)) {
        const title = english[key];
        if (title && (key.startsWith('cdc.') || key.endsWith('.title'))) {
          titles.set(titleKey(text), title);
        }
      }
    }
    return titles;
  })();
  return englishByTitle;
}

/**
 * A kid's recorded titles, each catalogue title recorded in another language joined by its
 * English one: the built-in rule skips recorded titles by their English text, so a milestone
 * a Spanish-speaking parent added from a suggestion ("Cuenta hasta 10") is not suggested again.
 * @returns the titles, then the English ones found (case-insensitively after trimming)
 */
export async function withEnglishTitles(recorded: readonly string[]): Promise<string[]> {
  const titles = await translatedTitles();
  const english = recorded.flatMap((title) => titles.get(titleKey(title)) ?? []);
  return [...recorded, ...english];
}
