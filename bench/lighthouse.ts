/**
 * Lighthouse 12 on the built app (issue 9; `npm run bench:lighthouse`, not part of `npm test`):
 * the mobile preset (Lighthouse's default: Moto G Power, slow 4G simulated, 4× CPU slowdown)
 * and the desktop preset, on /login, /dashboard, the parent hub and a kid's health tracker,
 * in Debian's Chromium (CHROME_PATH, default /usr/bin/chromium).
 *
 * Needs `npm run build` first. Starts apps/server/dist/server.js as `npm start` would, on a free
 * port with a fresh embedded database; mail goes to a real SMTP sink. Through the API it signs
 * up a parent, opens the mailed verify link, adds a kid and a week of health logs (so the
 * tracker draws its charts), and passes the session cookie to Lighthouse (`extraHeaders`).
 *
 * Prints one table per preset: performance, accessibility, best practices and SEO scores,
 * LCP (s), TBT (ms), CLS, and the JS the page loaded (KB as transferred, brotli); /register is
 * audited beside /login, as the account screens' budget is the same. With
 * `LIGHTHOUSE_JSON=path` it also writes every figure and the failed audits as JSON; with
 * `LIGHTHOUSE_LHR_DIR=dir`, each page's whole Lighthouse result (treemap, bootup time, long
 * tasks) as `<preset>-<page>.json` there.
 */
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { desktopConfig, type Flags, type Result } from 'lighthouse';
import { registerVerifiedParent, startBuiltServer, type SmtpSink } from '@nestling/testing';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const PASSWORD = 'Sunny-Day7';

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

/** A verified parent with one kid and a week of health logs; returns the cookie and kid id. */
async function seed(baseUrl: string, mail: SmtpSink) {
  const api = await registerVerifiedParent(baseUrl, mail, {
    name: 'Jordan Parent',
    email: `lighthouse.${Date.now()}@example.com`,
    password: PASSWORD,
  });

  const kidForm = new FormData();
  const kidFields = {
    name: 'Mia',
    age: '6',
    gender: 'Female',
    dob: dayBefore(6 * 365 + 30),
    address: '12 Garden Lane, Leeds',
    interests: JSON.stringify(['drawing', 'swimming']),
    skillLevel: '',
    showInExplore: 'false',
    area: '',
  };
  for (const [name, value] of Object.entries(kidFields)) kidForm.set(name, value);
  const kid = (await (
    await expectStatus(await api.call('POST', '/api/kids', kidForm), 201, 'add kid')
  ).json()) as { id: number };

  const moods = ['Happy', 'Okay', 'Happy', 'Sad', 'Happy', 'Okay', 'Happy'];
  for (const [day, mood] of moods.entries()) {
    const log = new FormData();
    log.set('kidId', String(kid.id));
    log.set('mood', mood);
    log.set('sleep', String(9 + (day % 3) * 0.5));
    log.set('date', dayBefore(day));
    log.set('notes', 'Park after school.');
    await expectStatus(await api.call('POST', '/api/health', log), 201, 'add health log');
  }
  return { cookie: api.cookieHeader(), kidId: kid.id };
}

interface Row {
  preset: 'mobile' | 'desktop';
  route: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpSeconds: number;
  /** Total blocking time (simulated, ms): main-thread tasks over 50 ms between FCP and TTI. */
  tbtMs: number;
  cls: number;
  jsKB: number;
  failedAudits: string[];
}

function score(result: Result, category: string): number {
  return Math.round((result.categories[category]?.score ?? 0) * 100);
}

/** One Lighthouse run of `url`, reduced to the table's figures. */
async function audit(
  port: number,
  url: string,
  route: string,
  preset: Row['preset'],
  cookie: string | undefined,
): Promise<Row> {
  const flags: Flags = {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    ...(cookie ? { extraHeaders: { Cookie: cookie } } : {}),
  };
  let result: Result | undefined;
  // On a loaded machine Lighthouse sometimes loses the trace (NO_NAVSTART, "Please run
  // Lighthouse again"): one more attempt, then give up.
  for (let attempt = 1; attempt <= 2; attempt += 1) {
    const runner = await lighthouse(url, flags, preset === 'desktop' ? desktopConfig : undefined);
    result = runner?.lhr;
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    if (!result.runtimeError) break;
    if (attempt === 2) throw new Error(`${url}: ${result.runtimeError.message}`);
    console.error(`${preset} ${route}: ${result.runtimeError.code}, running it again`);
  }
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  if (process.env.LIGHTHOUSE_LHR_DIR) {
    const name = `${preset}-${route.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '')}.json`;
    await writeFile(path.join(process.env.LIGHTHOUSE_LHR_DIR, name), JSON.stringify(result));
  }
  const requests = (
    result.audits['network-requests']?.details as {
      items?: Array<{ resourceType?: string; transferSize?: number }>;
    }
  )?.items;
  const jsBytes = (requests ?? [])
    .filter((request) => request.resourceType === 'Script')
    .reduce((sum, request) => sum + (request.transferSize ?? 0), 0);
  const failedAudits = Object.values(result.audits)
    .filter(
      (entry) =>
        entry.score !== null &&
        entry.score < 0.9 &&
        entry.scoreDisplayMode !== 'informative' &&
        entry.scoreDisplayMode !== 'manual',
    )
    .map((entry) => `${entry.id} (${entry.displayValue ?? entry.score})`);
  return {
    preset,
    route,
    performance: score(result, 'performance'),
    accessibility: score(result, 'accessibility'),
    bestPractices: score(result, 'best-practices'),
    seo: score(result, 'seo'),
    lcpSeconds: (result.audits['largest-contentful-paint']?.numericValue ?? 0) / 1000,
    tbtMs: result.audits['total-blocking-time']?.numericValue ?? 0,
    cls: result.audits['cumulative-layout-shift']?.numericValue ?? 0,
    jsKB: jsBytes / 1000,
    failedAudits,
  };
}

function table(rows: Row[]): string {
  const lines = [
    '| preset | page | perf | a11y | best practices | SEO | LCP | TBT | CLS | JS loaded (KB) |',
    '| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...rows.map(
      (row) =>
        `| ${row.preset} | ${row.route} | ${row.performance} | ${row.accessibility} | ${row.bestPractices} | ${row.seo} | ${row.lcpSeconds.toFixed(1)} s | ${Math.round(row.tbtMs).toLocaleString('en')} ms | ${row.cls.toFixed(3)} | ${row.jsKB.toFixed(0)} |`,
    ),
  ];
  return lines.join('\n');
}

const server = await startBuiltServer({ repoRoot, label: 'lighthouse' });
const { baseUrl, mail } = server;

let chrome: chromeLauncher.LaunchedChrome | undefined;
try {
  const { cookie, kidId } = await seed(baseUrl, mail);

  chrome = await chromeLauncher.launch({
    chromePath: CHROME_PATH,
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
      '--disable-sync',
    ],
  });
  const pages: Array<{ route: string; url: string; signedIn: boolean }> = [
    { route: '/login', url: '/login', signedIn: false },
    { route: '/register', url: '/register', signedIn: false },
    { route: '/dashboard', url: '/dashboard', signedIn: true },
    { route: '/dashboard/parent-hub', url: '/dashboard/parent-hub', signedIn: true },
    {
      route: '/dashboard/kids/{id}/health',
      url: `/dashboard/kids/${kidId}/health`,
      signedIn: true,
    },
  ];
  const rows: Row[] = [];
  for (const preset of ['mobile', 'desktop'] as const) {
    for (const page of pages) {
      const row = await audit(
        chrome.port,
        `${baseUrl}${page.url}`,
        page.route,
        preset,
        page.signedIn ? cookie : undefined,
      );
      console.error(`${preset} ${page.route}: perf ${row.performance}`);
      rows.push(row);
    }
  }
  console.log(table(rows));
  for (const row of rows) {
    if (row.failedAudits.length > 0) {
      console.log(
        `\n${row.preset} ${row.route} — audits below 0.9: ${row.failedAudits.join(', ')}`,
      );
    }
  }
  if (process.env.LIGHTHOUSE_JSON) {
    await writeFile(process.env.LIGHTHOUSE_JSON, JSON.stringify(rows, null, 2));
  }
} finally {
  await chrome?.kill();
  await server.stop();
}
