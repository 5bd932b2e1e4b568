/**
 * What the browser benches share (issue 29): the seeded family they sign in as, the screens
 * they load, a fresh tab for each load, and the builds to compare — `bench/lighthouse.ts`
 * (`npm run bench:lighthouse`) and `bench/cpu-profile.ts` (`npm run bench:cpu`).
 */
import path from 'node:path';
import type { Browser } from 'puppeteer-core';
import { registerVerifiedParent, type ApiSession, type SmtpSink } from '@nestling/testing';

const PASSWORD = 'Sunny-Day7';

/** The seeded family's session: Jordan's cookie header, and Mia's kid id (her screens' URLs). */
export interface SeededFamily {
  cookie: string;
  kidId: number;
}

async function expectStatus(response: Response, status: number, what: string): Promise<Response> {
  if (response.status !== status) {
    throw new Error(`${what}: ${response.status} ${await response.text()}`);
  }
  return response;
}

/** YYYY-MM-DD of `daysAgo` days before today. */
function dayBefore(daysAgo: number): string {
  return new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);
}

/** Checks an API answer's status and returns its JSON body. */
async function json<T>(response: Promise<Response>, status: number, what: string): Promise<T> {
  return (await (await expectStatus(await response, status, what)).json()) as T;
}

/** Adds a kid through the API (multipart, as the kid form sends it); returns its id. */
async function addKid(
  api: ApiSession,
  fields: { name: string; years: number; gender: string; interests: string[]; public: boolean },
): Promise<number> {
  const form = new FormData();
  const values = {
    name: fields.name,
    age: String(fields.years),
    gender: fields.gender,
    dob: dayBefore(fields.years * 365 + 30),
    address: '12 Garden Lane, Leeds',
    interests: JSON.stringify(fields.interests),
    skillLevel: '',
    showInExplore: String(fields.public),
    area: fields.public ? 'Leeds' : '',
  };
  for (const [name, value] of Object.entries(values)) form.set(name, value);
  return (await json<{ id: number }>(api.call('POST', '/api/kids', form), 201, 'add kid')).id;
}

/**
 * A realistic family for the audited screens: Jordan (verified) with Mia and Leo, a month of
 * Mia's health logs, six milestones, three schedule events; a second family (Sam, whose kid Nora
 * is public in Explore) that Jordan asked for a playdate and that accepted — so both have a
 * friend and notifications — and a few messages each way, some unread.
 * @returns Jordan's cookie header and Mia's id
 * @throws when an API call answers another status than expected
 */
export async function seedFamily(baseUrl: string, mail: SmtpSink): Promise<SeededFamily> {
  const stamp = Date.now();
  const api = await registerVerifiedParent(baseUrl, mail, {
    name: 'Jordan Parent',
    email: `lighthouse.${stamp}@example.com`,
    password: PASSWORD,
  });
  const sam = await registerVerifiedParent(baseUrl, mail, {
    name: 'Sam Friend',
    email: `lighthouse.friend.${stamp}@example.com`,
    password: PASSWORD,
  });
  const mia = await addKid(api, {
    name: 'Mia',
    years: 6,
    gender: 'Female',
    interests: ['drawing', 'swimming'],
    public: true,
  });
  await addKid(api, { name: 'Leo', years: 3, gender: 'Male', interests: ['music'], public: false });
  const nora = await addKid(sam, {
    name: 'Nora',
    years: 6,
    gender: 'Female',
    interests: ['drawing', 'reading'],
    public: true,
  });

  const moods = ['Happy', 'Okay', 'Happy', 'Sad', 'Happy', 'Okay', 'Happy'];
  for (let day = 0; day < 28; day += 1) {
    const log = new FormData();
    log.set('kidId', String(mia));
    log.set('mood', moods[day % moods.length] ?? 'Happy');
    log.set('sleep', String(9 + (day % 3) * 0.5));
    log.set('date', dayBefore(day));
    log.set('notes', 'Park after school.');
    await expectStatus(await api.call('POST', '/api/health', log), 201, 'add health log');
  }
  const milestones = ['Rode a bike', 'Wrote her name', 'Swam a width', 'Tied her shoes'];
  for (const [index, title] of [...milestones, 'Read a book', 'Lost a tooth'].entries()) {
    await expectStatus(
      await api.call('POST', '/api/milestones', { kidId: mia, title, date: dayBefore(index * 20) }),
      201,
      'add milestone',
    );
  }
  for (const [days, title] of [
    [1, 'Swimming lesson'],
    [3, 'Dentist'],
    [8, 'Birthday party'],
  ] as const) {
    const at = new Date(Date.now() + days * 86_400_000).toISOString();
    await expectStatus(
      await api.call('POST', '/api/schedules', { kidId: mia, title, description: '', date: at }),
      201,
      'add schedule event',
    );
  }

  const request = await json<{ id: number }>(
    api.call('POST', '/api/friends/send', {
      kidId: nora,
      meetingType: 'Playdate',
      proposedTime: new Date(Date.now() + 2 * 86_400_000).toISOString(),
      message: 'Park on Saturday?',
    }),
    201,
    'friend request',
  );
  await expectStatus(
    await sam.call('POST', '/api/friends/accept', { requestId: request.id }),
    200,
    'accept',
  );
  const me = async (session: ApiSession) =>
    (await json<{ parent: { id: number } }>(session.call('GET', '/api/auth/me'), 200, 'me')).parent
      .id;
  const [jordanId, samId] = [await me(api), await me(sam)];
  for (const [from, to, text] of [
    [api, samId, 'Hi Sam! Saturday at the park?'],
    [sam, jordanId, 'Yes, 10 o’clock by the swings.'],
    [api, samId, 'Great, Mia will bring her bike.'],
    [sam, jordanId, 'Nora is so excited!'],
    [sam, jordanId, 'Should we bring snacks?'],
  ] as const) {
    await expectStatus(
      await from.call('POST', '/api/messages', { receiverId: to, text }),
      201,
      'send message',
    );
  }
  return { cookie: api.cookieHeader(), kidId: mia };
}

/**
 * A new tab with the origin's storage and the browser's HTTP cache cleared (cookies, service
 * workers, caches, local storage: a first visit) and, for a signed-in page, the session's cookies set as the browser keeps them
 * — so the app's own requests, the service worker's included, carry them as a parent's would.
 */
export async function freshPage(browser: Browser, url: string, cookie: string | undefined) {
  const { origin, hostname } = new URL(url);
  const page = await browser.newPage();
  const session = await page.createCDPSession();
  await session.send('Storage.clearDataForOrigin', { origin, storageTypes: 'all' });
  await session.send('Network.clearBrowserCache'); // a cold HTTP cache, as Lighthouse's reset
  await session.detach();
  if (cookie) {
    const cookies = cookie.split('; ').map((pair) => {
      const at = pair.indexOf('=');
      return { name: pair.slice(0, at), value: pair.slice(at + 1), domain: hostname, path: '/' };
    });
    await browser.setCookie(...cookies);
  }
  return page;
}

/** One screen the browser benches load. */
export interface Screen {
  /** The route as the tables name it (`{id}` for the kid's id). */
  route: string;
  /** The path loaded (the kid's id filled in). */
  url: string;
  /** Loaded with the seeded family's session cookies. */
  signedIn: boolean;
}

/**
 * Every main screen, in the benches' order: /login and /register signed out, the rest signed in
 * as the seeded family (`kidId`: the kid whose health, achievements and calendar are loaded).
 */
export function appScreens(kidId: number): Screen[] {
  const kid = (screen: string): Screen => ({
    route: `/dashboard/kids/{id}/${screen}`,
    url: `/dashboard/kids/${String(kidId)}/${screen}`,
    signedIn: true,
  });
  const signedIn = (route: string): Screen => ({ route, url: route, signedIn: true });
  return [
    { route: '/login', url: '/login', signedIn: false },
    { route: '/register', url: '/register', signedIn: false },
    signedIn('/dashboard'),
    signedIn('/dashboard/parent-hub'),
    signedIn('/dashboard/kidsprofile'),
    kid('health'),
    kid('achievements'),
    kid('calendar'),
    signedIn('/dashboard/explore'),
    signedIn('/dashboard/messages'),
    signedIn('/dashboard/notifications'),
  ];
}

/**
 * The builds to load: each `label=dist` pair of the environment variable `envName` (e.g.
 * `LIGHTHOUSE_COMPARE=before=/tmp/main-dist`), then this tree's dist as `after`.
 * @throws when a pair is not `label=dir`
 */
export function buildVariants(envName: string): Array<{ variant: string; distDir?: string }> {
  const compared = (process.env[envName] ?? '')
    .split(',')
    .filter(Boolean)
    .map((pair) => {
      const [variant, distDir] = pair.split('=');
      if (!variant || !distDir) throw new Error(`${envName}: "${pair}" is not label=dir`);
      return { variant, distDir: path.resolve(distDir) };
    });
  return [...compared, { variant: 'after' }];
}

/** A comma-separated environment variable's entries (`fallback` when unset). */
export const envList = (name: string, fallback: string): string[] =>
  (process.env[name] ?? fallback).split(',').filter(Boolean);
