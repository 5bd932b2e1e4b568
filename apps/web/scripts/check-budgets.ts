/**
 * The JS size budget of every route (issue 9, decision 012), run by `npm test` after the build.
 *
 * A route's JS is what the browser must load before the route can draw: the app's entry
 * (index.html's script) and the chunks of the route's layout and page (lazy routes of
 * src/app/router.tsx), each with all of its static imports, counted once. Sizes are gzip
 * (level 9, as dist/*.gz is precompressed), in KB of 1,000 bytes, like Vite's own report;
 * brotli, what browsers get, is printed beside them. Chunks a page loads later with a dynamic
 * import (the calendar dialog of a date field) are not counted.
 *
 * budgets.json lists each route: its layout, its page module (a key of Vite's
 * dist/.vite/manifest.json, i.e. the source path), its budget `maxKB`, and optionally
 * `maxFiles` — how many JS files that first load may be (issue 29: few requests, decision 063) —
 * and `forbidChunks` — chunk names (codeSplitting groups of vite.config.ts) the route must not
 * load, e.g. the charts on a page that draws none. A layout is a manifest key or, when its module
 * lives in a chunk group (the signed-in layout in `shell`, decision 063), that chunk's name.
 *
 * Issue 28 (decision 074): a route whose screens speak through a catalogue downloads another
 * language's catalogue on demand (a dynamic import of `i18n/catalogues/<area>/<language>.json`).
 * Such a first load is counted per language: the route's JS plus the catalogues of that language
 * its chunks import on demand; each language's must be within `maxKB` (the `es` column).
 *
 * Exit code 1 when a route is over its budget or file count, loads a forbidden chunk, or names a
 * module the build does not have (a route renamed without its budget); 2 when there is no build.
 * Usage: `tsx scripts/check-budgets.ts [distDir]` (default: apps/web/dist).
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
import {
  collectStaticImports,
  entryKey as buildEntryKey,
  type BuildManifest,
  type ManifestChunk,
} from '../build-manifest';

const webDir = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const distDir = path.resolve(process.argv[2] ?? path.join(webDir, 'dist'));
const manifestPath = path.join(distDir, '.vite', 'manifest.json');
if (!existsSync(manifestPath)) {
  console.error(`No Vite manifest at ${manifestPath}: run "npm run build" first.`);
  process.exit(2);
}

const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as BuildManifest;
interface RouteBudget {
  route: string;
  layout: string;
  page: string;
  maxKB: number;
  maxFiles?: number;
  forbidChunks?: string[];
}
const budgets = JSON.parse(readFileSync(path.join(webDir, 'budgets.json'), 'utf8')) as {
  layouts: Record<string, string>;
  routes: RouteBudget[];
};

const sizeCache = new Map<string, { gzip: number; brotli: number }>();
/** gzip and brotli sizes of one built file, in bytes. */
function sizesOf(file: string): { gzip: number; brotli: number } {
  let sizes = sizeCache.get(file);
  if (!sizes) {
    const bytes = readFileSync(path.join(distDir, file));
    sizes = {
      gzip: zlib.gzipSync(bytes, { level: 9 }).length,
      brotli: zlib.brotliCompressSync(bytes, {
        params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 },
      }).length,
    };
    sizeCache.set(file, sizes);
  }
  return sizes;
}

/** Adds a manifest entry and, recursively, its static imports to `keys`; throws when unknown. */
function collect(reference: string, keys: Set<string>): void {
  if (!collectStaticImports(manifest, reference, keys)) {
    throw new Error(`"${reference}" is not in the build's manifest`);
  }
}

const entryKey = buildEntryKey(manifest);
if (!entryKey) throw new Error('the manifest has no entry');

const kb = (bytes: number) => (bytes / 1000).toFixed(1);
/** A catalogue of another language than English, loaded on demand (issue 28). */
const OTHER_LANGUAGE_CATALOGUE =
  /[\\/]i18n[\\/]catalogues[\\/][\w-]+[\\/](?!en\.json)([a-z]{2})\.json$/;

/** The files a first load in `language` adds: the language's catalogues the chunks import on demand. */
function catalogueFiles(keys: Set<string>, language: string): string[] {
  const files = new Set<string>();
  for (const key of keys) {
    for (const imported of manifest[key]?.dynamicImports ?? []) {
      const match = OTHER_LANGUAGE_CATALOGUE.exec(imported);
      if (match?.[1] === language) files.add((manifest[imported] as ManifestChunk).file);
    }
  }
  return [...files];
}
/** The languages whose catalogues any chunk imports on demand. */
const languages = [
  ...new Set(
    Object.keys(manifest)
      .map((key) => OTHER_LANGUAGE_CATALOGUE.exec(key)?.[1])
      .filter((language) => language !== undefined),
  ),
].sort();
const failures: string[] = [];
const rows: string[][] = [];
for (const budget of budgets.routes) {
  const layout = budgets.layouts[budget.layout];
  const keys = new Set<string>();
  try {
    for (const key of [entryKey, layout ?? `layout "${budget.layout}"`, budget.page]) {
      collect(key, keys);
    }
  } catch (error) {
    failures.push(`${budget.route}: ${(error as Error).message}`);
    continue;
  }
  const files = [...keys].map((key) => (manifest[key] as ManifestChunk).file);
  const gzip = files.reduce((sum, file) => sum + sizesOf(file).gzip, 0);
  const brotli = files.reduce((sum, file) => sum + sizesOf(file).brotli, 0);
  const perLanguage = languages.map((language) => {
    const extra = catalogueFiles(keys, language);
    return { language, gzip: gzip + extra.reduce((sum, file) => sum + sizesOf(file).gzip, 0) };
  });
  const overIn = perLanguage.filter((load) => load.gzip > budget.maxKB * 1000);
  const over = gzip > budget.maxKB * 1000 || overIn.length > 0;
  const forbidden = (budget.forbidChunks ?? []).filter((name) =>
    [...keys].some((key) => manifest[key]?.name === name),
  );
  const tooMany = budget.maxFiles !== undefined && files.length > budget.maxFiles;
  rows.push([
    budget.route,
    kb(gzip),
    ...perLanguage.map((load) => kb(load.gzip)),
    kb(brotli),
    String(budget.maxKB),
    `${files.length}${budget.maxFiles === undefined ? '' : ` / ${budget.maxFiles}`}`,
    over || tooMany ? 'OVER' : 'ok',
  ]);
  if (gzip > budget.maxKB * 1000)
    failures.push(`${budget.route}: ${kb(gzip)} KB of JS (gzip), budget ${budget.maxKB} KB`);
  for (const load of overIn) {
    failures.push(
      `${budget.route}: ${kb(load.gzip)} KB of JS (gzip) on a first load in "${load.language}", budget ${budget.maxKB} KB`,
    );
  }
  if (tooMany)
    failures.push(
      `${budget.route}: ${files.length} JS files on first load, at most ${budget.maxFiles}`,
    );
  if (forbidden.length > 0) {
    failures.push(`${budget.route}: loads the ${forbidden.join(', ')} chunk(s), which it must not`);
  }
}

const header = [
  'route',
  'JS gzip KB',
  ...languages.map((language) => `${language} gzip KB`),
  'brotli KB',
  'budget KB',
  'files / max',
  '',
];
const widths = header.map((title, column) =>
  Math.max(title.length, ...rows.map((row) => String(row[column]).length)),
);
for (const row of [header, ...rows]) {
  console.log(row.map((cell, column) => String(cell).padEnd(widths[column] ?? 0)).join('  '));
}
if (failures.length > 0) {
  console.error(`\nRoute budgets failed (apps/web/budgets.json):\n- ${failures.join('\n- ')}`);
  process.exit(1);
}
console.log(`\n${rows.length} routes within their JS budgets.`);
