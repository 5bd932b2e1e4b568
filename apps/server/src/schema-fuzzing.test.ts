import net from 'node:net';
import fc from 'fast-check';
import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  certificateFieldsSchema,
  healthLogFieldsSchema,
  healthLogUpdateSchema,
  kidFieldsSchema,
  kidUpdateSchema,
  SCHEDULE_EVENT_MESSAGES,
  SESSION_COOKIE,
  XSRF_COOKIE,
  XSRF_HEADER,
  clientToServerPayloads,
  socketAckSchema,
  type ClientToServerEvent,
} from '@nestling/shared';
import { pdfDocument } from '@nestling/testing';
import { asText, hostileValue, requestPart } from '../test/helpers/arbitraries.js';
import { pngImage } from '../test/helpers/images.js';
import { addKid, befriend, family, type Family } from '../test/helpers/social.js';
import { emitWithAck, listening, openSocket } from '../test/helpers/sockets.js';
import { createTestApp, type TestApp } from '../test/helpers/test-app.js';
import type { TestClient } from '../test/helpers/test-client.js';
import { setModerator } from './cli/admin.js';

/**
 * Issue 14's schema fuzzing: for every route the router registered, fast-check requests built
 * from the route's own zod schemas (path, query, JSON body, or the multipart form's fields) —
 * valid, on a boundary, or malformed — sent signed in through `inject`. No answer is a 5xx, and
 * every error is JSON in the one `{error, code, details?}` shape; the framework's own refusals
 * (a bad URL, bad JSON, a wrong content type, an oversized body or header, an unknown route or
 * method) too.
 */

/** Requests per route per run: with ~60 routes, a few thousand requests. */
const RUNS_PER_ROUTE = 40;

/**
 * The fields schema of each multipart route (its route schema only says `consumes`), and the
 * file part's name. A multipart route missing here fails the test.
 */
const MULTIPART: Record<string, { fields?: z.ZodType; file: string }> = {
  'POST /api/kids': { fields: kidFieldsSchema, file: 'photo' },
  'PATCH /api/kids/:kidId': { fields: kidUpdateSchema, file: 'photo' },
  'POST /api/parents/upload-photo': { file: 'photo' },
  'POST /api/health': { fields: healthLogFieldsSchema, file: 'document' },
  'PATCH /api/health/:id': { fields: healthLogUpdateSchema, file: 'document' },
  'POST /api/certificates': { fields: certificateFieldsSchema, file: 'certificate' },
};

/** Routes fuzzed with a client of their own: signing out would end the fuzzing session. */
const OWN_CLIENT = new Set(['POST /api/auth/logout']);

type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
type Answer = Awaited<ReturnType<TestClient['get']>>;

interface FuzzRequest {
  url: string;
  json?: unknown;
  form?: Record<string, string>;
  file?: { field: string; name: string; type: string; data: Buffer };
}

let t: TestApp;
let parent: Family;
let friend: Family;
let sent = 0;
const byStatus = new Map<number, number>();

/** A URL path segment or query value, percent-encoded; lone surrogates as invalid UTF-8. */
function encode(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    return `${encodeURIComponent(text.replace(/[\uD800-\uDFFF]/g, ''))}%ED%A0%80`;
  }
}

function queryString(value: unknown): string {
  if (value === undefined) return '';
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    return `?${encode(asText(value))}`;
  }
  const parts: string[] = [];
  for (const [key, field] of Object.entries(value as Record<string, unknown>)) {
    if (field === undefined) continue;
    for (const item of Array.isArray(field) ? field : [field]) {
      parts.push(`${encode(key)}=${encode(asText(item))}`);
    }
  }
  return parts.length > 0 ? `?${parts.join('&')}` : '';
}

function pathOf(url: string, params: unknown, wildcard: string): string {
  return url
    .replace(/:(\w+)/g, (_match, name: string) => {
      const value =
        params !== null && typeof params === 'object' && !Array.isArray(params)
          ? (params as Record<string, unknown>)[name]
          : params;
      return encode(asText(value ?? ''));
    })
    .replace('*', encode(wildcard));
}

function formOf(value: unknown): Record<string, string> {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    return { junk: asText(value) };
  }
  return Object.fromEntries(
    Object.entries(value as Record<string, unknown>)
      .filter(([, field]) => field !== undefined)
      .map(([key, field]) => [key, asText(field)]),
  );
}

/** The arbitrary of one route's requests, from its schemas. */
async function requestsOf(key: string, route: RouteOptions): Promise<fc.Arbitrary<FuzzRequest>> {
  const schema = (route.schema ?? {}) as {
    params?: z.ZodType;
    querystring?: z.ZodType;
    body?: z.ZodType;
    consumes?: string[];
  };
  const multipart = schema.consumes?.includes('multipart/form-data') ? MULTIPART[key] : undefined;
  if (schema.consumes?.includes('multipart/form-data') && !multipart) {
    throw new Error(`${key} reads a form: give its fields schema in MULTIPART`);
  }
  const png = await pngImage(8, 8);
  const files = fc.option(
    fc.constantFrom(
      { name: 'a.png', type: 'image/png', data: png },
      { name: 'a.pdf', type: 'application/pdf', data: pdfDocument() },
      { name: 'a.jpg', type: 'image/jpeg', data: Buffer.from('<html>not an image</html>') },
      { name: '../../x.png', type: 'image/png', data: png.subarray(0, 20) },
      { name: 'empty.png', type: 'image/png', data: Buffer.alloc(0) },
    ),
    { nil: undefined },
  );
  return fc
    .record({
      params: schema.params ? requestPart(schema.params) : fc.constant(undefined),
      query: schema.querystring
        ? fc.option(requestPart(schema.querystring), { nil: undefined, freq: 8 })
        : fc.option(fc.dictionary(fc.string({ maxLength: 5 }), fc.string({ maxLength: 5 })), {
            nil: undefined,
          }),
      body: schema.body
        ? requestPart(schema.body)
        : multipart?.fields
          ? requestPart(multipart.fields)
          : fc.option(hostileValue(), { nil: undefined, freq: 3 }),
      file: multipart ? files : fc.constant(undefined),
      wildcard: fc.string({ maxLength: 20 }),
    })
    .map(({ params, query, body, file, wildcard }) => ({
      url: pathOf(route.url, params, wildcard) + queryString(query),
      ...(multipart ? { form: formOf(body) } : body === undefined ? {} : { json: body }),
      ...(multipart && file ? { file: { ...file, field: multipart.file } } : {}),
    }));
}

async function send(client: TestClient, method: Method, request: FuzzRequest): Promise<Answer> {
  sent += 1;
  if (request.form) {
    return client.multipart(
      method as 'POST' | 'PATCH',
      request.url,
      request.form,
      request.file ? { [request.file.field]: request.file } : {},
    );
  }
  if (request.json === undefined) return client.request(method, request.url);
  return client.request(method, request.url, {
    body: JSON.stringify(request.json),
    headers: { 'content-type': 'application/json' },
  });
}

/** No 5xx; every error JSON in the one `{error, code, details?}` shape. */
function expectWellFormed(response: Answer, label: string): void {
  byStatus.set(response.statusCode, (byStatus.get(response.statusCode) ?? 0) + 1);
  expect(response.statusCode, `${label} → ${response.body.slice(0, 300)}`).toBeLessThan(500);
  if (response.statusCode < 400) return;
  expect(response.headers['content-type'], label).toMatch(/^application\/json/);
  const body = response.json() as Record<string, unknown>;
  expect(typeof body.error, `${label} → ${response.body}`).toBe('string');
  expect(typeof body.code, `${label} → ${response.body}`).toBe('string');
  expect(
    Object.keys(body).filter((name) => !['error', 'code', 'details'].includes(name)),
    label,
  ).toEqual([]);
  // A person reads the text: never a validator's internals such as the pattern it failed. A
  // message names the field, and a generated field name can be anything (`$/` among them),
  // so the fields' own names are taken out before the check.
  const details = (body.details ?? []) as Record<string, unknown>[];
  const withoutFieldNames = (text: string) =>
    details.reduce((rest, detail) => rest.split(String(detail.path)).join(''), text);
  expect(withoutFieldNames(String(body.error)), label).not.toMatch(/\/\^|\$\/|\\[dw]/);
  if (body.details !== undefined) {
    expect(Array.isArray(body.details), label).toBe(true);
    for (const detail of details) {
      expect(typeof detail.path, label).toBe('string');
      expect(typeof detail.message, label).toBe('string');
      expect(withoutFieldNames(String(detail.message)), label).not.toMatch(/\/\^|\$\/|\\[dw]/);
    }
  }
}

function routeKeys(): [string, Method, RouteOptions][] {
  const keys = t.routes.flatMap((route) =>
    [route.method]
      .flat()
      .filter((method) => method !== 'HEAD')
      .map((method): [string, Method, RouteOptions] => [
        `${method} ${route.url}`,
        method as Method,
        route,
      ]),
  );
  // Deletions last, so that the other routes meet the family's records.
  return keys.sort(([, a], [, b]) => Number(a === 'DELETE') - Number(b === 'DELETE'));
}

beforeAll(async () => {
  t = await createTestApp({ SOCKET_EVENTS_PER_MINUTE: '100000' });
  parent = await family(t, 'Fuzz Parent');
  friend = await family(t, 'Fuzz Friend');
  await befriend(parent, friend);
  await addKid(parent.client, { name: 'Fuzzy' }, await pngImage());
  await parent.client.post('/api/billing/trial');
  await parent.client.post('/api/messages', { receiverId: friend.parentId, text: 'hello' });
  // A moderator (issue 27), so the moderation routes' bodies and queries are fuzzed too.
  await setModerator(t.database.db, parent.email, true);
  t.app.services.events.emit('parentChanged', { parentId: parent.parentId });
}, 120_000);

afterAll(async () => {
  const statuses = [...byStatus].sort(([a], [b]) => a - b).map(([s, n]) => `${s}×${n}`);
  process.stdout.write(
    `schema fuzzing: ${sent} requests and socket events over ${routeKeys().length} routes and ` +
      `${Object.keys(clientToServerPayloads).length} events (HTTP ${statuses.join(', ')})\n`,
  );
  await t?.close();
});

describe('schema fuzzing of every route', () => {
  it('covers every multipart route with its fields schema', () => {
    const forms = routeKeys()
      .filter(([, , route]) =>
        ((route.schema as { consumes?: string[] } | undefined)?.consumes ?? []).includes(
          'multipart/form-data',
        ),
      )
      .map(([key]) => key)
      .sort();
    expect(forms).toEqual(Object.keys(MULTIPART).sort());
  });

  it('answers every generated request without a 5xx, every error in the {error, code} shape', async () => {
    for (const [key, method, route] of routeKeys()) {
      const client = OWN_CLIENT.has(key) ? (await family(t, 'Fuzz Own')).client : parent.client;
      const requests = await requestsOf(key, route);
      await fc.assert(
        fc.asyncProperty(requests, async (request) => {
          expectWellFormed(await send(client, method, request), `${key}: ${request.url}`);
        }),
        { numRuns: RUNS_PER_ROUTE },
      );
    }
  }, 240_000);
});

describe('header fuzzing', () => {
  it('answers requests with odd cookies, tokens, ranges and encodings without a 5xx', async () => {
    // A family of its own: the route fuzzing before may have deleted the shared family's kid
    // (a generated `DELETE /api/kids/:id` can hit its id) or changed its session.
    const own = await family(t, 'Fuzz Headers');
    const kid = await addKid(own.client, { name: 'Fuzzy' }, await pngImage());
    const fileUrl = kid.photoUrl;
    if (!fileUrl) throw new Error('the kid was added without its photo');
    const token = fc.oneof(
      fc.constantFrom('', '%ZZ', '%00', 'a'.repeat(5000), '=;=', '"quoted"', 's:x.y', '\u00ff'),
      fc.string({ maxLength: 40 }),
    );
    const headerValue = fc.oneof(token, fc.stringMatching(/^[\x20-\x7e]{0,60}$/));
    const headers = fc.record(
      {
        cookieExtra: fc.tuple(fc.constantFrom(SESSION_COOKIE, XSRF_COOKIE, 'x', ''), token),
        xsrf: headerValue,
        range: fc.oneof(
          fc.constantFrom('bytes=0-1', 'bytes=-0', 'bytes=5-1', 'bytes=0-1,0-', 'bytes=99999999-'),
          headerValue,
        ),
        'accept-encoding': fc.oneof(
          fc.constantFrom('br;q=NaN, gzip;q=2', 'identity;q=0', '*;q=0'),
          headerValue,
        ),
        accept: headerValue,
        'if-none-match': headerValue,
        'if-modified-since': headerValue,
        origin: fc.oneof(fc.constantFrom('null', 'http://evil.example'), headerValue),
        'content-type': fc.oneof(
          fc.constantFrom('application/json', 'application/json; charset=latin1'),
          headerValue,
        ),
      },
      { requiredKeys: [] },
    );
    const targets: [Method, string][] = [
      ['GET', '/api/kids'],
      ['GET', fileUrl],
      ['GET', '/api/auth/me'],
      ['POST', '/api/milestones'],
      ['PATCH', '/api/parents/edit'],
      ['DELETE', '/api/calendar-feed'],
    ];
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...targets), headers, async ([method, url], fuzzed) => {
        sent += 1;
        const { cookieExtra, xsrf, ...rest } = fuzzed;
        const cookie = [own.client.cookieHeader(), cookieExtra ? cookieExtra.join('=') : '']
          .filter(Boolean)
          .join('; ');
        const response = await t.app.inject({
          method,
          url,
          headers: {
            ...rest,
            cookie,
            [XSRF_HEADER]: xsrf ?? own.client.xsrfToken() ?? '',
          },
          ...(method === 'GET' ? {} : { payload: '{}' }),
        });
        expectWellFormed(response, `${method} ${url} ${JSON.stringify(fuzzed).slice(0, 300)}`);
      }),
      { numRuns: 300 },
    );
  }, 120_000);
});

describe('schema fuzzing of every client→server socket event', () => {
  it('acks every generated payload as {ok} or a refusal in the one shape, never INTERNAL', async () => {
    const baseUrl = await listening(t);
    const socket = await openSocket(baseUrl, parent.client);
    const other = await openSocket(baseUrl, friend.client);
    try {
      for (const event of Object.keys(clientToServerPayloads) as ClientToServerEvent[]) {
        await fc.assert(
          fc.asyncProperty(requestPart(clientToServerPayloads[event]), async (payload) => {
            sent += 1;
            const ack = await emitWithAck(socket, event, payload);
            const label = `${event} ${JSON.stringify(payload)?.slice(0, 200)} → ${JSON.stringify(ack)}`;
            expect(socketAckSchema.safeParse(ack).success, label).toBe(true);
            expect(ack.ok ? 'ok' : ack.code, label).not.toBe('INTERNAL');
          }),
          { numRuns: RUNS_PER_ROUTE },
        );
      }
    } finally {
      socket.close();
      other.close();
    }
  }, 120_000);
});

describe('what the fuzzing found, fixed', () => {
  it('a malformed calendar-feed token answers in the feed’s words, not the pattern it failed', async () => {
    const response = await t.client().get('/api/calendar-feed/%00.ics');
    expectWellFormed(response, 'calendar feed');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      error: SCHEDULE_EVENT_MESSAGES.feedNotFound,
      code: 'VALIDATION_FAILED',
    });
  });

  it('resend-verification without a body mails the signed-in parent (its body is optional)', async () => {
    const unverified = await family(t, 'Fuzz Unverified', { verified: false });
    const response = await unverified.client.request('POST', '/api/auth/resend-verification');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ message: expect.any(String) });
    await t.mail.waitFor(unverified.email, /Verify/);
  });
});

describe('the framework’s own refusals, in the {error, code} shape', () => {
  const cases: [
    string,
    { method: Method; url: string; headers?: Record<string, string>; body?: string | Buffer },
  ][] = [
    ['a bad percent-encoding in the path', { method: 'GET', url: '/api/kids/%E0%A4%A' }],
    ['a bad percent-encoding in the query', { method: 'GET', url: '/api/milestones?kidId=%zz' }],
    ['invalid UTF-8 in the path', { method: 'GET', url: '/api/kids/%ED%A0%80' }],
    ['an unknown API route', { method: 'GET', url: '/api/no-such-thing' }],
    ['an unknown method on a route', { method: 'PUT', url: '/api/kids' }],
    [
      'broken JSON',
      {
        method: 'POST',
        url: '/api/milestones',
        headers: { 'content-type': 'application/json' },
        body: '{"title":',
      },
    ],
    [
      'an empty JSON body',
      {
        method: 'POST',
        url: '/api/milestones',
        headers: { 'content-type': 'application/json' },
        body: '',
      },
    ],
    [
      'JSON that is only null',
      {
        method: 'POST',
        url: '/api/milestones',
        headers: { 'content-type': 'application/json' },
        body: 'null',
      },
    ],
    [
      'a __proto__ key',
      {
        method: 'POST',
        url: '/api/milestones',
        headers: { 'content-type': 'application/json' },
        body: '{"__proto__":{"admin":true},"kidId":1,"title":"a","date":"2026-01-01"}',
      },
    ],
    [
      'a constructor.prototype key',
      {
        method: 'POST',
        url: '/api/milestones',
        headers: { 'content-type': 'application/json' },
        body: '{"constructor":{"prototype":{"admin":true}}}',
      },
    ],
    [
      'JSON nested 100000 deep',
      {
        method: 'POST',
        url: '/api/milestones',
        headers: { 'content-type': 'application/json' },
        body: '['.repeat(100_000) + ']'.repeat(100_000),
      },
    ],
    [
      'a body over the JSON limit',
      {
        method: 'POST',
        url: '/api/milestones',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ title: 'x'.repeat(2 * 1024 * 1024) }),
      },
    ],
    [
      'a wrong content type',
      {
        method: 'POST',
        url: '/api/milestones',
        headers: { 'content-type': 'text/plain' },
        body: 'hi',
      },
    ],
    [
      'a content type with an odd charset',
      {
        method: 'POST',
        url: '/api/milestones',
        headers: { 'content-type': 'application/json; charset=utf-16' },
        body: '{}',
      },
    ],
    [
      'a made-up content type',
      {
        method: 'POST',
        url: '/api/milestones',
        headers: { 'content-type': '../../;;;' },
        body: '{}',
      },
    ],
    [
      'a form to a JSON route',
      {
        method: 'POST',
        url: '/api/milestones',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'title=a',
      },
    ],
    [
      'JSON to a multipart route',
      {
        method: 'POST',
        url: '/api/kids',
        headers: { 'content-type': 'application/json' },
        body: '{"name":"a"}',
      },
    ],
    [
      'multipart without a boundary',
      {
        method: 'POST',
        url: '/api/certificates',
        headers: { 'content-type': 'multipart/form-data' },
        body: 'x',
      },
    ],
    ['a 20 000-character path', { method: 'GET', url: `/api/kids/${'9'.repeat(20_000)}` }],
    [
      'a query of 5000 parameters',
      { method: 'GET', url: `/api/milestones?${'a=1&'.repeat(5000)}` },
    ],
  ];

  it.each(cases)('%s', async (label, request) => {
    sent += 1;
    const response = await parent.client.request(request.method, request.url, {
      ...(request.body !== undefined ? { body: request.body } : {}),
      headers: request.headers ?? {},
    });
    expectWellFormed(response, label);
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
  });

  /** One raw HTTP exchange over a socket: Node's parser refusals happen before Fastify. */
  async function raw(request: string): Promise<{ status: number; headers: string; body: string }> {
    const base = new URL(await listening(t));
    return new Promise((resolve, reject) => {
      const socket = net.connect(Number(base.port), base.hostname);
      let data = '';
      socket.on('data', (chunk) => (data += chunk.toString('latin1')));
      socket.on('error', reject);
      socket.on('close', () => {
        const [head = '', body = ''] = data.split('\r\n\r\n');
        resolve({ status: Number(head.split(' ')[1]), headers: head, body });
      });
      socket.end(request);
    });
  }

  it.each([
    [
      'headers over Node’s 16 KB limit',
      `GET /api/kids HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`,
      431,
    ],
    ['a malformed request line', 'GARBAGE\r\n\r\n', 400],
    ['a bad header line', 'GET /api/kids HTTP/1.1\r\nHost: x\r\nBad Header\r\n\r\n', 400],
  ])('%s', async (_label, request, status) => {
    const response = await raw(request);
    sent += 1;
    expect(response.status).toBe(status);
    expect(response.headers).toMatch(/content-type: application\/json/i);
    const body = JSON.parse(response.body) as Record<string, unknown>;
    expect(typeof body.error).toBe('string');
    expect(typeof body.code).toBe('string');
  });
});
