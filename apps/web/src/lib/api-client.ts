import type { z } from 'zod';
import {
  API_TIMEOUT_MS,
  CANCELED_STATUS,
  GET_RETRY_DELAY_MS,
  MESSAGES,
  NETWORK_ERROR_STATUS,
  XSRF_COOKIE,
  cookieName,
  XSRF_HEADER,
} from '@nestling/shared';
import { readCookie } from './cookies';
import { yieldToBrowser } from './yield-to-browser';

/** Every call of spec §7 lives under /api on the page's own origin (product.md, One origin). */
export const API_BASE_URL = '/api';

/** Codes of failures the client detects itself; any other code comes from the server's body. */
export const CLIENT_ERROR_CODES = {
  canceled: 'CANCELED',
  network: 'NETWORK_ERROR',
  timeout: 'TIMEOUT',
  invalidResponse: 'INVALID_RESPONSE',
  unexpected: 'UNEXPECTED',
} as const;

export interface ApiErrorDetail {
  path: string;
  message: string;
}

/**
 * A failed API call (spec §8.1). `status` is the HTTP status, 499 for a call the caller
 * canceled, 0 for a network failure or timeout. `message` is the server's `error` or `message`
 * text when it sent one (`fromServer` is then true), else the client's own text. Screens decide
 * how to show it; the client never shows anything itself.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly code: string;
  readonly details: ApiErrorDetail[];
  readonly fromServer: boolean;

  constructor(init: {
    status: number;
    code: string;
    message: string;
    details?: ApiErrorDetail[];
    fromServer?: boolean;
  }) {
    super(init.message);
    this.status = init.status;
    this.code = init.code;
    this.details = init.details ?? [];
    this.fromServer = init.fromServer ?? false;
  }
}

/** Whether `error` is an ApiError (narrowing helper for screens). */
export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/**
 * The server's own human text for a failed call, for screens whose spec text is "the server
 * message or <fallback>" (spec §8.2).
 * @returns the text, or undefined when the failure did not come with one (network, 5xx without body)
 */
export function serverMessage(error: unknown): string | undefined {
  return isApiError(error) && error.fromServer ? error.message : undefined;
}

/** Whether the call failed before any HTTP answer arrived (network failure or timeout). */
export function isConnectionFailure(error: unknown): boolean {
  return isApiError(error) && error.status === NETWORK_ERROR_STATUS;
}

/**
 * The answers handed over before their check (`checkAnswersAfter`): open while the first screen
 * draws, then closed for good; `kept` holds each such answer with its schema.
 */
interface LateChecks {
  open: boolean;
  kept: KeptAnswer[];
}
let lateChecks: LateChecks | undefined;

/** Whether an answer of `method` arriving now may be handed over before its check. */
function checkedLater(method: HttpMethod): boolean {
  return method === 'GET' && lateChecks?.open === true;
}

/**
 * A shared zod schema loaded when an answer first needs it (decision 032), so a screen whose
 * first load must stay small (the account screens) does not carry zod before its first paint.
 * The answer is checked by the same schema as with a plain one; the loader runs once.
 * `known` may accept, without loading the schema, an answer whose parse is known in advance
 * (the logged-out `{ parent: null }` of `GET /auth/me`): it returns what the schema would, or
 * undefined to have the schema decide.
 *
 * While the first screen draws (`checkAnswersAfter`), a GET's answer is handed over before its
 * schema has loaded and checked once it has: the schema must then be a pure check — its parse
 * of a valid answer is that answer, with no transform, default, coercion, catch or pipe
 * (lazy-schemas.test.ts holds every LazySchema of the app to it).
 */
export class LazySchema<T> {
  readonly #load: () => Promise<z.ZodType<T>>;
  readonly #known: ((payload: unknown) => T | undefined) | undefined;
  #loading: Promise<z.ZodType<T>> | undefined;
  #loaded = false;

  /**
   * @param load imports the module holding the schema, e.g. `() => import('./x').then((m) => m.schema)`
   * @param known the answers that need no schema, and what the schema makes of them
   */
  constructor(load: () => Promise<z.ZodType<T>>, known?: (payload: unknown) => T | undefined) {
    this.#load = load;
    this.#known = known;
  }

  /** The schema, loading it on the first call (a failed load is tried again next time). */
  load(): Promise<z.ZodType<T>> {
    this.#loading ??= this.#load().then(
      (schema) => {
        this.#loaded = true;
        return schema;
      },
      (error: unknown) => {
        this.#loading = undefined;
        throw error;
      },
    );
    return this.#loading;
  }

  /**
   * Starts loading the schema, unless some answers need none (`known`: the logged-out session
   * must not load zod); a failed load is tried again by `parse`.
   */
  preload(): void {
    if (!this.#known) this.load().catch(() => undefined);
  }

  /**
   * Checks an answer as `schema.safeParse` does. When the schema was not loaded yet, it is
   * loaded (and built) in one task and the answer parsed in the next (issue 29: each under 50 ms
   * on a phone).
   * @param checkLater the answer may be handed over now and checked once the first screen has
   *   been shown (`checkAnswersAfter`), when its schema is not loading or loaded already
   * @returns the parsed answer, or undefined when it does not match
   * @throws when the schema's module cannot be loaded
   */
  async parse(payload: unknown, checkLater = false): Promise<{ data: T } | undefined> {
    const known = this.#known?.(payload);
    if (known !== undefined) return { data: known };
    if (checkLater && !this.#loading && lateChecks?.open) {
      lateChecks.kept.push({ schema: this as LazySchema<unknown>, payload });
      return { data: payload as T };
    }
    const loadedBefore = this.#loaded;
    const schema = await this.load();
    if (!loadedBefore) await yieldToBrowser();
    const parsed = schema.safeParse(payload);
    return parsed.success ? { data: parsed.data } : undefined;
  }
}

/** An answer handed over before its check, with the schema that checks it. */
export interface KeptAnswer {
  schema: LazySchema<unknown>;
  payload: unknown;
}

/**
 * Lets the first screen draw before zod has loaded (issue 29, decision 092): until
 * `until` settles, a GET's answer whose `LazySchema` has not started loading is handed to its
 * caller as it came, and kept; then each kept answer is checked by its schema, which must accept it and
 * parse it to alike data. Any other answer is checked first, as always (a `known` answer, a
 * schema loading or loaded, a write's answer, anything after `until`). The app calls it once, as it starts.
 * @param until settles once the first screen has been shown (a rejection counts as settled)
 * @returns true when every answer handed over unchecked passed its check; false when one did not
 *   (or its schema could not be loaded): the caller must then fetch again what it drew — those
 *   answers, now checked first, fail with `INVALID_RESPONSE` as any malformed answer does
 */
export async function checkAnswersAfter(until: Promise<unknown>): Promise<boolean> {
  const checks: LateChecks = { open: true, kept: [] };
  lateChecks = checks;
  await until.catch(() => undefined);
  checks.open = false;
  if (checks.kept.length === 0) return true;
  try {
    // With the session's and most first answers' schemas, and zod (route-chunks.ts: `schemas`).
    const { checkKeptAnswers } = await import('./check-kept-answers');
    return await checkKeptAnswers(checks.kept);
  } catch {
    return false;
  }
}

/** What an answer is checked with: a shared zod schema, or one loaded on first use. */
export type AnswerSchema<T> = z.ZodType<T> | LazySchema<T>;

/**
 * Checks an answer with its schema (plain or lazy), as `safeParse` does.
 * @returns the parsed answer, or undefined when it does not match
 * @throws when a lazy schema's module cannot be loaded
 */
async function parseAnswer<T>(
  schema: AnswerSchema<T>,
  payload: unknown,
  method: HttpMethod,
): Promise<{ data: T } | undefined> {
  if (schema instanceof LazySchema) return schema.parse(payload, checkedLater(method));
  const parsed = schema.safeParse(payload);
  return parsed.success ? { data: parsed.data } : undefined;
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface ApiRequestOptions<T> {
  method?: HttpMethod;
  /** A JSON-serialisable value, or FormData for multipart uploads. Omitted: no body is sent. */
  body?: unknown;
  /** Query parameters; undefined values are left out. */
  query?: Record<string, string | number | boolean | undefined>;
  /**
   * The shared zod schema the answer must match, or a `LazySchema` that loads it on first use;
   * omitted: the answer is ignored (e.g. 204).
   */
  schema?: AnswerSchema<T>;
  /** Aborting it cancels the call, which then fails with status 499. */
  signal?: AbortSignal;
  /**
   * Skip the session-expired redirect (see `isSessionFailure`) for this call: public account
   * screens (register, reset, verify) and logout handle those answers themselves.
   */
  skipAuthRedirect?: boolean;
  /** Set false to never retry this GET (for calls that must not run twice, such as verify). */
  retry?: boolean;
  /** Timeout in milliseconds (default API_TIMEOUT_MS, spec §9). */
  timeoutMs?: number;
}

/** Information handed to the session-expiry handler. */
export interface UnauthorizedEvent {
  status: number;
  /** Path, query and hash of the page the parent was on, to return to after logging in. */
  from: string;
}

/** Where the app currently is (the router's location; window.location by default). */
export interface AppLocation {
  pathname: string;
  search: string;
  hash: string;
}

interface ApiClientConfig {
  onUnauthorized: (event: UnauthorizedEvent) => void;
  getLocation: () => AppLocation;
}

const defaultConfig: ApiClientConfig = {
  onUnauthorized: () => window.location.assign('/login?sessionExpired=true'),
  getLocation: () => window.location,
};
let config: ApiClientConfig = { ...defaultConfig };

/**
 * Sets what happens when a call fails for want of a session (`isSessionFailure`, spec §8.1)
 * and how the client learns the current page. The app installs a handler that clears the local
 * session and navigates to /login?sessionExpired=true inside the SPA; without one, the page is
 * loaded there.
 * @param next the settings to replace; pass nothing to restore the defaults
 */
export function configureApiClient(next: Partial<ApiClientConfig> = {}): void {
  config = { ...defaultConfig, ...next };
}

const UNSAFE_METHODS = new Set<HttpMethod>(['POST', 'PUT', 'PATCH', 'DELETE']);

/** The error of a call its caller canceled (status 499, spec §8.1). */
export function canceledError(): ApiError {
  return new ApiError({
    status: CANCELED_STATUS,
    code: CLIENT_ERROR_CODES.canceled,
    message: MESSAGES.common.canceled,
  });
}

/**
 * The address of an API call: `/api` + `path`, with the query parameters (undefined left out).
 * @param path the path after `/api`, e.g. `/certificates`
 */
export function buildUrl(path: string, query?: ApiRequestOptions<unknown>['query']): string {
  const url = `${API_BASE_URL}${path.startsWith('/') ? path : `/${path}`}`;
  if (!query) return url;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined) params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `${url}${url.includes('?') ? '&' : '?'}${search}` : url;
}

function buildHeaders(method: HttpMethod, body: unknown): Headers {
  const headers = new Headers({ Accept: 'application/json' });
  if (body !== undefined && !(body instanceof FormData))
    headers.set('Content-Type', 'application/json');
  const xsrf = UNSAFE_METHODS.has(method) ? xsrfHeader() : undefined;
  if (xsrf) headers.set(...xsrf);
  return headers;
}

/**
 * The XSRF header a state-changing call carries (decision 002: double submit of the XSRF
 * cookie), or undefined when the cookie is not set yet.
 * @returns `[header name, token]`
 */
export function xsrfHeader(): [string, string] | undefined {
  // `__Host-XSRF-TOKEN` when the server's cookies are Secure (decision 025), else `XSRF-TOKEN`.
  const token = readCookie(cookieName(XSRF_COOKIE, true)) ?? readCookie(XSRF_COOKIE);
  return token ? [XSRF_HEADER, token] : undefined;
}

async function readPayload(response: Response): Promise<unknown> {
  if (response.status === 204 || response.status === 205) return undefined;
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function textField(payload: unknown, key: 'error' | 'message' | 'code'): string | undefined {
  if (typeof payload !== 'object' || payload === null) return undefined;
  const value = (payload as Record<string, unknown>)[key];
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

function detailsOf(payload: unknown): ApiErrorDetail[] {
  if (typeof payload !== 'object' || payload === null) return [];
  const details = (payload as Record<string, unknown>).details;
  if (!Array.isArray(details)) return [];
  return details.flatMap((item: unknown) => {
    if (typeof item !== 'object' || item === null) return [];
    const { path, message } = item as { path?: unknown; message?: unknown };
    if (typeof message !== 'string') return [];
    return [
      {
        path: Array.isArray(path) ? path.join('.') : typeof path === 'string' ? path : '',
        message,
      },
    ];
  });
}

/**
 * Builds the ApiError of a non-2xx answer: text from `error`, else `message`, else the generic
 * text; `code` and `details` from the body.
 * @param status the HTTP status
 * @param payload the parsed JSON body (or text, or undefined)
 */
export function httpError(status: number, payload: unknown): ApiError {
  const text = textField(payload, 'error') ?? textField(payload, 'message');
  return new ApiError({
    status,
    code: textField(payload, 'code') ?? (text ? `HTTP_${status}` : CLIENT_ERROR_CODES.unexpected),
    message: text ?? MESSAGES.common.unexpected,
    details: detailsOf(payload),
    fromServer: text !== undefined,
  });
}

/** One attempt: fetch with the timeout and the caller's signal, then read the body. */
async function sendOnce<T>(
  path: string,
  method: HttpMethod,
  options: ApiRequestOptions<T>,
): Promise<T> {
  const { signal, body } = options;
  if (signal?.aborted) throw canceledError();
  // The answer's schema loads while the request is on its way (decision 082), not after it —
  // unless the answer may be checked after the first screen (`checkAnswersAfter`).
  if (options.schema instanceof LazySchema && !checkedLater(method)) options.schema.preload();

  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, options.timeoutMs ?? API_TIMEOUT_MS);
  const forwardAbort = () => controller.abort();
  signal?.addEventListener('abort', forwardAbort, { once: true });

  let response: Response;
  let payload: unknown;
  try {
    response = await fetch(buildUrl(path, options.query), {
      method,
      credentials: 'include',
      headers: buildHeaders(method, body),
      body: body === undefined ? undefined : body instanceof FormData ? body : JSON.stringify(body),
      signal: controller.signal,
    });
    payload = await readPayload(response);
  } catch {
    if (signal?.aborted) throw canceledError();
    if (timedOut) {
      throw new ApiError({
        status: NETWORK_ERROR_STATUS,
        code: CLIENT_ERROR_CODES.timeout,
        message: MESSAGES.common.timeout,
      });
    }
    throw new ApiError({
      status: NETWORK_ERROR_STATUS,
      code: CLIENT_ERROR_CODES.network,
      message: MESSAGES.common.network,
    });
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', forwardAbort);
  }

  if (!response.ok) throw httpError(response.status, payload);
  if (!options.schema) return undefined as T;
  let parsed: { data: T } | undefined;
  try {
    parsed = await parseAnswer(options.schema, payload, method);
  } catch {
    // The schema's chunk did not load (the connection dropped after the answer came).
    throw new ApiError({
      status: NETWORK_ERROR_STATUS,
      code: CLIENT_ERROR_CODES.network,
      message: MESSAGES.common.network,
    });
  }
  if (!parsed) {
    throw new ApiError({
      status: response.status,
      code: CLIENT_ERROR_CODES.invalidResponse,
      message: MESSAGES.common.unexpected,
    });
  }
  return parsed.data;
}

function wait(ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(canceledError());
    const onAbort = () => {
      clearTimeout(timer);
      reject(canceledError());
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

function isRetryable(error: unknown): boolean {
  return isApiError(error) && (error.status === NETWORK_ERROR_STATUS || error.status >= 500);
}

/** The server's code for a refused XSRF token (apps/server plugins/errors.ts). */
export const XSRF_INVALID_CODE = 'XSRF_INVALID';

/**
 * The codes with which the server's session guard refuses a call for want of a valid session
 * (apps/server plugins/session.ts: `NOT_AUTHENTICATED`; `SESSION_EXPIRED` for a session that
 * ended). A 403 with one of them means the same as a 401.
 */
export const SESSION_ERROR_CODES: readonly string[] = ['NOT_AUTHENTICATED', 'SESSION_EXPIRED'];

/**
 * Whether a failed call means the parent has no valid session, so the app must forget it and
 * ask them to log in again (spec §8.1 "Status 401 or 403 … redirects to
 * /login?sessionExpired=true").
 *
 * Product decision (issue 8): the spec's "401 or 403" is read as "a session failure". Every 401
 * is one. A 403 is one only when it carries a session guard code (SESSION_ERROR_CODES): any
 * other 403 — an unverified e-mail (EMAIL_NOT_VERIFIED), a blocked family, "not friends", a
 * missing subscription (SUBSCRIPTION_REQUIRED), a refused XSRF token — is a refusal of this one
 * call by a signed-in parent. Logging them out for it would lose their work and tell them
 * something false; the screen shows the refusal instead, as an ApiError.
 * @param error any thrown value
 */
export function isSessionFailure(error: unknown): error is ApiError {
  if (!isApiError(error)) return false;
  if (error.status === 401) return true;
  return error.status === 403 && SESSION_ERROR_CODES.includes(error.code);
}

/**
 * Calls the API (spec §7, §8.1): `/api` + `path` on the page's origin, cookies included, JSON
 * in and out, a 15 s timeout, the XSRF header on state-changing methods, and one retry of a GET
 * 400 ms after a network failure, timeout or 5xx. A session failure — any 401, or a 403 with a
 * session guard code (see isSessionFailure for why other 403s are not) — also triggers the
 * session-expiry handler, unless already on /login or `skipAuthRedirect`.
 * @param path the path after `/api`, e.g. `/auth/me`
 * @param options method, body, query, answer schema, abort signal
 * @returns the answer parsed by `options.schema` (undefined without a schema)
 * @throws ApiError on any failure: 499 canceled, 0 network/timeout, else the HTTP status with
 *   the server's `error`/`message` text or 'An unexpected server error occurred.' (a 403 that
 *   is not a session failure reaches the caller like any other refusal)
 */
export async function apiRequest<T = undefined>(
  path: string,
  options: ApiRequestOptions<T> = {},
): Promise<T> {
  const method = options.method ?? 'GET';
  const mayRetry = method === 'GET' && options.retry !== false;
  try {
    try {
      return await sendOnce(path, method, options);
    } catch (error) {
      // A missing or stale XSRF token: the server refused the call without acting on it and
      // its answer set a fresh token pair, so sending once more is safe (product.md, XSRF).
      if (isApiError(error) && error.code === XSRF_INVALID_CODE) {
        return await sendOnce(path, method, options);
      }
      if (!mayRetry || !isRetryable(error)) throw error;
      await wait(GET_RETRY_DELAY_MS, options.signal);
      return await sendOnce(path, method, options);
    }
  } catch (error) {
    if (!options.skipAuthRedirect) reportSessionFailure(error);
    throw error;
  }
}

/**
 * Hands a session failure (`isSessionFailure`) to the session-expiry handler, unless already on
 * /login; any other error is left alone. For calls made outside `apiRequest` (the XHR upload).
 * @param error any thrown value
 */
export function reportSessionFailure(error: unknown): void {
  if (!isSessionFailure(error)) return;
  const { pathname, search, hash } = config.getLocation();
  if (pathname !== '/login')
    config.onUnauthorized({ status: error.status, from: `${pathname}${search}${hash}` });
}

type CallOptions<T> = Omit<ApiRequestOptions<T>, 'method' | 'body' | 'schema'>;

/** The shorthand of a method that sends no body: `(path, schema?, options?)`. */
function withoutBody(method: 'GET' | 'DELETE') {
  return <T = undefined>(path: string, schema?: AnswerSchema<T>, options?: CallOptions<T>) =>
    apiRequest<T>(path, { ...options, method, schema });
}

/** The shorthand of a method that sends a body: `(path, body?, schema?, options?)`. */
function withBody(method: 'POST' | 'PUT' | 'PATCH') {
  return <T = undefined>(
    path: string,
    body?: unknown,
    schema?: AnswerSchema<T>,
    options?: CallOptions<T>,
  ) => apiRequest<T>(path, { ...options, method, body, schema });
}

/** Shorthands of apiRequest, one per method. */
export const apiClient = {
  get: withoutBody('GET'),
  post: withBody('POST'),
  put: withBody('PUT'),
  patch: withBody('PATCH'),
  delete: withoutBody('DELETE'),
};

/**
 * POSTs one of the account requests a parent makes signed out or while signing in or out
 * (login, register, resend verification, the password reset's two steps, logout). A 401 there
 * is the request's own answer (a wrong password, an expired link), not an ended session, so it
 * does not send the parent to the sign-in screen (`skipAuthRedirect`).
 * @param path the API path, e.g. '/auth/login'
 * @param body the request body, already checked with its shared schema
 * @param schema what the answer is checked with (undefined: no body, e.g. a 204)
 * @returns the checked answer
 * @throws ApiError: the server's 4xx/5xx, 0 on network failure
 */
export function postAccountRequest<T = undefined>(
  path: string,
  body?: unknown,
  schema?: AnswerSchema<T>,
): Promise<T> {
  return apiClient.post(path, body, schema, { skipAuthRedirect: true });
}
