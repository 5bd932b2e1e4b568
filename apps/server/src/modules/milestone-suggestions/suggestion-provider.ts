import type { FastifyBaseLogger } from 'fastify';
import type { Locale, MilestoneSuggestion } from '@nestling/shared';

/**
 * What a provider is told about a kid. The kid's name, address and health data are not here
 * at all; a provider that calls out sends less still (see openai-compatible-provider.ts).
 */
export interface SuggestionRequest {
  /** Date of birth, `YYYY-MM-DD`: suggestions are dated from it, on our side. */
  dob: string;
  /** The kid's interests as stored (spec §3 Kid). */
  interests: readonly string[];
  /** Titles of the kid's milestones: never suggested again (case-insensitively). */
  recordedTitles: readonly string[];
  /** The day to suggest for, `YYYY-MM-DD` (the parent's today, or the server's UTC date). */
  today: string;
  /**
   * The reader's language (issue 28): a model writes its titles and rationales in it; the
   * built-in catalogue's texts are said in it afterwards (suggestion-language.ts). English
   * when absent.
   */
  locale?: Locale;
}

/**
 * A source of milestone suggestions (issue 10, decision 018): the built-in catalogue, or an
 * OpenAI-compatible model with the built-in one behind it.
 */
export interface MilestoneSuggestionProvider {
  /** Named in logs: `built-in` or `openai-compatible`. */
  readonly name: string;
  /**
   * At most MAX_SUGGESTIONS suggestions, none of a recorded title.
   * @throws SuggestionProviderError when the provider could not answer
   */
  suggest(request: SuggestionRequest): Promise<MilestoneSuggestion[]>;
}

/** A provider could not answer; `message` says why, for the log (never shown to a parent). */
export class SuggestionProviderError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'SuggestionProviderError';
  }
}

/**
 * `primary`, with `fallback` answering whenever it throws; the log line names the provider
 * and says why (issue 10: on any failure the built-in provider answers and the log says why).
 * @returns a provider named like `primary`
 */
export function withFallback(
  primary: MilestoneSuggestionProvider,
  fallback: MilestoneSuggestionProvider,
  logger: Pick<FastifyBaseLogger, 'warn'>,
): MilestoneSuggestionProvider {
  return {
    name: primary.name,
    async suggest(request) {
      try {
        return await primary.suggest(request);
      } catch (error) {
        logger.warn(
          {
            provider: primary.name,
            fallback: fallback.name,
            reason: error instanceof Error ? error.message : String(error),
          },
          `milestone suggestions: ${primary.name} failed, ${fallback.name} answered`,
        );
        return fallback.suggest(request);
      }
    },
  };
}
