/**
 * Lighthouse 12 on the built app (issues 9 and 29; `npm run bench:lighthouse`, not part of
 * `npm test`): the mobile preset (Lighthouse's default: Moto G Power, slow 4G simulated, 4× CPU
 * slowdown; `LIGHTHOUSE_PRESETS=mobile,desktop` adds the desktop preset) on every main screen —
 * /login, /register, /dashboard, the parent hub, Kids Profile, a kid's health tracker,
 * achievements and calendar, Explore, Messages and Notifications — in the light and the dark
 * colour scheme (`LIGHTHOUSE_SCHEMES`; dark through Chromium's `prefers-color-scheme`), in
 * Debian's Chromium (CHROME_PATH, default /usr/bin/chromium).
 *
 * Needs `npm run build` first. Starts apps/server/dist/server.js as `npm start` would, on a free
 * port with a fresh embedded database; mail goes to a real SMTP sink. Through the API it makes a
 * realistic family (`seedFamily`, lib/seeded-family.ts): a verified parent with two kids, a
 * month of health logs, milestones, a certificate-free achievements page, schedule events, a
 * friend family whose kid is public, an accepted friend request (so notifications), and
 * messages both ways. The session
 * cookies are set in the browser before each audit (through Lighthouse's puppeteer-core, after
 * clearing the origin's storage: a first visit), not sent as a header: a header set by
 * Lighthouse does not reach the app's API calls.
 *
 * Before/after in one run (issue 29): `LIGHTHOUSE_COMPARE=before=/path/to/old/apps/web/dist`
 * starts one more server on that build (same seed) and audits each page on both, interleaved
 * and in alternating order, so the machine's load falls on both alike. Prints one table per
 * preset: performance, accessibility, best practices, LCP (s), TBT (ms), CLS, requests on first
 * load, the JS the page loaded (KB as transferred, brotli), and the requests and KB started
 * before the LCP element painted. With `LIGHTHOUSE_JSON=path` it also writes every
 * figure and the failed audits as JSON; with `LIGHTHOUSE_LHR_DIR=dir`, each page's whole
 * Lighthouse result (network requests, treemap, bootup time) as
 * `<variant>-<preset>-<scheme>-<page>.json` there. `LIGHTHOUSE_PAGES=/login,/dashboard` audits
 * only those rows; `LIGHTHOUSE_BLOCK_SW=1` keeps the app's service worker out (see below). A
 * signed-in page that ends on /login fails the run (the session did not reach it).
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { desktopConfig, type Flags, type Result } from 'lighthouse';
import puppeteer, { type Browser } from 'puppeteer-core';
import {
  CHROME_PATH,
  QUIET_CHROMIUM_FLAGS,
  startBuiltServer,
  type BuiltServer,
} from '@nestling/testing';
import { appScreens, buildVariants, envList, freshPage, seedFamily } from './lib/seeded-family.js';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/**
 * `LIGHTHOUSE_BLOCK_SW=1`: the app's service worker is not registered (registerSW.js blocked),
 * e.g. to compare builds whose workers differ (the old one's precache failed at once, the new
 * one downloads the shell after load) on the first load alone. The blocked script costs best
 * practices a console error.
 */
const BLOCK_SERVICE_WORKER = process.env.LIGHTHOUSE_BLOCK_SW === '1';

interface Row {
  /** Which build: 'after' (this tree's dist) or a LIGHTHOUSE_COMPARE label. */
  variant: string;
  preset: 'mobile' | 'desktop';
  scheme: 'light' | 'dark';
  route: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpSeconds: number;
  /** Total blocking time (simulated, ms): main-thread tasks over 50 ms between FCP and TTI. */
  tbtMs: number;
  cls: number;
  /** Requests of the first load (Lighthouse's network-requests audit, every type). */
  requests: number;
  /** JavaScript files among them. */
  scripts: number;
  jsKB: number;
  /**
   * Requests started before the LCP element painted (observed, unthrottled) and their bytes as
   * transferred (KB): Lighthouse's simulated LCP prices every one of them, so on this app the
   * simulated LCP follows these bytes (docs/performance.md).
   */
  beforeLcpRequests: number;
  beforeLcpKB: number;
  failedAudits: string[];
}

function score(result: Result, category: string): number {
  return Math.round((result.categories[category]?.score ?? 0) * 100);
}

/** One Lighthouse run of `url`, reduced to the table's figures. */
async function audit(
  browser: Browser,
  url: string,
  where: Pick<Row, 'variant' | 'preset' | 'scheme' | 'route'>,
  cookie: string | undefined,
): Promise<Row> {
  const { preset, route } = where;
  const flags: Flags = {
    output: 'json',
    // The storage is cleared here instead (all but the session cookie set below).
    disableStorageReset: true,
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    ...(BLOCK_SERVICE_WORKER ? { blockedUrlPatterns: ['*/registerSW.js'] } : {}),
  };
  let result: Result | undefined;
  // Lighthouse sometimes loses the trace (NO_NAVSTART, "Please run Lighthouse again"), on a
  // loaded machine and, twice in a row, on a quiet one (2026-11-28 06:31: the run ended six
  // pages short): two more attempts, then give up.
  const attempts = 3;
  for (let attempt = 1; attempt <= attempts; attempt += 1) {
    const page = await freshPage(browser, url, cookie);
    const runner = await lighthouse(
      url,
      flags,
      preset === 'desktop' ? desktopConfig : undefined,
      page,
    ).finally(() => page.close());
    result = runner?.lhr;
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    if (!result.runtimeError) break;
    if (attempt === attempts) throw new Error(`${url}: ${result.runtimeError.message}`);
    console.error(`${preset} ${route}: ${result.runtimeError.code}, running it again`);
  }
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  // A signed-in page that ended on /login measured the sign-in screen, not the page: the
  // session did not reach the API.
  if (cookie && new URL(result.finalDisplayedUrl).pathname === '/login') {
    throw new Error(`${where.variant} ${route}: ended on /login — the session did not reach it`);
  }
  if (process.env.LIGHTHOUSE_LHR_DIR) {
    const page = route.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '');
    const name = `${where.variant}-${preset}-${where.scheme}-${page}.json`;
    await mkdir(process.env.LIGHTHOUSE_LHR_DIR, { recursive: true });
    await writeFile(path.join(process.env.LIGHTHOUSE_LHR_DIR, name), JSON.stringify(result));
  }
  const requests = (
    result.audits['network-requests']?.details as {
      items?: Array<{ resourceType?: string; transferSize?: number; networkRequestTime?: number }>;
    }
  )?.items;
  const observedLcpMs =
    (
      result.audits.metrics?.details as {
        items?: Array<{ observedLargestContentfulPaint?: number }>;
      }
    )?.items?.[0]?.observedLargestContentfulPaint ?? Infinity;
  const beforeLcp = (requests ?? []).filter(
    (request) => (request.networkRequestTime ?? Infinity) <= observedLcpMs,
  );
  const scripts = (requests ?? []).filter((request) => request.resourceType === 'Script');
  const jsBytes = scripts.reduce((sum, request) => sum + (request.transferSize ?? 0), 0);
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
    ...where,
    performance: score(result, 'performance'),
    accessibility: score(result, 'accessibility'),
    bestPractices: score(result, 'best-practices'),
    seo: score(result, 'seo'),
    lcpSeconds: (result.audits['largest-contentful-paint']?.numericValue ?? 0) / 1000,
    tbtMs: result.audits['total-blocking-time']?.numericValue ?? 0,
    cls: result.audits['cumulative-layout-shift']?.numericValue ?? 0,
    requests: requests?.length ?? 0,
    scripts: scripts.length,
    jsKB: jsBytes / 1000,
    beforeLcpRequests: beforeLcp.length,
    beforeLcpKB: beforeLcp.reduce((sum, request) => sum + (request.transferSize ?? 0), 0) / 1000,
    failedAudits,
  };
}

function table(rows: Row[]): string {
  const lines = [
    '| build | preset | scheme | page | perf | a11y | best practices | LCP | TBT | CLS | requests | scripts | JS (KB) | before LCP (requests / KB) |',
    '| --- | --- | --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...rows.map(
      (row) =>
        `| ${row.variant} | ${row.preset} | ${row.scheme} | ${row.route} | ${row.performance} | ${row.accessibility} | ${row.bestPractices} | ${row.lcpSeconds.toFixed(1)} s | ${Math.round(row.tbtMs).toLocaleString('en')} ms | ${row.cls.toFixed(3)} | ${row.requests} | ${row.scripts} | ${row.jsKB.toFixed(0)} | ${row.beforeLcpRequests} / ${row.beforeLcpKB.toFixed(0)} |`,
    ),
  ];
  return lines.join('\n');
}

/** Chromium for Lighthouse, its `prefers-color-scheme` set to the scheme (Blink's setting). */
function launchChrome(scheme: Row['scheme']) {
  return chromeLauncher.launch({
    chromePath: CHROME_PATH,
    chromeFlags: [
      '--headless=new',
      ...QUIET_CHROMIUM_FLAGS,
      // Blink's preferredColorScheme: 0 dark, 1 light.
      `--blink-settings=preferredColorScheme=${scheme === 'dark' ? 0 : 1}`,
    ],
  });
}

const presets = envList('LIGHTHOUSE_PRESETS', 'mobile') as Row['preset'][];
const schemes = envList('LIGHTHOUSE_SCHEMES', 'light,dark') as Row['scheme'][];
const onlyPages = envList('LIGHTHOUSE_PAGES', '');

const servers: Array<{ variant: string; server: BuiltServer; cookie: string; kidId: number }> = [];
const chromes = new Map<Row['scheme'], chromeLauncher.LaunchedChrome>();
try {
  for (const { variant, distDir } of buildVariants('LIGHTHOUSE_COMPARE')) {
    const server = await startBuiltServer({
      repoRoot,
      label: `lighthouse-${variant}`,
      env: distDir ? { WEB_DIST_DIR: distDir } : {},
    });
    servers.push({ variant, server, ...(await seedFamily(server.baseUrl, server.mail)) });
  }
  for (const scheme of schemes) chromes.set(scheme, await launchChrome(scheme));

  const rows: Row[] = [];
  for (const preset of presets) {
    for (const scheme of schemes) {
      const chrome = chromes.get(scheme) as chromeLauncher.LaunchedChrome;
      const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
      for (const [index, page] of appScreens(0).entries()) {
        if (onlyPages.length > 0 && !onlyPages.includes(page.route)) continue;
        // Interleaved: each page on every build before the next page, the builds' order
        // alternating from page to page, so neither build is always audited first (the first
        // audit of a pair met a colder machine more often).
        const order = index % 2 === 0 ? servers : [...servers].reverse();
        for (const { variant, server, cookie, kidId } of order) {
          const target = appScreens(kidId)[index] as typeof page;
          const row = await audit(
            browser,
            `${server.baseUrl}${target.url}`,
            { variant, preset, scheme, route: page.route },
            page.signedIn ? cookie : undefined,
          );
          console.error(
            `${variant} ${preset} ${scheme} ${page.route}: perf ${row.performance}, ${row.requests} requests`,
          );
          rows.push(row);
        }
      }
    }
  }
  console.log(table(rows));
  for (const row of rows) {
    if (row.failedAudits.length > 0) {
      console.log(
        `\n${row.variant} ${row.preset} ${row.scheme} ${row.route} — audits below 0.9: ${row.failedAudits.join(', ')}`,
      );
    }
  }
  if (process.env.LIGHTHOUSE_JSON) {
    await writeFile(process.env.LIGHTHOUSE_JSON, JSON.stringify(rows, null, 2));
  }
} finally {
  for (const chrome of chromes.values()) await chrome.kill();
  for (const { server } of servers) await server.stop();
}
