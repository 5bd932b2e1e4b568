import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  MILESTONE_SOURCES,
  SUBSCRIPTION_MESSAGES,
  SUGGESTION_TODAY_MESSAGE,
  suggestionDate,
  suggestMilestones,
  checklistsCatalogue,
  todayIsoDate,
  type Kid,
  type MilestoneSuggestion,
} from '@nestling/shared';
import { signUp } from '../../../test/helpers/accounts.js';
import {
  addKid,
  expectError,
  expectNotAuthenticated,
  type KidInput,
} from '../../../test/helpers/social.js';
import {
  sendJson,
  startLocalServer,
  type LocalServer,
  type ReceivedRequest,
} from '../../../test/helpers/local-server.js';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app.js';
import type { TestClient } from '../../../test/helpers/test-client.js';

/** POST /api/ai/milestones through the API: the built-in provider, and a model behind AI_*. */

const kidFields: KidInput = {
  name: 'Zephyrine',
  age: 2,
  gender: 'Female',
  dob: '2023-11-20',
  address: '42 Secret Lane, Hove',
  interests: ['Robotics', 'Swimming'],
};

describe('with the built-in provider (no AI_*)', () => {
  let t: TestApp;
  let subscribed: { client: TestClient };
  let kid: Kid;

  beforeAll(async () => {
    t = await createTestApp();
    subscribed = await signUp(t, { name: 'Subscribed' });
    await subscribed.client.post('/api/billing/trial');
    kid = await addKid(subscribed.client, kidFields);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('answers 403 SUBSCRIPTION_REQUIRED without an active subscription', async () => {
    const { client } = await signUp(t);
    const ownKid = await addKid(client, kidFields);
    const response = await client.post('/api/ai/milestones', { kidId: ownKid.id });
    expectError(response, 403, {
      error: SUBSCRIPTION_MESSAGES.required,
      code: 'SUBSCRIPTION_REQUIRED',
    });
  });

  it('answers the catalogue’s suggestions for the kid, dated from the parent’s today', async () => {
    const today = todayIsoDate(new Date(), 'UTC');
    const response = await subscribed.client.post('/api/ai/milestones', { kidId: kid.id, today });
    expect(response.statusCode).toBe(200);
    const expected = suggestMilestones({
      dob: kid.dob,
      interests: ['Robotics', 'Swimming'],
      recordedTitles: [],
      today,
    });
    expect(expected.length).toBeGreaterThan(0);
    expect(response.json()).toEqual(expected);
    for (const suggestion of response.json()) {
      expect(suggestion).toMatchObject({
        title: expect.any(String),
        date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
        domain: expect.any(String),
        source: MILESTONE_SOURCES.cdc,
      });
    }
  });

  it('skips a title the kid has recorded, in any case', async () => {
    const before = (await subscribed.client.post('/api/ai/milestones', { kidId: kid.id })).json();
    const first = before[0] as { title: string; date: string };
    const added = await subscribed.client.post('/api/milestones', {
      kidId: kid.id,
      title: first.title.toUpperCase(),
      date: first.date,
    });
    expect(added.statusCode).toBe(201);
    const after = (await subscribed.client.post('/api/ai/milestones', { kidId: kid.id })).json();
    const titles = after.map((suggestion: { title: string }) => suggestion.title.toLowerCase());
    expect(titles).not.toContain(first.title.toLowerCase());
    // Adding the same suggestion again is the spec's duplicate.
    const again = await subscribed.client.post('/api/milestones', {
      kidId: kid.id,
      title: first.title,
      date: first.date,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe(`Milestone "${first.title}" already exists.`);
  });

  describe('in the parent’s language (issue 28)', () => {
    /** A subscribed parent with a kid of `kidFields`, their language saved as `locale`. */
    async function familyIn(locale: 'en' | 'es') {
      const family = await signUp(t, { name: 'Lucía' });
      await family.client.post('/api/billing/trial');
      const edit = { name: 'Lucía', dob: '1988-04-12', gender: 'Female', locale };
      expect((await family.client.patch('/api/parents/edit', edit)).statusCode).toBe(200);
      return { client: family.client, kid: await addKid(family.client, kidFields) };
    }
    const today = todayIsoDate(new Date(), 'UTC');
    const sameItems = (list: MilestoneSuggestion[]) =>
      list.map(({ date, domain, ageMonths }) => ({ date, domain, ageMonths }));

    it('answers a parent who saved Spanish with the same suggestions, their texts in Spanish', async () => {
      const english = await familyIn('en');
      const spanish = await familyIn('es');
      const body = (kidId: number) => ({ kidId, today });
      const inEnglish: MilestoneSuggestion[] = (
        await english.client.post('/api/ai/milestones', body(english.kid.id), {
          headers: { 'accept-language': 'es' },
        })
      ).json();
      const response = await spanish.client.post('/api/ai/milestones', body(spanish.kid.id), {
        headers: { 'accept-language': 'en-US' },
      });
      expect(response.statusCode).toBe(200);
      const inSpanish: MilestoneSuggestion[] = response.json();

      // The saved language decides (lib/request-locale.ts), not the browser's Accept-Language.
      expect(inEnglish).toEqual(
        suggestMilestones({ dob: english.kid.dob, interests: kidFields.interests, today }),
      );
      expect(inSpanish.length).toBe(inEnglish.length);
      expect(sameItems(inSpanish)).toEqual(sameItems(inEnglish));
      const spanishTexts = (await checklistsCatalogue.load.es()).default as Record<string, string>;
      const englishTexts = checklistsCatalogue.english as Record<string, string>;
      const keyOf = (text: string) =>
        Object.keys(englishTexts).find((key) => englishTexts[key] === text);
      inEnglish.forEach((suggestion, index) => {
        const translated = inSpanish[index];
        expect(translated?.title).toBe(spanishTexts[keyOf(suggestion.title) ?? '']);
        expect(translated?.rationale).toBe(spanishTexts[keyOf(suggestion.rationale ?? '') ?? '']);
        expect(translated?.source).toBe(spanishTexts['source.cdc']);
      });
      expect(inSpanish[0]?.rationale).toMatch(/^La mayoría de los niños \(75 % o más\)/);
    });

    it('does not suggest again a title recorded in Spanish, nor its English one', async () => {
      const spanish = await familyIn('es');
      const before: MilestoneSuggestion[] = (
        await spanish.client.post('/api/ai/milestones', { kidId: spanish.kid.id, today })
      ).json();
      const first = before[0];
      if (!first) throw new Error('no suggestion');
      const added = await spanish.client.post('/api/milestones', {
        kidId: spanish.kid.id,
        title: first.title,
        date: first.date,
      });
      expect(added.statusCode).toBe(201);
      const after: MilestoneSuggestion[] = (
        await spanish.client.post('/api/ai/milestones', { kidId: spanish.kid.id, today })
      ).json();
      expect(after.map(({ title }) => title)).not.toContain(first.title);
      expect(after[0]?.title).toBe(before[1]?.title);
    });

    it('answers a request without a session in the Accept-Language’s language', async () => {
      const response = await t
        .client()
        .post('/api/ai/milestones', { kidId: 1 }, { headers: { 'accept-language': 'es-MX' } });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({
        error: 'Inicia sesión para continuar.',
        code: 'NOT_AUTHENTICATED',
      });
    });
  });

  it('answers 404 for another family’s kid, even with a subscription', async () => {
    const other = await signUp(t);
    const otherKid = await addKid(other.client, kidFields);
    const response = await subscribed.client.post('/api/ai/milestones', { kidId: otherKid.id });
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('Zephyrine');
  });

  it.each([
    ['no kid id', { kidId: undefined }],
    ['a kid id past 2³¹ − 1', { kidId: 2_147_483_648 }],
    ['a kid id that is text', { kidId: 'one' }],
    ['a today that is no time zone’s today', { today: '2020-01-01' }],
    ['a today that is not a date', { today: 'today' }],
  ])('answers 400 for %s', async (_label, body) => {
    const response = await subscribed.client.post('/api/ai/milestones', { kidId: kid.id, ...body });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('VALIDATION_FAILED');
    if ('today' in body) expect(response.json().error).toBe(SUGGESTION_TODAY_MESSAGE);
  });

  it('answers 401 without a session, before reading the body', async () => {
    const response = await t.client().post('/api/ai/milestones', { kidId: 'x' });
    expectNotAuthenticated(response);
  });
});

describe('with an OpenAI-compatible model (AI_*)', () => {
  let t: TestApp;
  let model: LocalServer;
  let modelUp = true;
  const logLines: string[] = [];
  let family: { client: TestClient; email: string };
  let kid: Kid;

  beforeAll(async () => {
    model = await startLocalServer((_request, response) => {
      if (!modelUp) return sendJson(response, 500, { error: { message: 'internal' } });
      sendJson(response, 200, {
        choices: [
          {
            message: {
              content: JSON.stringify({
                suggestions: [
                  {
                    title: 'Programs a toy robot to move forward',
                    domain: 'cognitive',
                    ageMonths: 30,
                    rationale: 'Fits an interest in robotics.',
                  },
                ],
              }),
            },
          },
        ],
      });
    });
    t = await createTestApp(
      { AI_BASE_URL: `${model.url}/v1`, AI_API_KEY: 'test-key', AI_MODEL: 'test-model' },
      { logStream: { write: (line) => void logLines.push(line) } },
    );
    family = await signUp(t, { name: 'Harriet Example' });
    await family.client.post('/api/billing/trial');
    kid = await addKid(family.client, kidFields);
    // Health data the model must never see.
    await family.client.multipart('POST', '/api/health', {
      kidId: kid.id,
      date: '2026-01-05',
      notes: 'Coughing at night',
      medicalInfo: 'Asthma inhaler twice daily',
      vaccination: 'MMR booster',
    });
    await family.client.post('/api/milestones', {
      kidId: kid.id,
      title: 'Zephyrine’s first swim',
      date: '2026-01-06',
    });
  });
  afterAll(async () => {
    await t?.close();
    await model?.close();
  });

  it('sends the model the age and interests only — no name, date of birth, address or health data', async () => {
    const before = model.requests.length;
    const response = await family.client.post('/api/ai/milestones', { kidId: kid.id });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([
      expect.objectContaining({
        title: 'Programs a toy robot to move forward',
        source: MILESTONE_SOURCES.ai,
        domain: 'cognitive',
        // The date is ours: the day the kid reaches the model's age of 30 months, or today.
        date: suggestionDate(kid.dob, 30, todayIsoDate(new Date(), 'UTC')),
      }),
    ]);

    const sent = model.requests.slice(before) as ReceivedRequest[];
    expect(sent).toHaveLength(1);
    const body = (sent[0] as ReceivedRequest).body;
    expect(body).toContain('Robotics');
    expect(body).toContain('Swimming');
    expect(body).toMatch(/Child's age: \d+ months \(\d+ years and \d+ months\)/);
    for (const secret of [
      'Zephyrine',
      '42 Secret Lane',
      'Hove',
      kid.dob,
      '2023',
      'Asthma',
      'inhaler',
      'Coughing',
      'MMR',
      'Harriet',
      family.email,
      'first swim',
    ]) {
      expect(body).not.toContain(secret);
    }
  });

  it('answers with the built-in provider when the model fails, and the log says why', async () => {
    modelUp = false;
    try {
      const response = await family.client.post('/api/ai/milestones', { kidId: kid.id });
      expect(response.statusCode).toBe(200);
      const suggestions = response.json() as { source: string }[];
      expect(suggestions.length).toBeGreaterThan(0);
      expect(suggestions.every((suggestion) => suggestion.source === MILESTONE_SOURCES.cdc)).toBe(
        true,
      );
    } finally {
      modelUp = true;
    }
    const warning = logLines
      .map((line) => JSON.parse(line) as Record<string, unknown>)
      .find((line) => line.provider === 'openai-compatible');
    expect(warning).toMatchObject({
      level: 40,
      fallback: 'built-in',
      reason: 'the API answered HTTP 500',
    });
    expect(logLines.join('\n')).not.toContain('test-key');
  });
});
