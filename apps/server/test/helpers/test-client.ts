import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { XSRF_COOKIE, XSRF_HEADER, cookieName } from '@nestling/shared';

type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE' | 'OPTIONS';

export interface RequestOptions {
  body?: unknown;
  headers?: Record<string, string>;
  /** Leave out the X-XSRF-TOKEN header (to test the check). */
  withoutXsrf?: boolean;
}

/**
 * A browser-like client over `inject`: keeps cookies between calls, and like the web client
 * echoes the XSRF-TOKEN cookie in X-XSRF-TOKEN on state-changing calls (fetching it first
 * with a GET when it has none yet).
 */
export class TestClient {
  readonly cookies = new Map<string, string>();

  /** The XSRF token cookie, by its `__Host-` name when the app's cookies are Secure. */
  xsrfToken(): string | undefined {
    return this.cookies.get(cookieName(XSRF_COOKIE, true)) ?? this.cookies.get(XSRF_COOKIE);
  }

  constructor(private readonly app: FastifyInstance) {}

  /** The `Cookie` header a browser would send with this client's cookies ('' without any). */
  cookieHeader(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  async request(
    method: Method,
    url: string,
    options: RequestOptions = {},
  ): Promise<LightMyRequestResponse> {
    if (method !== 'GET' && !options.withoutXsrf && !this.xsrfToken()) {
      await this.request('GET', '/api/auth/me');
    }
    const headers: Record<string, string> = { ...options.headers };
    if (this.cookies.size > 0) headers.cookie = this.cookieHeader();
    if (method !== 'GET' && !options.withoutXsrf) {
      headers[XSRF_HEADER] = this.xsrfToken() ?? '';
    }
    const response = await this.app.inject({
      method,
      url,
      headers,
      ...(options.body !== undefined ? { payload: options.body as object } : {}),
    });
    for (const cookie of response.cookies) {
      const expired =
        cookie.expires !== undefined && new Date(cookie.expires).getTime() <= Date.now();
      if (expired || cookie.value === '') this.cookies.delete(cookie.name);
      else this.cookies.set(cookie.name, cookie.value);
    }
    return response;
  }

  /**
   * Sends multipart/form-data, as a browser's FormData would.
   * @param files file parts: field name → { name, type, data }
   */
  async multipart(
    method: 'POST' | 'PATCH',
    url: string,
    fields: Record<string, string | number | boolean>,
    files: Record<string, { name: string; type?: string; data: Buffer }> = {},
    options: RequestOptions = {},
  ): Promise<LightMyRequestResponse> {
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.append(name, String(value));
    for (const [name, file] of Object.entries(files)) {
      form.append(
        name,
        new Blob([new Uint8Array(file.data)], { type: file.type ?? 'application/octet-stream' }),
        file.name,
      );
    }
    const encoded = new Request('http://test.local/', { method: 'POST', body: form });
    const body = Buffer.from(await encoded.arrayBuffer());
    return this.request(method, url, {
      ...options,
      body,
      headers: { ...options.headers, 'content-type': encoded.headers.get('content-type') ?? '' },
    });
  }

  get = (url: string, options?: RequestOptions) => this.request('GET', url, options);
  post = (url: string, body?: unknown, options?: RequestOptions) =>
    this.request('POST', url, { ...options, body });
  patch = (url: string, body?: unknown, options?: RequestOptions) =>
    this.request('PATCH', url, { ...options, body });
  put = (url: string, body?: unknown, options?: RequestOptions) =>
    this.request('PUT', url, { ...options, body });
  delete = (url: string, options?: RequestOptions) => this.request('DELETE', url, options);
}
