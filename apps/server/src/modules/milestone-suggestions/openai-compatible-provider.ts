import { z } from 'zod';
import {
  ageInMonths,
  MAX_SUGGESTIONS,
  MILESTONE_DOMAINS,
  MILESTONE_SOURCES,
  milestoneSuggestionSchema,
  suggestionDate,
  titleKey,
  type Locale,
  type MilestoneSuggestion,
} from '@nestling/shared';
import {
  SuggestionProviderError,
  type MilestoneSuggestionProvider,
  type SuggestionRequest,
} from './suggestion-provider.js';

/** How long the model may take to answer (issue 10: 10 s), in milliseconds. */
export const AI_TIMEOUT_MS = 10_000;
/** The largest answer we read, in bytes (a dozen suggestions are a few kilobytes). */
const MAX_ANSWER_BYTES = 256 * 1024;

export interface OpenAiCompatibleOptions {
  /** The API's base URL, e.g. `https://api.openai.com/v1` (AI_BASE_URL). */
  baseUrl: string;
  /** Sent as `Authorization: Bearer …` (AI_API_KEY). */
  apiKey: string;
  /** The model's name (AI_MODEL). */
  model: string;
  /** Default AI_TIMEOUT_MS. */
  timeoutMs?: number;
}

const SYSTEM_PROMPT = [
  'You suggest developmental milestones and achievable goals that a parent can watch for and',
  'celebrate with their child. Write each as one short, positive, observable sentence of at',
  'most 120 characters: no medical advice, no diagnosis. Give each its domain, the age in whole',
  'months at which most children reach it (ageMonths), and a one-line rationale. Suggest',
  'milestones at or a little above the child’s age, and goals that fit the interests. Answer',
  `with JSON only, at most ${MAX_SUGGESTIONS} suggestions.`,
].join(' ');

/**
 * The answer format (OpenAI structured outputs, strict). Only keywords every strict
 * implementation accepts; lengths and ranges are checked with zod below.
 */
const ANSWER_JSON_SCHEMA = {
  type: 'object',
  additionalProperties: false,
  required: ['suggestions'],
  properties: {
    suggestions: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['title', 'domain', 'ageMonths', 'rationale'],
        properties: {
          title: { type: 'string' },
          domain: { type: 'string', enum: [...MILESTONE_DOMAINS] },
          ageMonths: { type: 'integer' },
          rationale: { type: 'string' },
        },
      },
    },
  },
} as const;

/** The part of a chat-completions answer we read. */
const completionSchema = z.object({
  choices: z
    .array(
      z.object({
        message: z.object({
          content: z.string().nullable().optional(),
          refusal: z.string().nullable().optional(),
        }),
      }),
    )
    .min(1),
});

const answerSchema = z.object({ suggestions: z.array(z.unknown()) });

const answerItemSchema = z.object({
  title: z.string(),
  domain: z.string(),
  ageMonths: z.number(),
  rationale: z.string().optional(),
});

/** The name of each language we speak, as a model is asked to write in it (issue 28). */
const LANGUAGE_NAMES: Record<Locale, string> = { en: 'English', es: 'Spanish' };

/**
 * What the model is told about the kid: the age in months and years, and the interests —
 * never the name, the date of birth, the address or any health data (issue 10, decision 018) —
 * and the language to write the titles and rationales in (the reader's, issue 28; the domain
 * stays one of the schema's English values).
 */
export function promptFor(
  request: Pick<SuggestionRequest, 'dob' | 'interests' | 'today' | 'locale'>,
): string {
  const months = ageInMonths(request.dob, request.today);
  const years = Math.floor(months / 12);
  return [
    `Child's age: ${months} months (${years} years and ${months % 12} months).`,
    `Interests (JSON list): ${JSON.stringify(request.interests)}`,
    `Suggest up to ${MAX_SUGGESTIONS} milestones.`,
    `Write each title and rationale in ${LANGUAGE_NAMES[request.locale ?? 'en']}.`,
  ].join('\n');
}

function failureOf(error: unknown, timeoutMs: number): SuggestionProviderError {
  if (error instanceof SuggestionProviderError) return error;
  const name = (error as { name?: string }).name;
  if (name === 'TimeoutError' || name === 'AbortError') {
    return new SuggestionProviderError(`no answer within ${timeoutMs} ms`, { cause: error });
  }
  const message = error instanceof Error ? error.message : String(error);
  return new SuggestionProviderError(`request failed: ${message}`, { cause: error });
}

/**
 * An OpenAI-compatible chat-completions provider (OpenAI, or any server speaking its API):
 * one POST `{baseUrl}/chat/completions` with a JSON-schema `response_format`, bounded by
 * `timeoutMs`. The answer is checked with zod item by item (items that fail are dropped),
 * dated on our side from the kid's date of birth and each item's `ageMonths`, cleared of
 * recorded and repeated titles, and cut to MAX_SUGGESTIONS.
 * @throws SuggestionProviderError on a network error, a timeout, a non-2xx status, an answer
 *   that is not the expected JSON, a refusal, or no usable suggestion
 */
export function createOpenAiCompatibleProvider(
  options: OpenAiCompatibleOptions,
): MilestoneSuggestionProvider {
  const endpoint = `${options.baseUrl.replace(/\/+$/, '')}/chat/completions`;
  const timeoutMs = options.timeoutMs ?? AI_TIMEOUT_MS;

  async function complete(request: SuggestionRequest): Promise<string> {
    const response = await fetch(endpoint, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${options.apiKey}`,
        'content-type': 'application/json',
        accept: 'application/json',
      },
      body: JSON.stringify({
        model: options.model,
        messages: [
          { role: 'system', content: SYSTEM_PROMPT },
          { role: 'user', content: promptFor(request) },
        ],
        response_format: {
          type: 'json_schema',
          json_schema: { name: 'milestone_suggestions', strict: true, schema: ANSWER_JSON_SCHEMA },
        },
      }),
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (!response.ok) {
      await response.body?.cancel();
      throw new SuggestionProviderError(`the API answered HTTP ${response.status}`);
    }
    if (Number(response.headers.get('content-length') ?? 0) > MAX_ANSWER_BYTES) {
      await response.body?.cancel();
      throw new SuggestionProviderError('the answer is too large');
    }
    const text = await response.text();
    if (text.length > MAX_ANSWER_BYTES)
      throw new SuggestionProviderError('the answer is too large');
    return text;
  }

  function readSuggestions(text: string, request: SuggestionRequest): MilestoneSuggestion[] {
    let completion: z.infer<typeof completionSchema>;
    let answer: z.infer<typeof answerSchema>;
    try {
      completion = completionSchema.parse(JSON.parse(text));
    } catch {
      throw new SuggestionProviderError('the answer is not a chat completion');
    }
    const message = completion.choices[0]?.message;
    if (message?.refusal) throw new SuggestionProviderError('the model refused');
    try {
      answer = answerSchema.parse(JSON.parse(message?.content ?? ''));
    } catch {
      throw new SuggestionProviderError('the message is not the requested JSON');
    }

    const seen = new Set(request.recordedTitles.map(titleKey));
    const suggestions: MilestoneSuggestion[] = [];
    let invalid = 0;
    for (const raw of answer.suggestions) {
      const item = answerItemSchema.safeParse(raw);
      const ageMonths = item.success ? item.data.ageMonths : NaN;
      const checked =
        item.success && Number.isInteger(ageMonths) && ageMonths >= 0 && ageMonths <= 300
          ? milestoneSuggestionSchema.safeParse({
              title: item.data.title,
              date: suggestionDate(request.dob, ageMonths, request.today),
              domain: item.data.domain,
              source: MILESTONE_SOURCES.ai,
              ageMonths,
              ...(item.data.rationale?.trim() ? { rationale: item.data.rationale } : {}),
            })
          : undefined;
      if (!checked?.success) {
        invalid += 1;
        continue;
      }
      const key = titleKey(checked.data.title);
      if (seen.has(key)) continue;
      seen.add(key);
      suggestions.push(checked.data);
      if (suggestions.length === MAX_SUGGESTIONS) break;
    }
    if (suggestions.length === 0) {
      throw new SuggestionProviderError(
        `no usable suggestion (${answer.suggestions.length} answered, ${invalid} invalid)`,
      );
    }
    return suggestions;
  }

  return {
    name: 'openai-compatible',
    async suggest(request) {
      let text: string;
      try {
        text = await complete(request);
      } catch (error) {
        throw failureOf(error, timeoutMs);
      }
      return readSuggestions(text, request);
    },
  };
}
