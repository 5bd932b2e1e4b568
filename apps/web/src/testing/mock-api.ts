import { vi } from 'vitest';

/** One request as the fake server saw it. */
export interface RecordedRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: Headers;
  body: unknown;
}

/** What a route answers: a status and JSON body, a Response, a function of the request, or a promise. */
export type MockAnswer =
  | { status: number; body?: unknown }
  | Response
  | ((request: RecordedRequest) => MockAnswer | Promise<MockAnswer>);

/**
 * Replaces global fetch with a fake API keyed by "METHOD /api/path" (query ignored). Unknown
 * routes answer 404 with the API's error shape. Returns the fetch mock and the recorded
 * requests, for assertions.
 */
export function mockApi(routes: Record<string, MockAnswer>) {
  const requests: RecordedRequest[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const method = (init.method ?? 'GET').toUpperCase();
    const rawBody = init.body;
    let body: unknown = rawBody;
    if (typeof rawBody === 'string') {
      try {
        body = JSON.parse(rawBody);
      } catch {
        body = rawBody;
      }
    }
    const request: RecordedRequest = {
      method,
      path: url.pathname,
      query: url.searchParams,
      headers: new Headers(init.headers),
      body,
    };
    requests.push(request);
    let answer: MockAnswer | undefined = routes[`${method} ${url.pathname}`];
    if (answer === undefined)
      answer = { status: 404, body: { error: 'Not found.', code: 'NOT_FOUND' } };
    while (typeof answer === 'function') answer = await answer(request);
    if (answer instanceof Response) return answer;
    return jsonResponse(answer.status, answer.body);
  });
  vi.stubGlobal('fetch', fetchMock);
  return { fetchMock, requests };
}

/** A Response with a JSON body (no body for 204). */
export function jsonResponse(status: number, body?: unknown): Response {
  if (status === 204 || body === undefined) return new Response(null, { status });
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

/** A promise with its resolve function, to hold an answer until the test releases it. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}
