// Signs a verified parent in on a running Nestling and makes a few records, for sqlmap.sh:
// prints shell assignments (COOKIE, XSRF, KID_ID, MILESTONE_ID, LOG_ID, FEED_PATH).
// Usage: node security/sqlmap-session.mjs <base-url> <data-dir>
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

const [baseUrl, dataDir] = process.argv.slice(2);
const jar = new Map();

async function call(method, url, body) {
  const headers = { cookie: [...jar].map(([name, value]) => `${name}=${value}`).join('; ') };
  if (method !== 'GET') headers['x-xsrf-token'] = jar.get('XSRF-TOKEN') ?? '';
  let payload;
  if (body instanceof FormData) payload = body;
  else if (body !== undefined) {
    headers['content-type'] = 'application/json';
    payload = JSON.stringify(body);
  }
  const response = await fetch(baseUrl + url, { method, headers, body: payload });
  for (const line of response.headers.getSetCookie()) {
    const [pair] = line.split(';');
    const index = pair.indexOf('=');
    if (pair.slice(index + 1)) jar.set(pair.slice(0, index), pair.slice(index + 1));
  }
  if (response.status >= 400)
    throw new Error(`${method} ${url}: ${response.status} ${await response.text()}`);
  return response.status === 204 ? null : response.json().catch(() => null);
}

/** The verification token of the newest saved mail (quoted-printable decoded). */
async function verificationToken() {
  const mailDir = path.join(dataDir, 'mail');
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const files = (await readdir(mailDir).catch(() => [])).filter((name) => name.endsWith('.eml'));
    for (const name of files.sort().reverse()) {
      const text = (await readFile(path.join(mailDir, name), 'utf8'))
        .replace(/=\r?\n/g, '')
        .replace(/=3D/g, '=');
      const match = text.match(/verify-email\?token=([\w-]+)/);
      if (match) return match[1];
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('no verification mail');
}

const email = `sqlmap.${Date.now()}@example.com`;
const password = 'Sunny-Day7';
await call('GET', '/api/auth/me');
await call('POST', '/api/auth/register', {
  name: 'Sqlmap Parent',
  email,
  password,
  gender: 'Other',
  dob: '1990-01-01',
});
await call('GET', `/api/parents/verify?token=${await verificationToken()}`);
const form = new FormData();
for (const [name, value] of Object.entries({
  name: 'Ivy',
  age: '7',
  gender: 'Female',
  dob: '2019-05-01',
  address: '1 Road',
  interests: 'drawing, swimming',
})) {
  form.append(name, value);
}
const kid = await call('POST', '/api/kids', form);
const milestone = await call('POST', '/api/milestones', {
  kidId: kid.id,
  title: 'First steps',
  date: '2020-06-01',
});
const logForm = new FormData();
for (const [name, value] of Object.entries({
  kidId: String(kid.id),
  mood: 'Happy',
  sleep: '9',
  date: '2026-01-15',
})) {
  logForm.append(name, value);
}
const log = await call('POST', '/api/health', logForm);
const feed = await call('POST', '/api/calendar-feed');
const cookie = [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
process.stdout.write(
  [
    `COOKIE='${cookie}'`,
    `XSRF='${jar.get('XSRF-TOKEN')}'`,
    `EMAIL='${email}'`,
    `KID_ID=${kid.id}`,
    `MILESTONE_ID=${milestone.id}`,
    `LOG_ID=${log.log.id}`,
    `FEED_PATH='${new URL(feed.url).pathname}'`,
  ].join('\n') + '\n',
);
