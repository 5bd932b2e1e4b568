/**
 * Calls to the app as the web app makes them, for the benches' set-up and load: a cookie jar,
 * the XSRF pair (a first GET hands it out; state-changing calls echo XSRF-TOKEN in
 * X-XSRF-TOKEN), sign-up, sign-in and the add-kid form's multipart call.
 */

/** A tiny cookie jar (fetch keeps no cookies). */
export class CookieJar {
  private readonly cookies = new Map<string, string>();
  /** Keeps the cookies a response sets. */
  take(response: Response): void {
    for (const header of response.headers.getSetCookie()) {
      const pair = header.split(';', 1)[0] ?? '';
      const eq = pair.indexOf('=');
      if (eq > 0) this.cookies.set(pair.slice(0, eq).trim(), pair.slice(eq + 1).trim());
    }
  }
  /** Sets one cookie by hand (e.g. a seeded session's token). */
  set(name: string, value: string): void {
    this.cookies.set(name, value);
  }
  /** @throws Error when the cookie was never set */
  get(name: string): string {
    const value = this.cookies.get(name);
    if (!value) throw new Error(`no ${name} cookie was set`);
    return value;
  }
  /** The Cookie header a browser holding these cookies sends. */
  header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }
  /** A new jar with the same cookies. */
  copy(): CookieJar {
    const jar = new CookieJar();
    for (const [name, value] of this.cookies) jar.set(name, value);
    return jar;
  }
}

/** The response's body; @throws Error naming `what` unless the status is 2xx. */
export async function expectOk(response: Response, what: string): Promise<string> {
  const body = await response.text();
  if (!response.ok) throw new Error(`${what}: HTTP ${response.status} ${body}`);
  return body;
}

/** A date `years` years (and two months) before today, as YYYY-MM-DD. */
export function yearsAgo(years: number): string {
  const date = new Date();
  date.setUTCFullYear(date.getUTCFullYear() - years, date.getUTCMonth() - 2);
  return date.toISOString().slice(0, 10);
}

/** Fetches the XSRF pair into the jar (with its session, if any) through `GET /api/auth/me`. */
export async function takeXsrfPair(base: string, jar: CookieJar): Promise<void> {
  const response = await fetch(`${base}/api/auth/me`, { headers: { cookie: jar.header() } });
  await expectOk(response, 'GET /api/auth/me');
  jar.take(response);
  jar.get('XSRF-TOKEN');
}

/**
 * A state-changing call with the jar's cookies and XSRF token; keeps the cookies it sets.
 * @param body JSON text (sent as application/json) or a form (multipart)
 * @returns the answer's body
 * @throws Error unless the answer is 2xx
 */
export async function post(
  base: string,
  jar: CookieJar,
  route: string,
  body: string | FormData,
): Promise<string> {
  const response = await fetch(`${base}${route}`, {
    method: 'POST',
    headers: {
      ...(typeof body === 'string' ? { 'content-type': 'application/json' } : {}),
      'x-xsrf-token': jar.get('XSRF-TOKEN'),
      cookie: jar.header(),
    },
    body,
  });
  const text = await expectOk(response, `POST ${route}`);
  jar.take(response);
  return text;
}

/** The add-kid form's fields for a kid `years` old (multipart, as the web app sends them). */
export function kidForm(name: string, years: number, gender: 'Female' | 'Male'): FormData {
  const form = new FormData();
  for (const [field, value] of Object.entries({
    name,
    age: String(years),
    gender,
    dob: yearsAgo(years),
    address: '12 Orchard Lane, Springfield',
    interests: 'Drawing, Swimming',
    skillLevel: 'Beginner',
  }))
    form.append(field, value);
  return form;
}

/** Adds a kid through `POST /api/kids`; answers its id. */
export async function addKid(
  base: string,
  jar: CookieJar,
  name: string,
  years: number,
  gender: 'Female' | 'Male',
): Promise<number> {
  const body = await post(base, jar, '/api/kids', kidForm(name, years, gender));
  return (JSON.parse(body) as { id: number }).id;
}

/**
 * Registers and logs in a parent through the API as the web app does, then adds three kids
 * through the add-kid form's multipart call. Returns the cookies a signed-in browser sends
 * (session and XSRF pair) and the parent's id.
 */
export async function signIn(
  base: string,
  email: string,
): Promise<{ cookie: string; parentId: number }> {
  const jar = new CookieJar();
  await takeXsrfPair(base, jar);
  const credentials = { email, password: 'Sunny-Day7' };
  await post(
    base,
    jar,
    '/api/auth/register',
    JSON.stringify({ ...credentials, name: 'Bench Parent', gender: 'Female', dob: '1988-04-12' }),
  );
  const login = await post(base, jar, '/api/auth/login', JSON.stringify(credentials));
  for (const [name, years, gender] of [
    ['Mia', 4, 'Female'],
    ['Leo', 7, 'Male'],
    ['Ava', 10, 'Female'],
  ] as const)
    await addKid(base, jar, name, years, gender);
  jar.get('nestling_session');
  jar.get('nestling_xsrf_secret');
  return {
    cookie: jar.header(),
    parentId: (JSON.parse(login) as { parent: { id: number } }).parent.id,
  };
}
