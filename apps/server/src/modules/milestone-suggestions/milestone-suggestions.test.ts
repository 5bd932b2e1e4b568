import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  MILESTONE_SOURCES,
  SUBSCRIPTION_MESSAGES,
  SUGGESTION_TODAY_MESSAGE,
  suggestionDate,
  suggestMilestones,
  todayIsoDate,
  type Kid,
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
