import { linkIn, type SmtpSink } from './smtp-sink.js';

/**
 * A cookie jar over fetch that speaks the API's XSRF double-submit like the web client: before
 * the first unsafe call it reads the XSRF-TOKEN cookie (`GET /api/auth/me`), then sends it back
 * as `x-xsrf-token`. Bodies: a FormData as multipart, anything else as JSON.
 */
export class ApiSession {
  /** The cookies the server has set, by name. */
  readonly cookies = new Map<string, string>();
  /** `baseUrl`: the app's origin (a test may point it at a restarted server). */
  constructor(public baseUrl: string) {}

  /**
   * One API call.
   * @param method the HTTP method
   * @param url the path and query, e.g. `/api/kids`
   * @param body a FormData (multipart) or a JSON value
   * @returns fetch's response (any status: the caller checks it)
   */
  async call(method: string, url: string, body?: unknown): Promise<Response> {
    if (method !== 'GET' && !this.cookies.has('XSRF-TOKEN')) await this.call('GET', '/api/auth/me');
    const headers: Record<string, string> = { cookie: this.cookieHeader() };
    if (method !== 'GET') headers['x-xsrf-token'] = this.cookies.get('XSRF-TOKEN') ?? '';
    let payload: FormData | string | undefined;
    if (body instanceof FormData) payload = body;
    else if (body !== undefined) {
      headers['content-type'] = 'application/json';
      payload = JSON.stringify(body);
    }
    const response = await fetch(`${this.baseUrl}${url}`, { method, headers, body: payload });
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const [rawName = '', ...rest] = pair.split('=');
      const name = rawName.trim();
      const value = rest.join('=');
      // An empty value is the server clearing the cookie (logout).
      if (name && value) this.cookies.set(name, value);
      else if (name) this.cookies.delete(name);
    }
    return response;
  }

  /** The jar as a `Cookie` header value. */
  cookieHeader(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }
}

/**
 * Registers a parent through the API (`POST /api/auth/register`: gender Other, born
 * 1987-06-15) and verifies the e-mail through the mailed link, as a parent would — the fast
 * start of a journey or a benchmark that is not about accounts.
 * @param baseUrl the app's origin
 * @param mail the SMTP sink the app mails to
 * @param parent the name, e-mail and password to register with, and the token of a family
 *   invitation's link to register through (issue 24: the parent joins the inviting family)
 * @returns the signed-in, verified session (its cookies in `cookies`)
 * @throws Error with the status and body when registering or verifying fails
 */
export async function registerVerifiedParent(
  baseUrl: string,
  mail: SmtpSink,
  parent: { name: string; email: string; password: string; invitationToken?: string },
): Promise<ApiSession> {
  const api = new ApiSession(baseUrl);
  const registered = await api.call('POST', '/api/auth/register', {
    ...parent,
    gender: 'Other',
    dob: '1987-06-15',
  });
  if (registered.status !== 201) {
    throw new Error(`register failed: ${registered.status} ${await registered.text()}`);
  }
  // "Verify your e-mail…" or "Verifica tu correo…": the parent's language (decision 076).
  const link = linkIn(await mail.waitFor(parent.email, /Verif/), '/verify-email');
  const token = new URL(link).searchParams.get('token') ?? '';
  const verified = await api.call('GET', `/api/parents/verify?token=${token}`);
  if (verified.status !== 200) {
    throw new Error(`verify failed: ${verified.status} ${await verified.text()}`);
  }
  return api;
}
