import http from 'node:http';
import sharp from 'sharp';
import type { APIResponse, Page, TestInfo } from '@playwright/test';
import { CHAT_TEXTS, MESSAGES } from '@nestling/shared';
import { startCluster, type Cluster } from '../cluster.js';
import { expect, lendUntilStopped, test as base } from '../fixtures.js';
import { linkIn } from '@nestling/testing';
import {
  PASSWORD,
  createKid,
  friendFamilies,
  signInVerifiedParent,
  socketConnected,
  uniqueEmail,
  xsrfHeader,
} from '../support.js';

/**
 * Scale-out proven end to end (issue 15): two instances behind HAProxy on one PostgreSQL
 * database, Redis and an S3-protocol bucket (e2e/cluster.ts). Every request goes through the
 * balancer's port; the `X-Instance` header says which instance answered.
 */
const test = base.extend<object, { cluster: Cluster }>({
  cluster: [
    async ({}, use) => lendUntilStopped(await startCluster(), use),
    { scope: 'worker', timeout: 180_000 },
  ],
  // The fixtures' pages, shot and console checks, pointed at the balancer.
  server: [async ({ cluster }, use) => use(cluster), { scope: 'worker' }],
});
test.describe.configure({ mode: 'serial' });

const instanceOf = (response: APIResponse) => response.headers()['x-instance'] ?? 'none';

/** Pins the page's Socket.IO connection to one instance (HAProxy's sticky cookie). */
async function pinSocket(page: Page, cluster: Cluster, instance: string) {
  await page.context().addCookies([{ name: 'nestling_io', value: instance, url: cluster.baseUrl }]);
}

/** Which instance answers this page's Socket.IO requests (a polling handshake's header). */
async function socketInstance(page: Page): Promise<string> {
  const answer = await page.request.get('/socket.io/?EIO=4&transport=polling');
  return instanceOf(answer);
}

test('a session holds on both instances; a photo uploaded through one is served by the other, and a deleted kid leaves no object', async ({
  page,
  cluster,
}) => {
  // Register and verify (through the balancer), then log in on the login page.
  const { email } = await signInVerifiedParent(cluster, page.context(), 'Rowan Scale');
  await page.context().clearCookies();
  await page.goto('/login');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByText(MESSAGES.login.success)).toBeVisible();
  await page.waitForURL('**/dashboard');

  // Round robin: the signed-in session answers on each instance, once both are UP in HAProxy's
  // view. CI of 11-28 05:50 saw only app1 in six requests. The likeliest cause, not confirmed
  // (that run kept no instance output): app2 taken out for a moment by readiness pings slower
  // than 1 s (READINESS_PING_TIMEOUT_MS) on a busy machine, as designed. A failure now prints
  // HAProxy's view and the instances' output.
  const upInApi = () =>
    Promise.all(cluster.instances.map((instance) => cluster.serverStatus('api', instance.id)));
  await expect.poll(upInApi, { timeout: 15_000 }).toEqual(['UP', 'UP']);
  const seen = new Set<string>();
  for (let i = 0; i < 6; i++) {
    const me = await page.request.get('/api/auth/me');
    expect(me.status()).toBe(200);
    expect(((await me.json()) as { parent: { email: string } | null }).parent?.email).toBe(email);
    seen.add(instanceOf(me));
  }
  expect(
    [...seen].sort(),
    `HAProxy's view now: ${(await upInApi()).join(', ')}\n${cluster.output()}`,
  ).toEqual(['app1', 'app2']);

  // A kid with a photo, uploaded through one instance.
  const photo = await sharp({
    create: { width: 320, height: 320, channels: 3, background: '#7fcfc4' },
  })
    .png()
    .toBuffer();
  const created = await page.request.post('/api/kids', {
    headers: await xsrfHeader(page),
    multipart: {
      name: 'Ivy',
      age: '6',
      gender: 'Female',
      dob: '2020-03-14',
      address: '1 Nest Lane',
      photo: { name: 'ivy.png', mimeType: 'image/png', buffer: photo },
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const uploadedOn = instanceOf(created);
  const kid = (await created.json()) as { id: number; photoUrl: string };
  expect(kid.photoUrl).toMatch(/^\/api\/files\/\d+/);
  const objectsOfKid = await cluster.listObjects();
  expect(objectsOfKid.length).toBeGreaterThan(0);

  // Served by the other instance (from the bucket, not a local disk): asked of that instance
  // directly, with the same session cookie (a cookie is the host's, whatever the port) — the
  // balancer's round robin also carries the page's own requests, so through it a few tries
  // could all land on the uploading instance.
  const other = cluster.instances.find((instance) => instance.id !== uploadedOn);
  if (!other) throw new Error(`no instance other than ${uploadedOn}`);
  const file = await page.request.get(`http://127.0.0.1:${other.port}${kid.photoUrl}`);
  expect(file.status()).toBe(200);
  expect((await file.body()).length).toBeGreaterThan(100);
  expect(instanceOf(file)).toBe(other.id);
  // The kids list shows it.
  await page.goto('/dashboard/kidsprofile');
  const image = page.locator(`img[src^="${kid.photoUrl}"]`).first();
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);

  // Deleting the kid removes its objects from the bucket.
  const deleted = await page.request.delete(`/api/kids/${kid.id}`, {
    headers: await xsrfHeader(page),
  });
  expect(deleted.status()).toBeLessThan(300);
  await expect.poll(() => cluster.listObjects()).toEqual([]);
});

/** The figures of the rolling restart (issue 15's note). */
interface RestartFigures {
  requestsSent: number;
  requestsFailed: number;
  writesAcknowledged: number;
  writesFound: number;
  socketReconnects: number;
  messagesMissed: number;
  /** Requests HAProxy sent again (retried or redispatched; GET and HEAD only, docs/deploy.md). */
  balancerResent: number;
}

/** Attaches the figures to the report (annotations) and prints them. */
function report(testInfo: TestInfo, figures: RestartFigures, failures: string[]) {
  for (const [name, value] of Object.entries(figures)) {
    testInfo.annotations.push({ type: `rolling restart: ${name}`, description: String(value) });
  }
  process.stdout.write(`rolling restart figures: ${JSON.stringify(figures)}\n`);
  if (failures.length > 0) process.stdout.write(`failures:\n${failures.join('\n')}\n`);
}

test('two friends on different instances chat live, typing included; a rolling restart under load then drops no request, no write and no message', async ({
  page,
  browser,
  cluster,
}, testInfo) => {
  test.setTimeout(170_000);
  const {
    b: sam,
    aId,
    bId,
  } = await friendFamilies(cluster, page, browser, 'Maya Scale', 'Sam Scale');
  await pinSocket(page, cluster, 'app1');
  await pinSocket(sam, cluster, 'app2');
  expect(await socketInstance(page)).toBe('app1');
  expect(await socketInstance(sam)).toBe('app2');
  // Every WebSocket each page opens is counted (a reconnection opens a new one).
  const sockets = { maya: 0, sam: 0 };
  page.on('websocket', () => void (sockets.maya += 1));
  sam.on('websocket', () => void (sockets.sam += 1));

  // The socket connects once the first screen has been shown (decisions 086, 092): typing goes
  // over it, so both pages' sockets are awaited, connected, before the keys.
  const mayaConnected = socketConnected(page);
  const samConnected = socketConnected(sam);
  await page.goto(`/dashboard/messages?chatWith=${bId}`);
  await sam.goto(`/dashboard/messages?chatWith=${aId}`);
  await expect(page.getByRole('heading', { name: CHAT_TEXTS.chatWith('Sam Scale') })).toBeVisible();
  await expect(sam.getByRole('heading', { name: CHAT_TEXTS.chatWith('Maya Scale') })).toBeVisible();
  await Promise.all([mayaConnected, samConnected]);

  // Maya on app1 types and sends; Sam on app2 sees both live, and the other way round.
  // (The indicator is awaited while the keys go: on a loaded machine typing can end first.)
  const input = page.getByLabel('Message', { exact: true });
  const samSeesTyping = expect(sam.getByText(CHAT_TEXTS.isTyping('Maya Scale'))).toBeVisible();
  await input.pressSequentially('Hello from app1', { delay: 30 });
  await samSeesTyping;
  await input.press('Enter');
  await expect(sam.getByText('Hello from app1')).toBeVisible();
  const reply = sam.getByLabel('Message', { exact: true });
  const mayaSeesTyping = expect(page.getByText(CHAT_TEXTS.isTyping('Sam Scale'))).toBeVisible();
  await reply.pressSequentially('Hi from app2', { delay: 30 });
  await mayaSeesTyping;
  await reply.press('Enter');
  await expect(page.getByText('Hi from app2')).toBeVisible();

  // The rolling restart, with both pages on the conversation and their sockets connected.
  await expect.poll(() => sockets.maya >= 1 && sockets.sam >= 1).toBe(true);
  const before = { ...sockets };
  // What Sam's screen ever shows, recorded as it appears.
  await sam.evaluate(() => {
    const seen = new Set<string>();
    (window as unknown as { seenTexts: Set<string> }).seenTexts = seen;
    const record = () =>
      document.querySelectorAll('li').forEach((item) => seen.add(item.textContent ?? ''));
    new MutationObserver(record).observe(document.body, { childList: true, subtree: true });
    record();
  });

  // The load: Maya's session sends chat messages (writes) and both sessions read, through
  // HAProxy, bounded in count and time.
  const failures: string[] = [];
  const acknowledged: { id: number; content: string }[] = [];
  let sent = 0;
  let stop = false;
  const deadline = Date.now() + 100_000;
  const mayaHeaders = await xsrfHeader(page);
  const one = async (label: string, call: () => Promise<APIResponse>) => {
    sent += 1;
    try {
      const response = await call();
      if (!response.ok()) failures.push(`${label}: ${response.status()} ${await response.text()}`);
      return response;
    } catch (error) {
      failures.push(`${label}: ${(error as Error).message}`);
      return undefined;
    }
  };
  const writer = async () => {
    for (let n = 0; !stop && Date.now() < deadline && n < 400; n++) {
      const content = `rolling #${n}.`;
      const response = await one('POST /api/messages', () =>
        page.request.post('/api/messages', {
          headers: mayaHeaders,
          data: { receiverId: bId, text: content },
        }),
      );
      if (response?.ok()) {
        acknowledged.push({ id: ((await response.json()) as { id: number }).id, content });
      }
      // Faster than a person: the cluster lifts the per-parent send limit (e2e/cluster.ts).
      // A reconnection gap may hold more than a page (25, spec §9): the client fetches pages
      // back to its last cached message on reconnect (features/messages catch-up), so Sam's
      // screen shows every message of the gap without "load older".
      await new Promise((resolve) => setTimeout(resolve, 150));
    }
  };
  const reader = async (who: Page, paths: string[]) => {
    for (let n = 0; !stop && Date.now() < deadline && n < 1500; n++) {
      const target = paths[n % paths.length]!;
      await one(`GET ${target}`, () => who.request.get(target));
      await new Promise((resolve) => setTimeout(resolve, 40));
    }
  };
  const load = Promise.all([
    writer(),
    reader(page, ['/api/auth/me', `/api/messages/${bId}`, '/api/kids']),
    reader(sam, ['/api/friends/list', `/api/messages/${aId}`, '/api/notifications/me']),
  ]);

  // The rolling restart: each instance in turn gets SIGTERM, exits, and comes back.
  const exitCodes: (number | null)[] = [];
  await new Promise((resolve) => setTimeout(resolve, 1500));
  for (const instance of cluster.instances) {
    exitCodes.push(await cluster.stopInstance(instance));
    await cluster.startInstance(instance);
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  stop = true;
  await load;

  // Every acknowledged write is there, read back through the balancer.
  const stored = new Set<number>();
  let cursor: string | null = null;
  do {
    const page_: APIResponse = await page.request.get(
      `/api/messages/${bId}?limit=100${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
    );
    expect(page_.status()).toBe(200);
    const body = (await page_.json()) as { items: { id: number }[]; nextCursor: string | null };
    for (const item of body.items) stored.add(item.id);
    cursor = body.nextCursor;
  } while (cursor);
  const found = acknowledged.filter((write) => stored.has(write.id)).length;

  // Sam's screen showed every acknowledged message (live, or refetched after a reconnect).
  const missing = async () => {
    const seen = await sam.evaluate(() => [
      ...(window as unknown as { seenTexts: Set<string> }).seenTexts,
    ]);
    return acknowledged.filter(({ content }) => !seen.some((text) => text.includes(content)));
  };
  await expect
    .poll(async () => (await missing()).length, { timeout: 20_000 })
    .toBe(0)
    .catch(() => undefined);
  const figures: RestartFigures = {
    requestsSent: sent,
    requestsFailed: failures.length,
    writesAcknowledged: acknowledged.length,
    writesFound: found,
    socketReconnects: sockets.maya - before.maya + (sockets.sam - before.sam),
    messagesMissed: (await missing()).length,
    balancerResent: await cluster.resent('api').then((n) => n.retries + n.redispatches),
  };
  report(testInfo, figures, failures);

  expect(exitCodes, 'each instance exits 0 after SIGTERM').toEqual([0, 0]);
  expect(failures).toEqual([]);
  expect(figures.writesAcknowledged).toBeGreaterThan(20);
  expect(figures.writesFound).toBe(figures.writesAcknowledged);
  // Each socket's instance restarted once: each page reconnected at least once.
  expect(sockets.maya - before.maya).toBeGreaterThanOrEqual(1);
  expect(sockets.sam - before.sam).toBeGreaterThanOrEqual(1);
  expect(figures.messagesMissed).toBe(0);
  await expect(
    sam.getByText('Reconnecting… messages will arrive when the connection is back.'),
  ).toHaveCount(0);
  await sam.context().close();
});

/** One request from 127.0.0.2 (an address of its own for the rate limits), through the balancer. */
function from127002(
  cluster: Cluster,
  method: string,
  target: string,
  headers: Record<string, string> = {},
  body?: string,
): Promise<{ status: number; instance: string; cookies: string[] }> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      new URL(target, cluster.baseUrl),
      {
        method,
        localAddress: '127.0.0.2',
        headers: {
          ...headers,
          ...(body !== undefined
            ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) }
            : {}),
        },
      },
      (response) => {
        response.resume();
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            instance: String(response.headers['x-instance'] ?? 'none'),
            cookies: response.headers['set-cookie'] ?? [],
          }),
        );
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

test('the 11th login try in a minute is refused whichever instance it reaches (Redis store)', async ({
  cluster,
}) => {
  // The XSRF pair a browser would have (any GET sets it).
  const first = await from127002(cluster, 'GET', '/api/auth/me');
  const pairs = first.cookies.map((line) => line.split(';')[0]!);
  const token = pairs.find((pair) => pair.startsWith('XSRF-TOKEN='));
  expect(token).toBeDefined();
  const headers = { cookie: pairs.join('; '), 'x-xsrf-token': token!.slice('XSRF-TOKEN='.length) };
  // Wrong tries, each with an account of its own (the per-account limit stays out of it).
  const tries = [];
  for (let i = 0; i < 12; i++) {
    const body = JSON.stringify({
      email: `nobody.${Date.now()}.${i}@example.com`,
      password: 'Wrong-Pass1',
    });
    tries.push(await from127002(cluster, 'POST', '/api/auth/login', headers, body));
  }
  const first10 = tries.slice(0, 10);
  expect(first10.map((t) => t.status)).toEqual(Array(10).fill(401));
  expect(new Set(first10.map((t) => t.instance))).toEqual(new Set(['app1', 'app2']));
  // The 11th and 12th: refused, by one instance and by the other.
  expect(tries.slice(10).map((t) => t.status)).toEqual([429, 429]);
  expect(new Set(tries.slice(10).map((t) => t.instance))).toEqual(new Set(['app1', 'app2']));
});

test('a guardian removes a caregiver through one instance; the caregiver’s open tab on the other loses the family’s kid at once', async ({
  page,
  browser,
  cluster,
}) => {
  // Gwen, a guardian with a kid, invites Cal as a caregiver; Cal registers through the link.
  await signInVerifiedParent(cluster, page.context(), 'Gwen Scale');
  await createKid(page, 'Pippa');
  const calEmail = uniqueEmail('cal-scale');
  const invited = await page.request.post('/api/family/invitations', {
    headers: await xsrfHeader(page),
    data: { email: calEmail, role: 'caregiver' },
  });
  expect(invited.status(), await invited.text()).toBe(201);
  const mail = await cluster.mail.waitFor(calEmail, /invited you to their family/);
  const invitationToken = new URL(linkIn(mail, '/join-family')).searchParams.get('token') ?? '';
  const calContext = await browser.newContext({ baseURL: cluster.baseUrl });
  await signInVerifiedParent(cluster, calContext, 'Cal Scale', {
    email: calEmail,
    invitationToken,
  });
  const cal = await calContext.newPage();
  await pinSocket(cal, cluster, 'app2');
  expect(await socketInstance(cal)).toBe('app2');

  // Cal's tab shows the family's kid, with the socket connected to app2.
  const connected = cal.waitForEvent('websocket');
  await cal.goto('/dashboard/kidsprofile');
  await connected;
  await expect(cal.getByRole('link', { name: 'Pippa', exact: true })).toBeVisible();
  const family = (await (await page.request.get('/api/family')).json()) as {
    members: { id: number; role: string }[];
  };
  const calId = family.members.find((member) => member.role === 'caregiver')?.id;
  expect(calId).toBeDefined();

  // Gwen removes Cal through app1 directly (not the balancer): the change crosses to app2.
  const app1 = `http://127.0.0.1:${cluster.instances[0].port}`;
  const removed = await page.request.delete(`${app1}/api/family/members/${calId}`, {
    headers: await xsrfHeader(page),
  });
  expect(removed.status(), await removed.text()).toBe(204);
  expect(instanceOf(removed)).toBe('app1');

  // Without a reload, Cal's tab no longer shows the kid; every instance answers Cal without it.
  await expect(cal.getByRole('link', { name: 'Pippa', exact: true })).toBeHidden({
    timeout: 10_000,
  });
  // Each instance is asked directly: through the balancer, the tab's own requests share the
  // round robin, so a few tries could all land on one instance (CI saw only app1 in four).
  for (const instance of cluster.instances) {
    const kids = await cal.request.get(`http://127.0.0.1:${instance.port}/api/kids`);
    expect(kids.status()).toBe(200);
    expect(instanceOf(kids)).toBe(instance.id);
    expect(await kids.json()).toEqual([]);
  }
  await calContext.close();
});
