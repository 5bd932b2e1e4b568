import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MILESTONE_SOURCES, suggestMilestones } from '@nestling/shared';
import {
  sendJson,
  startLocalServer,
  type LocalServer,
} from '../../../test/helpers/local-server.js';
import { builtInSuggestionProvider } from './built-in-provider.js';
import { suggestionProviderFromEnv } from './provider-from-env.js';
import type { SuggestionRequest } from './suggestion-provider.js';

/** Which provider the environment selects, and the built-in one answering for a failing model. */

let modelUp = true;
let model: LocalServer;
const warnings: { fields: Record<string, unknown>; message: string }[] = [];
const logger = {
  warn: (fields: unknown, message?: string) =>
    void warnings.push({ fields: fields as Record<string, unknown>, message: message ?? '' }),
} as unknown as Pick<FastifyBaseLogger, 'warn'>;

beforeAll(async () => {
  model = await startLocalServer((_request, response) => {
    if (!modelUp) return sendJson(response, 503, { error: 'overloaded' });
    sendJson(response, 200, {
      choices: [
        {
          message: {
            content: JSON.stringify({
              suggestions: [
                {
                  title: 'Builds a ramp for a toy car',
                  domain: 'cognitive',
                  ageMonths: 30,
                  rationale: 'Play.',
                },
              ],
            }),
          },
        },
      ],
    });
  });
});
afterAll(async () => {
  await model?.close();
});

const request: SuggestionRequest = {
  dob: '2024-01-10',
  interests: [],
  recordedTitles: [],
  today: '2026-03-01',
};
const aiEnv = () => ({ AI_BASE_URL: model.url, AI_API_KEY: 'key', AI_MODEL: 'model' });

describe('suggestionProviderFromEnv', () => {
  it('is the built-in provider without AI_* (the default)', async () => {
    const provider = suggestionProviderFromEnv({}, logger);
    expect(provider).toBe(builtInSuggestionProvider);
    expect(await provider.suggest(request)).toEqual(suggestMilestones(request));
  });

  it('asks the model when AI_BASE_URL, AI_API_KEY and AI_MODEL are set', async () => {
    modelUp = true;
    const provider = suggestionProviderFromEnv(aiEnv(), logger);
    expect(provider.name).toBe('openai-compatible');
    const suggestions = await provider.suggest(request);
    expect(suggestions).toEqual([
      expect.objectContaining({
        title: 'Builds a ramp for a toy car',
        source: MILESTONE_SOURCES.ai,
        date: '2026-07-10',
      }),
    ]);
    expect(model.requests.length).toBeGreaterThan(0);
  });

  it('answers with the built-in provider when the model fails, and logs why', async () => {
    modelUp = false;
    warnings.length = 0;
    const provider = suggestionProviderFromEnv(aiEnv(), logger);
    const suggestions = await provider.suggest(request);
    expect(suggestions).toEqual(suggestMilestones(request));
    expect(suggestions.every((suggestion) => suggestion.source === MILESTONE_SOURCES.cdc)).toBe(
      true,
    );
    expect(warnings).toEqual([
      {
        fields: {
          provider: 'openai-compatible',
          fallback: 'built-in',
          reason: 'the API answered HTTP 503',
        },
        message: 'milestone suggestions: openai-compatible failed, built-in answered',
      },
    ]);
  });

  it('uses the given time limit', async () => {
    const silent = await startLocalServer(() => undefined);
    warnings.length = 0;
    try {
      const provider = suggestionProviderFromEnv(
        { AI_BASE_URL: silent.url, AI_API_KEY: 'key', AI_MODEL: 'model' },
        logger,
        { timeoutMs: 200 },
      );
      expect(await provider.suggest(request)).toEqual(suggestMilestones(request));
      expect(warnings[0]?.fields.reason).toBe('no answer within 200 ms');
    } finally {
      await silent.close();
    }
  });
});
