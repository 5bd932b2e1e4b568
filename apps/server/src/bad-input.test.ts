import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, TEXT_MESSAGES } from '@nestling/shared';
import { signUp } from '../test/helpers/accounts.js';
import { pngImage } from '../test/helpers/images.js';
import { createTestApp, type TestApp } from '../test/helpers/test-app.js';
import type { TestClient } from '../test/helpers/test-client.js';
import { uploadedObjects } from '../test/helpers/uploads.js';
import { expectNotAuthenticated } from '../test/helpers/social.js';

/**
 * What a probe of the running build sent (issue 8): input any client can send that answered
 * 500 or reached the database. Each answers 4xx in the one `{ error, code }` shape, through
 * the public API, on PostgreSQL and on PGlite alike.
 */

type Response = Awaited<ReturnType<TestClient['get']>>;

let t: TestApp;
let family: { client: TestClient; parentId: number };
let kidId: number;
let eventId: number;
let logId: number;

const kidFields = { name: 'Ivy', age: 7, gender: 'Female', dob: '2019-05-01', address: '1 Road' };
const selfAssessment = {
  moodToday: 'Happy',
  enjoyedDay: 'Yes',
  schoolDay: 'Great',
  bullied: 'No',
};

beforeAll(async () => {
  t = await createTestApp();
  family = await signUp(t);
  kidId = (await family.client.multipart('POST', '/api/kids', kidFields)).json().id;
  eventId = (
    await family.client.post('/api/schedules', {
      kidId,
      date: '2026-05-01T09:00:00.000Z',
      title: 'Swim',
    })
  ).json().id;
  logId = (
    await family.client.multipart('POST', '/api/health', { kidId, date: '2026-04-01' })
  ).json().log.id;
});
afterAll(async () => {
  await t?.close();
});

/** A 4xx in the one error shape (never a 5xx, never Fastify's own body). */
function expectClientError(response: Response, statuses: number[]): void {
  expect(statuses).toContain(response.statusCode);
  const body = response.json();
  expect(typeof body.error).toBe('string');
  expect(typeof body.code).toBe('string');
  expect(Object.keys(body).every((key) => ['error', 'code', 'details'].includes(key))).toBe(true);
}

describe('record ids past the id columns’ range (2³¹ and up) answer 400 or 404', () => {
  const requests: [string, (id: string) => Promise<Response>][] = [
    ['GET /api/kids/:kidId', (id) => family.client.get(`/api/kids/${id}`)],
    [
      'PATCH /api/kids/:kidId',
      (id) => family.client.multipart('PATCH', `/api/kids/${id}`, kidFields),
    ],
    ['DELETE /api/kids/:kidId', (id) => family.client.delete(`/api/kids/${id}`)],
    ['GET /api/schedules/:kidId', (id) => family.client.get(`/api/schedules/${id}`)],
    ['PATCH /api/schedules/:id', (id) => family.client.patch(`/api/schedules/${id}`, {})],
    ['DELETE /api/schedules/:id', (id) => family.client.delete(`/api/schedules/${id}`)],
    ['GET /api/files/:fileId', (id) => family.client.get(`/api/files/${id}`)],
    [
      'PATCH /api/health/:id',
      (id) => family.client.multipart('PATCH', `/api/health/${id}`, { date: '2026-04-01' }),
    ],
    ['DELETE /api/health/:id', (id) => family.client.delete(`/api/health/${id}`)],
    ['GET /api/health?kidId=', (id) => family.client.get(`/api/health?kidId=${id}`)],
    ['GET /api/health/export?kidId=', (id) => family.client.get(`/api/health/export?kidId=${id}`)],
    [
      'POST /api/schedules {kidId}',
      (id) =>
        family.client.post('/api/schedules', {
          kidId: Number(id),
          date: '2026-05-01T09:00:00.000Z',
          title: 'Swim',
        }),
    ],
    [
      'PATCH /api/schedules/:id {kidId}',
      (id) => family.client.patch(`/api/schedules/${eventId}`, { kidId: Number(id) }),
    ],
    [
      'POST /api/self-assessments {kidId}',
      (id) => family.client.post('/api/self-assessments', { ...selfAssessment, kidId: id }),
    ],
    [
      'POST /api/health multipart kidId',
      (id) => family.client.multipart('POST', '/api/health', { kidId: id, date: '2026-04-01' }),
    ],
    ['GET /api/milestones?kidId=', (id) => family.client.get(`/api/milestones?kidId=${id}`)],
    [
      'POST /api/milestones {kidId}',
      (id) =>
        family.client.post('/api/milestones', { kidId: id, title: 'Jumps', date: '2026-01-01' }),
    ],
    [
      'PATCH /api/milestones/:id',
      (id) => family.client.patch(`/api/milestones/${id}`, { completed: true }),
    ],
    ['DELETE /api/milestones/:id', (id) => family.client.delete(`/api/milestones/${id}`)],
    [
      'POST /api/ai/milestones {kidId}',
      (id) => family.client.post('/api/ai/milestones', { kidId: id }),
    ],
    ['GET /api/certificates?kidId=', (id) => family.client.get(`/api/certificates?kidId=${id}`)],
    [
      'POST /api/certificates multipart kidId',
      (id) => family.client.multipart('POST', '/api/certificates', { kidId: id }),
    ],
    ['DELETE /api/certificates/:id', (id) => family.client.delete(`/api/certificates/${id}`)],
    ['GET /api/messages/:friendId', (id) => family.client.get(`/api/messages/${id}`)],
    [
      'POST /api/messages {receiverId}',
      (id) => family.client.post('/api/messages', { receiverId: id, text: 'hi' }),
    ],
    [
      'POST /api/messages/mark-read {friendId}',
      (id) => family.client.post('/api/messages/mark-read', { friendId: id }),
    ],
    ['DELETE /api/messages/:id', (id) => family.client.delete(`/api/messages/${id}`)],
  ];

  it.each(requests)('%s', async (_label, send) => {
    for (const id of ['2147483648', '99999999999999999999', '1e3', '-1']) {
      expectClientError(await send(id), [400, 404]);
    }
  });
});

describe('text PostgreSQL cannot store (NUL, a lone surrogate) answers 400 naming the field', () => {
  const NUL = 'a\u0000b';
  const LONE = 'a\ud800b';
  const requests: [string, string, () => Promise<Response>][] = [
    [
      'register name',
      'name',
      () =>
        t.client().post('/api/auth/register', {
          name: NUL,
          email: 'nul.name@example.com',
          password: 'Sunny-Day7',
          gender: 'Male',
          dob: '1990-01-01',
        }),
    ],
    [
      'login e-mail',
      'email',
      () => t.client().post('/api/auth/login', { email: `x${NUL}@b.c`, password: 'Sunny-Day7' }),
    ],
    [
      'reset request e-mail',
      'email',
      () => t.client().post('/api/auth/reset-password-request', { email: `${LONE}@b.c` }),
    ],
    [
      'parent profile name',
      'name',
      () =>
        family.client.patch('/api/parents/edit', { name: LONE, dob: '1990-01-01', gender: 'Male' }),
    ],
    [
      'kid name (multipart)',
      'name',
      () => family.client.multipart('POST', '/api/kids', { ...kidFields, name: NUL }),
    ],
    [
      'kid interests (multipart JSON text)',
      'interests.1',
      () =>
        family.client.multipart('POST', '/api/kids', {
          ...kidFields,
          interests: JSON.stringify(['Art', 'x\u0000']),
        }),
    ],
    [
      'chat message text',
      'text',
      () => family.client.post('/api/messages', { receiverId: 1, text: LONE }),
    ],
    [
      'kid address on edit',
      'address',
      () => family.client.multipart('PATCH', `/api/kids/${kidId}`, { ...kidFields, address: NUL }),
    ],
    [
      'schedule title',
      'title',
      () =>
        family.client.post('/api/schedules', { date: '2026-05-01T09:00:00Z', title: NUL, kidId }),
    ],
    [
      'schedule description on edit',
      'description',
      () => family.client.patch(`/api/schedules/${eventId}`, { description: LONE }),
    ],
    [
      'health log notes (multipart)',
      'notes',
      () =>
        family.client.multipart('POST', '/api/health', { kidId, date: '2026-04-01', notes: NUL }),
    ],
    [
      'health log vaccination on edit',
      'vaccination',
      () =>
        family.client.multipart('PATCH', `/api/health/${logId}`, {
          date: '2026-04-01',
          vaccination: NUL,
        }),
    ],
    [
      'self-assessment answer (jsonb), lone surrogate',
      'happyReason',
      () =>
        family.client.post('/api/self-assessments', {
          ...selfAssessment,
          kidId,
          happyReason: LONE,
        }),
    ],
    [
      'self-assessment answer (jsonb), NUL',
      'sadReason',
      () =>
        family.client.post('/api/self-assessments', { ...selfAssessment, kidId, sadReason: NUL }),
    ],
    [
      'self-assessment notes',
      'notes',
      () => family.client.post('/api/self-assessments', { ...selfAssessment, kidId, notes: NUL }),
    ],
    [
      'milestone title',
      'title',
      () => family.client.post('/api/milestones', { kidId, title: NUL, date: '2026-01-01' }),
    ],
    ['milestone search', 'q', () => family.client.get(`/api/milestones?kidId=${kidId}&q=a%00b`)],
    [
      'certificate title (multipart)',
      'title',
      () => family.client.multipart('POST', '/api/certificates', { kidId, title: NUL }),
    ],
  ];

  it.each(requests)('%s', async (_label, field, send) => {
    const response = await send();
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      details: expect.arrayContaining([
        { path: field, message: TEXT_MESSAGES.invalidCharacters },
      ]) as unknown,
    });
  });
});

describe('a 400 names the field and the rule in plain words where the spec has no text', () => {
  /** The 400's `error`, and its `details` entry for `path`. */
  function expectPlain(response: Response, path: string, message: string): void {
    expect(response.statusCode, response.body).toBe(400);
    const body = response.json();
    expect(body).toMatchObject({ error: message, code: 'VALIDATION_FAILED' });
    expect(body.details).toContainEqual({ path, message });
  }

  it('a query past its bounds', async () => {
    const url = `/api/health?kidId=${String(kidId)}`;
    expectPlain(await family.client.get(`${url}&limit=501`), 'limit', 'limit: must be at most 500');
    expectPlain(await family.client.get(`${url}&limit=0`), 'limit', 'limit: must be at least 1');
    expectPlain(
      await family.client.get(`${url}&offset=1.5`),
      'offset',
      'offset: must be a whole number',
    );
  });

  it('a multipart text field too long', async () => {
    const response = await family.client.multipart('POST', '/api/health', {
      kidId,
      date: '2026-04-02',
      kidName: 'x'.repeat(61),
    });
    expectPlain(response, 'kidName', 'kidName: must be at most 60 characters');
  });

  it('a field the body does not take, and a body that is not an object', async () => {
    const extra = await family.client.request('DELETE', '/api/account', {
      body: { password: 'Sunny-Day7', nickname: 'x' },
    });
    expectPlain(extra, 'nickname', 'nickname: is not an accepted field');
    const list = await family.client.request('DELETE', '/api/account', { body: ['Sunny-Day7'] });
    expectPlain(list, '', 'body: must be an object');
  });

  it("the spec's own text still wins", async () => {
    const response = await t.client().post('/api/auth/login', { email: ' ', password: 'x' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      error: MESSAGES.login.required,
      code: 'VALIDATION_FAILED',
    });
  });
});

describe('dates PostgreSQL cannot store answer 400', () => {
  it.each([
    ['an event in year 0', { date: '0000-06-01T09:00:00Z' }],
    ['an event past year 9999 in UTC', { date: '9999-12-31T23:00:00-12:00' }],
  ])('%s', async (_label, dates) => {
    const response = await family.client.post('/api/schedules', { kidId, title: 'Old', ...dates });
    expectClientError(response, [400]);
  });

  it.each([
    '/api/schedules?from=0000-01-01T00:00:00Z',
    '/api/schedules?to=10000-01-01T00:00:00Z',
    '/api/health?kidId=1&from=0000-01-01',
    '/api/health?kidId=1&to=2026-02-30',
  ])('GET %s', async (url) => {
    expectClientError(await family.client.get(url), [400]);
  });
});

describe('malformed multipart answers 400 MALFORMED_MULTIPART and stores nothing', () => {
  const truncated =
    '--XB\r\nContent-Disposition: form-data; name="name"\r\n\r\nIvy\r\n' +
    '--XB\r\nContent-Disposition: form-data; name="photo"; filename="a.png"\r\n' +
    'Content-Type: image/png\r\n\r\n\x89PNG\r\n\x1a\n';
  const bodies: [string, string, string][] = [
    ['no boundary', 'multipart/form-data', truncated],
    ['a truncated body', 'multipart/form-data; boundary=XB', truncated],
  ];
  const routes: [string, () => string][] = [
    ['POST', () => '/api/kids'],
    ['PATCH', () => `/api/kids/${kidId}`],
    ['POST', () => '/api/health'],
    ['PATCH', () => `/api/health/${logId}`],
    ['POST', () => '/api/parents/upload-photo'],
    ['POST', () => '/api/certificates'],
  ];

  it.each(bodies)('%s', async (_label, contentType, body) => {
    const kidsBefore = (await family.client.get('/api/kids')).json();
    const objectsBefore = await uploadedObjects(t);
    for (const [method, url] of routes) {
      const response = await family.client.request(method as 'POST' | 'PATCH', url(), {
        body,
        headers: { 'content-type': contentType },
      });
      expectClientError(response, [400]);
      expect(response.json().code).toBe('MALFORMED_MULTIPART');
    }
    expect((await family.client.get('/api/kids')).json()).toEqual(kidsBefore);
    expect(await uploadedObjects(t)).toEqual(objectsBefore);
  });

  it('still reads a well-formed form after all that', async () => {
    const response = await family.client.multipart(
      'POST',
      '/api/parents/upload-photo',
      {},
      { photo: { name: 'me.png', type: 'image/png', data: await pngImage() } },
    );
    expect(response.statusCode).toBe(200);
    expect((await family.client.get(response.json().parent.photoUrl)).statusCode).toBe(200);
  });
});

describe('the session is checked before the body is read', () => {
  const anonymous: [string, (client: TestClient) => Promise<Response>][] = [
    ['POST /api/schedules with a bad body', (c) => c.post('/api/schedules', { title: '' })],
    ['PATCH /api/parents/edit with a bad body', (c) => c.patch('/api/parents/edit', {})],
    ['POST /api/self-assessments without fields', (c) => c.post('/api/self-assessments', {})],
    ['PATCH /api/kids/:kidId with a bad id', (c) => c.multipart('PATCH', '/api/kids/abc', {})],
    ['POST /api/kids with a bad form', (c) => c.multipart('POST', '/api/kids', { age: 'x' })],
    ['GET /api/health?kidId= with a bad id', (c) => c.get('/api/health?kidId=abc')],
    ['GET /api/milestones with a bad query', (c) => c.get('/api/milestones?pageSize=7')],
    ['POST /api/milestones with a bad body', (c) => c.post('/api/milestones', { title: '' })],
    ['POST /api/ai/milestones with a bad body', (c) => c.post('/api/ai/milestones', {})],
    ['POST /api/certificates with a bad form', (c) => c.multipart('POST', '/api/certificates', {})],
    ['GET /api/certificates with a bad id', (c) => c.get('/api/certificates?kidId=abc')],
    ['POST /api/billing/trial', (c) => c.post('/api/billing/trial')],
  ];

  it.each(anonymous)('%s answers 401 without field details', async (_label, send) => {
    const response = await send(t.client());
    expectNotAuthenticated(response);
  });
});
