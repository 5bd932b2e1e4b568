import type { FastifyBaseLogger } from 'fastify';
import { builtInSuggestionProvider } from './built-in-provider.js';
import { createOpenAiCompatibleProvider } from './openai-compatible-provider.js';
import { withFallback, type MilestoneSuggestionProvider } from './suggestion-provider.js';

/**
 * The suggestion provider the environment names (decision 018): with AI_BASE_URL, AI_API_KEY
 * and AI_MODEL all set, the OpenAI-compatible provider with the built-in one answering when
 * it fails; otherwise the built-in provider alone. (The env schema refuses a partial AI_*.)
 * @param options.timeoutMs the model's time limit (default AI_TIMEOUT_MS, 10 s)
 */
export function suggestionProviderFromEnv(
  env: {
    AI_BASE_URL?: string | undefined;
    AI_API_KEY?: string | undefined;
    AI_MODEL?: string | undefined;
  },
  logger: Pick<FastifyBaseLogger, 'warn'>,
  options: { timeoutMs?: number } = {},
): MilestoneSuggestionProvider {
  if (!env.AI_BASE_URL || !env.AI_API_KEY || !env.AI_MODEL) return builtInSuggestionProvider;
  return withFallback(
    createOpenAiCompatibleProvider({
      baseUrl: env.AI_BASE_URL,
      apiKey: env.AI_API_KEY,
      model: env.AI_MODEL,
      ...(options.timeoutMs !== undefined ? { timeoutMs: options.timeoutMs } : {}),
    }),
    builtInSuggestionProvider,
    logger,
  );
}
