import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { MAX_SUGGESTIONS, MILESTONE_SOURCES } from '@nestling/shared';
import {
  sendJson,
  startLocalServer,
  type LocalServer,
  type ReceivedRequest,
} from '../../../test/helpers/local-server.js';
import { createOpenAiCompatibleProvider } from './openai-compatible-provider.js';
import { SuggestionProviderError, type SuggestionRequest } from './suggestion-provider.js';

/** The provider against a local stand-in for an OpenAI-compatible API (never the internet). */

type Answer = (request: ReceivedRequest, response: Parameters<typeof sendJson>[0]) => void;
let answer: Answer;
let server: LocalServer;

beforeAll(async () => {
  server = await startLocalServer((request, response) => answer(request, response));
});
afterAll(async () => {
  await server?.close();
});
afterEach(() => {
  server.requests.length = 0;
});

/** A chat completion whose message is `content`. */
function completion(content: unknown) {
  return {
    id: 'chatcmpl-1',
    object: 'chat.completion',
    choices: [
      {
        index: 0,
        message: {
          role: 'assistant',
          content: typeof content === 'string' ? content : JSON.stringify(content),
        },
      },
    ],
  };
}

const item = (title: string, ageMonths: number, domain = 'cognitive') => ({
  title,
  domain,
  ageMonths,
  rationale: `Why ${title}`,
});

/** Makes the stand-in answer a completion whose message lists `suggestions`. */
function answerSuggestions(suggestions: unknown[]): void {
  answer = (_request, response) => sendJson(response, 200, completion({ suggestions }));
}

// Born 2021-03-15; on 2026-03-20 the kid is 60 months old.
const request: SuggestionRequest = {
  dob: '2021-03-15',
  interests: ['Robotics', 'Swimming'],
  recordedTitles: ['Builds a Lego robot'],
  today: '2026-03-20',
};

const provider = (timeoutMs?: number) =>
  createOpenAiCompatibleProvider({
    baseUrl: `${server.url}/v1/`,
    apiKey: 'test-key',
    model: 'test-model',
    ...(timeoutMs !== undefined ? { timeoutMs } : {}),
  });

describe('the request', () => {
  it('POSTs a chat completion with a strict JSON-schema answer format, the key and the model', async () => {
    answerSuggestions([item('Counts to 20', 60)]);
    await provider().suggest(request);
    expect(server.requests).toHaveLength(1);
    const [sent] = server.requests as [ReceivedRequest];
    expect(sent.method).toBe('POST');
    expect(sent.url).toBe('/v1/chat/completions');
    expect(sent.headers.authorization).toBe('Bearer test-key');
    const body = JSON.parse(sent.body);
    expect(body.model).toBe('test-model');
    expect(body.response_format).toMatchObject({
      type: 'json_schema',
      json_schema: { name: 'milestone_suggestions', strict: true },
    });
    expect(body.response_format.json_schema.schema.properties.suggestions.items.required).toEqual([
      'title',
      'domain',
      'ageMonths',
      'rationale',
    ]);
    expect(body.messages.map((message: { role: string }) => message.role)).toEqual([
      'system',
      'user',
    ]);
  });

  it('tells the age in months and years and the interests, and not the date of birth or recorded titles', async () => {
    answerSuggestions([item('Counts to 20', 60)]);
    await provider().suggest(request);
    const body = JSON.parse((server.requests[0] as ReceivedRequest).body);
    const user = body.messages[1].content as string;
    expect(user).toContain('60 months (5 years and 0 months)');
    expect(user).toContain('["Robotics","Swimming"]');
    const sent = (server.requests[0] as ReceivedRequest).body;
    expect(sent).not.toContain('2021-03-15');
    expect(sent).not.toContain('2021');
    expect(sent).not.toContain('Builds a Lego robot');
  });

  it('asks for the titles and rationales in the reader’s language (issue 28), English by default', async () => {
    answerSuggestions([item('Cuenta hasta 20', 60)]);
    const [suggestion] = await provider().suggest({ ...request, locale: 'es' });
    answerSuggestions([item('Counts to 20', 60)]);
    await provider().suggest(request);
    const userPrompt = (index: number) =>
      JSON.parse((server.requests[index] as ReceivedRequest).body).messages[1].content as string;
    expect(userPrompt(0)).toContain('Write each title and rationale in Spanish.');
    expect(userPrompt(1)).toContain('Write each title and rationale in English.');
    expect(suggestion?.title).toBe('Cuenta hasta 20');
  });
});

describe('the answer', () => {
  it('is dated on our side from the date of birth and each item’s age, with source and domain', async () => {
    answerSuggestions([
      item('Rides a bike without training wheels', 66, 'movement-physical'),
      item('Swims one width of the pool', 48, 'movement-physical'),
    ]);
    expect(await provider().suggest(request)).toEqual([
      {
        title: 'Rides a bike without training wheels',
        // 2021-03-15 + 66 months: still ahead.
        date: '2026-09-15',
        domain: 'movement-physical',
        source: MILESTONE_SOURCES.ai,
        ageMonths: 66,
        rationale: 'Why Rides a bike without training wheels',
      },
      {
        title: 'Swims one width of the pool',
        // 48 months was reached in 2025: today.
        date: '2026-03-20',
        domain: 'movement-physical',
        source: MILESTONE_SOURCES.ai,
        ageMonths: 48,
        rationale: 'Why Swims one width of the pool',
      },
    ]);
  });

  it('drops invalid items, recorded and repeated titles, and keeps at most 12', async () => {
    const many = Array.from({ length: 20 }, (_, index) => item(`Goal ${index + 1}`, 61));
    answerSuggestions([
      item('Builds a LEGO robot ', 60),
      item('Counts to 20', 60),
      item('  counts to 20', 62),
      { ...item('Unknown domain', 60), domain: 'spiritual' },
      item('x'.repeat(121), 60),
      item('A fractional age', 60.5),
      item('Too old', 301),
      { title: 'No domain', ageMonths: 60 },
      'not an object',
      ...many,
    ]);
    const suggestions = await provider().suggest(request);
    expect(suggestions).toHaveLength(MAX_SUGGESTIONS);
    expect(suggestions.map((suggestion) => suggestion.title)).toEqual([
      'Counts to 20',
      ...many.slice(0, MAX_SUGGESTIONS - 1).map((goal) => goal.title),
    ]);
  });
});

describe('failures throw SuggestionProviderError saying why', () => {
  it.each<[string, Answer, RegExp]>([
    ['a 500', (_r, response) => sendJson(response, 500, { error: 'down' }), /HTTP 500/],
    ['a 401', (_r, response) => sendJson(response, 401, { error: 'bad key' }), /HTTP 401/],
    [
      'a body that is not JSON',
      (_r, response) => {
        response.writeHead(200, { 'content-type': 'text/html' });
        response.end('<html>proxy error</html>');
      },
      /not a chat completion/,
    ],
    [
      'a refusal',
      (_r, response) =>
        sendJson(response, 200, {
          choices: [{ message: { role: 'assistant', content: null, refusal: 'No.' } }],
        }),
      /refused/,
    ],
    [
      'a message that is not the requested JSON',
      (_r, response) => sendJson(response, 200, completion('Here are some ideas: …')),
      /not the requested JSON/,
    ],
    [
      'no usable suggestion',
      (_r, response) =>
        sendJson(response, 200, completion({ suggestions: [item('Builds a Lego robot', 60)] })),
      /no usable suggestion \(1 answered, 0 invalid\)/,
    ],
    [
      'an answer too large',
      (_r, response) => sendJson(response, 200, completion('x'.repeat(300 * 1024))),
      /too large/,
    ],
  ])('%s', async (_label, respond, reason) => {
    answer = respond;
    const failure = await provider()
      .suggest(request)
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(SuggestionProviderError);
    expect((failure as Error).message).toMatch(reason);
  });

  it('no answer within the time limit', async () => {
    answer = () => {
      // Never answers.
    };
    const started = Date.now();
    const failure = await provider(300)
      .suggest(request)
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(SuggestionProviderError);
    expect((failure as Error).message).toBe('no answer within 300 ms');
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it('a server that is not there', async () => {
    const gone = await startLocalServer(() => undefined);
    await gone.close();
    const failure = await createOpenAiCompatibleProvider({
      baseUrl: gone.url,
      apiKey: 'k',
      model: 'm',
    })
      .suggest(request)
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(SuggestionProviderError);
    expect((failure as Error).message).toMatch(/^request failed/);
  });
});
