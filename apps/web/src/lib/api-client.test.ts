import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { MESSAGES, XSRF_HEADER } from '@nestling/shared';
import {
  ApiError,
  LazySchema,
  SESSION_ERROR_CODES,
  apiClient,
  apiRequest,
  checkAnswersAfter,
  configureApiClient,
  isSessionFailure,
  type HttpMethod,
} from './api-client';
import { jsonResponse } from '@/testing/mock-api';

const okSchema = z.object({ ok: z.boolean() });

/**
 * A LazySchema's known answer, as the logged-out session's: `{none: true}` is `{ok: false}`
 * without the schema; anything else is not known.
 */
function knownNone(payload: unknown) {
  return typeof payload === 'object' && payload !== null && 'none' in payload
    ? { ok: false }
    : undefined;
}

/** fetch answering each call with the next item (a Response, or an Error to throw). */
function fetchSequence(...answers: Array<Response | Error>) {
  const fetchMock = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) => {
    const next = answers.shift();
    if (!next) throw new Error('no more answers');
    if (next instanceof Error) throw next;
    return next;
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** fetch that never answers; it rejects like the browser when its signal aborts. */
function fetchHanging() {
  const fetchMock = vi.fn(
    (_input: RequestInfo | URL, init?: RequestInit) =>
      new Promise<Response>((_resolve, reject) => {
        init?.signal?.addEventListener('abort', () =>
          reject(new DOMException('aborted', 'AbortError')),
        );
      }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** Settles `promise` while fake timers run, and returns its error (or fails if it resolved). */
async function failureOf(promise: Promise<unknown>, advanceMs = 0): Promise<ApiError> {
  const caught = promise.then(
    () => {
      throw new Error('expected the call to fail');
    },
    (error: unknown) => error,
  );
  await vi.advanceTimersByTimeAsync(advanceMs);
  const error = await caught;
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('apiRequest retries (spec §8.1: a GET with no status or a 5xx is retried once after 400 ms)', () => {
  const serverError = () =>
    jsonResponse(503, { error: 'Service unavailable.', code: 'UNAVAILABLE' });
  const ok = () => jsonResponse(200, { ok: true });
  const notFound = () => jsonResponse(404, { error: 'Not found.', code: 'NOT_FOUND' });
  const unauthorized = () =>
    jsonResponse(401, { error: 'Please log in.', code: 'UNAUTHENTICATED' });
  const offline = () => new TypeError('Failed to fetch');

  // The method, fetch's answers in turn, how many calls fetch gets, whether the request succeeds.
  it.each<[string, HttpMethod, () => Array<Response | Error>, number, boolean]>([
    ['GET 5xx then 200 → retried, succeeds', 'GET', () => [serverError(), ok()], 2, true],
    ['GET network error then 200 → retried, succeeds', 'GET', () => [offline(), ok()], 2, true],
    [
      'GET 5xx twice → retried once only, fails',
      'GET',
      () => [serverError(), serverError(), ok()],
      2,
      false,
    ],
    ['GET 404 → not retried', 'GET', () => [notFound(), ok()], 1, false],
    ['GET 401 → not retried', 'GET', () => [unauthorized(), ok()], 1, false],
    ['POST 5xx → not retried', 'POST', () => [serverError(), ok()], 1, false],
    ['POST network error → not retried', 'POST', () => [offline(), ok()], 1, false],
    ['DELETE 5xx → not retried', 'DELETE', () => [serverError(), ok()], 1, false],
  ])('%s', async (_name, method, answers, calls, succeeds) => {
    configureApiClient({ onUnauthorized: () => undefined });
    const fetchMock = fetchSequence(...answers());
    const promise = apiRequest('/things', { method, schema: okSchema });
    if (succeeds) {
      const result = promise;
      await vi.advanceTimersByTimeAsync(400);
      await expect(result).resolves.toEqual({ ok: true });
    } else {
      await failureOf(promise, 400);
    }
    expect(fetchMock).toHaveBeenCalledTimes(calls);
  });

  it('waits 400 ms before the retry', async () => {
    const fetchMock = fetchSequence(serverError(), ok());
    const promise = apiClient.get('/things', okSchema);
    await vi.advanceTimersByTimeAsync(399);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    await expect(promise).resolves.toEqual({ ok: true });
  });

  it('never retries a GET that opted out (retry: false)', async () => {
    const fetchMock = fetchSequence(serverError(), ok());
    await failureOf(apiRequest('/parents/verify', { retry: false }), 400);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});

describe('apiRequest failures (spec §8.1)', () => {
  it('times out after 15 s with status 0', async () => {
    const fetchMock = fetchHanging();
    const error = await failureOf(
      apiClient.post('/auth/login', { email: 'a@b.c', password: 'x' }),
      15_000,
    );
    expect(error).toMatchObject({ status: 0, code: 'TIMEOUT', message: MESSAGES.common.timeout });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('does not time out before 15 s', async () => {
    fetchHanging();
    let settled = false;
    const promise = apiClient.post('/auth/login', {}).finally(() => {
      settled = true;
    });
    promise.catch(() => undefined);
    await vi.advanceTimersByTimeAsync(14_999);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(settled).toBe(true);
  });

  it('turns a caller abort into 499 "Request canceled" without retrying', async () => {
    const fetchMock = fetchHanging();
    const controller = new AbortController();
    const promise = apiClient.get('/kids', undefined, { signal: controller.signal });
    controller.abort();
    const error = await failureOf(promise, 1_000);
    expect(error).toMatchObject({ status: 499, code: 'CANCELED', message: 'Request canceled' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('turns a network failure into status 0 with the spec text', async () => {
    fetchSequence(new TypeError('Failed to fetch'));
    const error = await failureOf(apiClient.post('/auth/logout'));
    expect(error).toMatchObject({
      status: 0,
      code: 'NETWORK_ERROR',
      message: 'Network/CORS error. Ensure API is reachable and CORS_ORIGINS allows this origin.',
      fromServer: false,
    });
  });

  it.each([
    {
      name: '`error` field',
      body: { error: 'Invalid email or password.', code: 'INVALID_CREDENTIALS' },
      message: 'Invalid email or password.',
      code: 'INVALID_CREDENTIALS',
      fromServer: true,
    },
    {
      name: '`message` field',
      body: { message: 'Slow down.' },
      message: 'Slow down.',
      code: 'HTTP_429',
      fromServer: true,
    },
    {
      name: '`error` wins over `message`',
      body: { error: 'First.', message: 'Second.', code: 'X' },
      message: 'First.',
      code: 'X',
      fromServer: true,
    },
    {
      name: 'no text',
      body: { code: 'X' },
      message: 'An unexpected server error occurred.',
      code: 'X',
      fromServer: false,
    },
    {
      name: 'empty body',
      body: undefined,
      message: 'An unexpected server error occurred.',
      code: 'UNEXPECTED',
      fromServer: false,
    },
  ])('reads the error text from the $name', async ({ body, message, code, fromServer }) => {
    fetchSequence(jsonResponse(429, body));
    const error = await failureOf(apiClient.post('/auth/login', {}));
    expect(error).toMatchObject({ status: 429, message, code, fromServer });
  });

  it('reads a non-JSON error page as the generic text', async () => {
    fetchSequence(
      new Response('<html>Bad gateway</html>', {
        status: 502,
        headers: { 'Content-Type': 'text/html' },
      }),
    );
    const error = await failureOf(apiClient.post('/auth/login', {}));
    expect(error).toMatchObject({ status: 502, message: 'An unexpected server error occurred.' });
  });

  it('keeps the validation details of a 400', async () => {
    fetchSequence(
      jsonResponse(400, {
        error: 'Some fields are invalid.',
        code: 'VALIDATION_FAILED',
        details: [{ path: 'email', message: 'Enter a valid email' }],
      }),
    );
    const error = await failureOf(apiClient.post('/auth/register', {}));
    expect(error.details).toEqual([{ path: 'email', message: 'Enter a valid email' }]);
  });

  it('rejects an answer that does not match the shared schema', async () => {
    fetchSequence(jsonResponse(200, { ok: 'yes' }));
    const error = await failureOf(apiClient.get('/things', okSchema));
    expect(error).toMatchObject({
      status: 200,
      code: 'INVALID_RESPONSE',
      message: MESSAGES.common.unexpected,
    });
  });
});

describe('apiRequest requests', () => {
  it('calls /api on the same origin with cookies and JSON headers', async () => {
    const fetchMock = fetchSequence(jsonResponse(200, { ok: true }));
    await apiClient.post('/auth/login', { email: 'a@b.c' }, okSchema);
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    const headers = new Headers(init?.headers);
    expect(url).toBe('/api/auth/login');
    expect(init).toMatchObject({
      method: 'POST',
      credentials: 'include',
      body: '{"email":"a@b.c"}',
    });
    expect(headers.get('Content-Type')).toBe('application/json');
    expect(headers.get('Accept')).toBe('application/json');
  });

  it('builds the query string', async () => {
    const fetchMock = fetchSequence(jsonResponse(200, { ok: true }));
    await apiClient.get('/parents/verify', okSchema, {
      query: { token: 'a b&c', skip: undefined },
    });
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/parents/verify?token=a+b%26c');
  });

  it('sends no body and no Content-Type when there is no payload, and reads a 204', async () => {
    const fetchMock = fetchSequence(new Response(null, { status: 204 }));
    await expect(apiClient.post('/auth/logout')).resolves.toBeUndefined();
    const init = fetchMock.mock.calls[0]?.[1];
    expect(init?.body).toBeUndefined();
    expect(new Headers(init?.headers).has('Content-Type')).toBe(false);
  });

  it.each<{ method: HttpMethod; sent: boolean }>([
    { method: 'POST', sent: true },
    { method: 'PUT', sent: true },
    { method: 'PATCH', sent: true },
    { method: 'DELETE', sent: true },
    { method: 'GET', sent: false },
  ])('sends the XSRF header from the cookie on $method: $sent', async ({ method, sent }) => {
    document.cookie = 'XSRF-TOKEN=tok%2Fen-123; path=/';
    const fetchMock = fetchSequence(jsonResponse(200, { ok: true }));
    await apiRequest('/things', { method, schema: okSchema });
    const headers = new Headers(fetchMock.mock.calls[0]?.[1]?.headers);
    expect(headers.get(XSRF_HEADER)).toBe(sent ? 'tok/en-123' : null);
  });
});

describe('apiRequest session failures (spec §8.1: redirect to /login?sessionExpired=true unless already there)', () => {
  const here = (pathname: string) => () => ({ pathname, search: '?tab=2', hash: '' });

  it.each([
    {
      status: 401,
      code: 'NOT_AUTHENTICATED',
      pathname: '/dashboard',
      skip: false,
      redirected: true,
    },
    { status: 401, code: 'UNAUTHENTICATED', pathname: '/dashboard', skip: false, redirected: true },
    {
      status: 403,
      code: 'NOT_AUTHENTICATED',
      pathname: '/dashboard/health',
      skip: false,
      redirected: true,
    },
    {
      status: 403,
      code: 'SESSION_EXPIRED',
      pathname: '/dashboard/health',
      skip: false,
      redirected: true,
    },
    { status: 401, code: 'NOT_AUTHENTICATED', pathname: '/login', skip: false, redirected: false },
    {
      status: 401,
      code: 'NOT_AUTHENTICATED',
      pathname: '/dashboard',
      skip: true,
      redirected: false,
    },
    { status: 403, code: 'SESSION_EXPIRED', pathname: '/dashboard', skip: true, redirected: false },
    { status: 404, code: 'NOT_FOUND', pathname: '/dashboard', skip: false, redirected: false },
  ])(
    '$status $code on $pathname (opt-out: $skip) → redirect: $redirected',
    async ({ status, code, pathname, skip, redirected }) => {
      const onUnauthorized = vi.fn();
      configureApiClient({ onUnauthorized, getLocation: here(pathname) });
      fetchSequence(jsonResponse(status, { error: 'Please log in to continue.', code }));
      const error = await failureOf(
        apiClient.get('/parents/me', undefined, { skipAuthRedirect: skip }),
      );
      expect(error.status).toBe(status);
      if (redirected)
        expect(onUnauthorized).toHaveBeenCalledWith({ status, from: `${pathname}?tab=2` });
      else expect(onUnauthorized).not.toHaveBeenCalled();
    },
  );

  it.each([
    { code: 'EMAIL_NOT_VERIFIED', error: 'Please verify your e-mail first.' },
    { code: 'BLOCKED', error: 'This family is not available.' },
    { code: 'NOT_FRIENDS', error: 'You can only message friends.' },
    { code: 'SUBSCRIPTION_REQUIRED', error: 'You need an active subscription.' },
    { code: undefined, error: 'Forbidden.' },
  ])(
    'a 403 $code of a signed-in parent reaches the caller as an ApiError, without logging out',
    async ({ code, error: text }) => {
      const onUnauthorized = vi.fn();
      configureApiClient({ onUnauthorized, getLocation: here('/dashboard/messages') });
      fetchSequence(jsonResponse(403, { error: text, code }));
      const error = await failureOf(apiClient.post('/friends/requests', { kidId: 3 }));
      expect(error).toMatchObject({ status: 403, message: text, fromServer: true });
      if (code) expect(error.code).toBe(code);
      expect(onUnauthorized).not.toHaveBeenCalled();
    },
  );

  it('names the session guard codes it treats as a session failure', () => {
    expect(SESSION_ERROR_CODES).toEqual(['NOT_AUTHENTICATED', 'SESSION_EXPIRED']);
    expect(isSessionFailure(new ApiError({ status: 401, code: 'ANY', message: '' }))).toBe(true);
    expect(
      isSessionFailure(new ApiError({ status: 403, code: 'SESSION_EXPIRED', message: '' })),
    ).toBe(true);
    expect(
      isSessionFailure(new ApiError({ status: 403, code: 'EMAIL_NOT_VERIFIED', message: '' })),
    ).toBe(false);
    expect(isSessionFailure(new Error('401'))).toBe(false);
  });

  it('loads /login?sessionExpired=true by default', async () => {
    const assign = vi.fn();
    configureApiClient({ getLocation: here('/dashboard') });
    vi.spyOn(window.location, 'assign').mockImplementation(assign);
    fetchSequence(
      jsonResponse(401, { error: 'Please log in to continue.', code: 'UNAUTHENTICATED' }),
    );
    await failureOf(apiClient.get('/parents/me'));
    expect(assign).toHaveBeenCalledWith('/login?sessionExpired=true');
  });
});

describe('apiRequest and a refused XSRF token', () => {
  const refused = () => jsonResponse(403, { error: MESSAGES.common.xsrf, code: 'XSRF_INVALID' });
  /** The client on /dashboard, its session-expired redirect watched. */
  const onUnauthorized = vi.fn();
  beforeEach(() => {
    onUnauthorized.mockClear();
    configureApiClient({
      onUnauthorized,
      getLocation: () => ({ pathname: '/dashboard', search: '', hash: '' }),
    });
  });

  it('sends a state-changing call once more after 403 XSRF_INVALID, without the session-expired redirect', async () => {
    const fetchMock = fetchSequence(refused(), jsonResponse(200, { ok: true }));
    await expect(apiClient.post('/things', { a: 1 }, okSchema)).resolves.toEqual({ ok: true });
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('gives up after the second refusal and reports the error without redirecting', async () => {
    const fetchMock = fetchSequence(refused(), refused());
    const error = await failureOf(apiClient.post('/things', { a: 1 }, okSchema));
    expect(error.message).toBe(MESSAGES.common.xsrf);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(onUnauthorized).not.toHaveBeenCalled();
  });
});

describe('apiRequest with a FormData body (multipart uploads, spec §7.3, §7.5)', () => {
  it.each<HttpMethod>(['POST', 'PATCH'])(
    '%s sends the FormData as is, without a Content-Type (the browser sets the boundary), with the XSRF header and cookies',
    async (method) => {
      document.cookie = 'XSRF-TOKEN=multi-part; path=/';
      const fetchMock = fetchSequence(jsonResponse(201, { ok: true }));
      const form = new FormData();
      form.set('kidId', '12');
      form.set('document', new File(['%PDF-1.4'], 'scan.pdf', { type: 'application/pdf' }));
      await expect(
        apiRequest('/health', { method, body: form, schema: okSchema }),
      ).resolves.toEqual({ ok: true });
      const init = fetchMock.mock.calls[0]?.[1];
      const headers = new Headers(init?.headers);
      expect(init?.body).toBe(form);
      expect(init?.credentials).toBe('include');
      expect(headers.has('Content-Type')).toBe(false);
      expect(headers.get(XSRF_HEADER)).toBe('multi-part');
    },
  );

  it('maps a refused upload like any other failure', async () => {
    fetchSequence(
      jsonResponse(415, {
        error: 'Unsupported file type. Allowed: JPG, PNG, WEBP, PDF.',
        code: 'UNSUPPORTED_FILE_TYPE',
      }),
    );
    const error = await failureOf(apiClient.post('/health', new FormData(), okSchema));
    expect(error).toMatchObject({
      status: 415,
      code: 'UNSUPPORTED_FILE_TYPE',
      message: 'Unsupported file type. Allowed: JPG, PNG, WEBP, PDF.',
      fromServer: true,
    });
  });

  it('sends the same FormData again after a refused XSRF token', async () => {
    const fetchMock = fetchSequence(
      jsonResponse(403, { error: MESSAGES.common.xsrf, code: 'XSRF_INVALID' }),
      jsonResponse(201, { ok: true }),
    );
    const form = new FormData();
    form.set('kidId', '12');
    await apiClient.post('/health', form, okSchema);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(fetchMock.mock.calls[1]?.[1]?.body).toBe(form);
  });
});

describe('apiRequest with a LazySchema (decision 032: the account screens load zod on first use)', () => {
  it('loads the schema once, on the first answer, and parses with it', async () => {
    const load = vi.fn(() => Promise.resolve(okSchema));
    const schema = new LazySchema(load);
    fetchSequence(
      jsonResponse(200, { ok: true, extra: 'dropped' }),
      jsonResponse(200, { ok: false }),
    );
    expect(load).not.toHaveBeenCalled();
    expect(await apiClient.get('/x', schema)).toEqual({ ok: true });
    expect(await apiClient.get('/x', schema)).toEqual({ ok: false });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('refuses an answer its schema does not accept, as a plain schema does', async () => {
    fetchSequence(jsonResponse(200, { ok: 'yes' }));
    const error = await failureOf(
      apiClient.get('/x', new LazySchema(() => Promise.resolve(okSchema))),
    );
    expect(error).toMatchObject({ code: 'INVALID_RESPONSE', message: MESSAGES.common.unexpected });
  });

  it('answers a known answer without loading the schema', async () => {
    const load = vi.fn(() => Promise.resolve(okSchema));
    fetchSequence(jsonResponse(200, { none: true }));
    expect(await apiClient.get('/x', new LazySchema(load, knownNone))).toEqual({ ok: false });
    expect(load).not.toHaveBeenCalled();
  });

  it('fails with the network text when the schema cannot be loaded, and loads it again next time', async () => {
    const offline = new TypeError('Failed to fetch dynamically imported module');
    const load = vi
      .fn<() => Promise<typeof okSchema>>()
      // As the request leaves, and again once the answer has come.
      .mockRejectedValueOnce(offline)
      .mockRejectedValueOnce(offline)
      .mockResolvedValue(okSchema);
    const schema = new LazySchema(load);
    fetchSequence(jsonResponse(200, { ok: true }), jsonResponse(200, { ok: true }));
    const error = await failureOf(apiClient.post('/x', {}, schema));
    expect(error).toMatchObject({
      status: 0,
      code: 'NETWORK_ERROR',
      message: MESSAGES.common.network,
    });
    expect(await apiClient.post('/x', {}, schema)).toEqual({ ok: true });
    expect(load).toHaveBeenCalledTimes(3);
  });

  it('starts loading the schema as the request leaves, not after the answer (decision 082)', async () => {
    const load = vi.fn(() => Promise.resolve(okSchema));
    fetchHanging();
    const call = apiClient.get('/x', new LazySchema(load), { timeoutMs: 1000, retry: false });
    expect(load).toHaveBeenCalledTimes(1);
    await failureOf(call, 1000);
  });

  it('does not load the schema early when some answers need none (the logged-out session)', async () => {
    const load = vi.fn(() => Promise.resolve(okSchema));
    fetchHanging();
    const call = apiClient.get('/x', new LazySchema(load, knownNone), {
      timeoutMs: 1000,
      retry: false,
    });
    expect(load).not.toHaveBeenCalled();
    await failureOf(call, 1000);
  });
});

describe('checkAnswersAfter (issue 29: the first screen drawn before zod, its answers checked after it)', () => {
  /** A window that closes when `close` is called, and its outcome. */
  function openWindow() {
    let close = () => {};
    const until = new Promise<void>((resolve) => {
      close = resolve;
    });
    const outcome = checkAnswersAfter(until);
    return {
      outcome,
      close: async () => {
        close();
        return outcome;
      },
    };
  }

  it("hands a GET's answer over as it came, without loading the schema, and checks it once the first screen is shown", async () => {
    const load = vi.fn(() => Promise.resolve(okSchema));
    fetchSequence(jsonResponse(200, { ok: true }));
    const firstScreen = openWindow();
    expect(await apiClient.get('/x', new LazySchema(load))).toEqual({ ok: true });
    expect(load).not.toHaveBeenCalled();
    expect(await firstScreen.close()).toBe(true);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('reports a malformed answer, which fails with INVALID_RESPONSE once fetched again', async () => {
    const schema = new LazySchema(() => Promise.resolve(okSchema));
    fetchSequence(jsonResponse(200, { ok: 'yes' }), jsonResponse(200, { ok: 'yes' }));
    const firstScreen = openWindow();
    expect(await apiClient.get('/x', schema)).toEqual({ ok: 'yes' });
    expect(await firstScreen.close()).toBe(false);
    const error = await failureOf(apiClient.get('/x', schema));
    expect(error).toMatchObject({ code: 'INVALID_RESPONSE', message: MESSAGES.common.unexpected });
  });

  it('checks every answer handed over, each with its own schema: a bad one after good ones is found', async () => {
    const loads = [vi.fn(() => Promise.resolve(okSchema)), vi.fn(() => Promise.resolve(okSchema))];
    fetchSequence(jsonResponse(200, { ok: true }), jsonResponse(200, { ok: 'yes' }));
    const firstScreen = openWindow();
    await apiClient.get('/x', new LazySchema(loads[0]!));
    await apiClient.get('/y', new LazySchema(loads[1]!));
    expect(await firstScreen.close()).toBe(false);
    expect(loads[0]).toHaveBeenCalledTimes(1);
    expect(loads[1]).toHaveBeenCalledTimes(1);
  });

  it('passes when every answer handed over matches its schema', async () => {
    fetchSequence(jsonResponse(200, { ok: true }), jsonResponse(200, { ok: false }));
    const firstScreen = openWindow();
    await apiClient.get('/x', new LazySchema(() => Promise.resolve(okSchema)));
    await apiClient.get('/y', new LazySchema(() => Promise.resolve(okSchema)));
    expect(await firstScreen.close()).toBe(true);
  });

  it('reports an answer its schema would have changed (a key the schema leaves out)', async () => {
    fetchSequence(jsonResponse(200, { ok: true, extra: 'dropped' }));
    const firstScreen = openWindow();
    await apiClient.get('/x', new LazySchema(() => Promise.resolve(okSchema)));
    expect(await firstScreen.close()).toBe(false);
  });

  it('reports an answer whose schema cannot be loaded', async () => {
    const load = vi.fn(() =>
      Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
    );
    fetchSequence(jsonResponse(200, { ok: true }));
    const firstScreen = openWindow();
    await apiClient.get('/x', new LazySchema(load));
    expect(await firstScreen.close()).toBe(false);
  });

  it("checks a write's answer first, and any answer once the first screen is shown", async () => {
    const schema = new LazySchema(() => Promise.resolve(okSchema));
    fetchSequence(jsonResponse(200, { ok: 'yes' }), jsonResponse(200, { ok: 'yes' }));
    const firstScreen = openWindow();
    const error = await failureOf(apiClient.post('/x', {}, schema));
    expect(error.code).toBe('INVALID_RESPONSE');
    expect(await firstScreen.close()).toBe(true);
    expect((await failureOf(apiClient.get('/x', schema))).code).toBe('INVALID_RESPONSE');
  });

  it('checks an answer first when its schema is loading or loaded already', async () => {
    const schema = new LazySchema(() => Promise.resolve(okSchema));
    await schema.load();
    fetchSequence(jsonResponse(200, { ok: 'yes' }));
    const firstScreen = openWindow();
    expect((await failureOf(apiClient.get('/x', schema))).code).toBe('INVALID_RESPONSE');
    expect(await firstScreen.close()).toBe(true);
  });

  it('answers a known answer (the logged-out session) without loading or keeping anything', async () => {
    const load = vi.fn(() => Promise.resolve(okSchema));
    fetchSequence(jsonResponse(200, { none: true }));
    const firstScreen = openWindow();
    expect(await apiClient.get('/x', new LazySchema(load, knownNone))).toEqual({ ok: false });
    expect(await firstScreen.close()).toBe(true);
    expect(load).not.toHaveBeenCalled();
  });
});
