/**
 * The chunk policy of the app's own modules, the shared package's modules and lucide's icons
 * (issue 29, decisions 051 and 063): a route's first load is a handful of files, not dozens.
 * Rolldown's automatic splitting gives every set of modules shared by a different set of lazy
 * routes a file of its own — the parent hub loaded 65, /dashboard 41 requests. Here each module
 * is named by *who loads it*:
 *
 * - `boot`: the entry reaches it (the session gate, the router, the error page): one file;
 * - `common`: the account screens and the signed-in first load (below) both reach it, not the
 *   entry: every route loads it;
 * - `account`: only the account screens (the auth layout and its pages) reach it, two or more;
 * - `shell`: the signed-in layout (which lives in this file too) reaches it, or /dashboard — the
 *   app's start URL and the screen after signing in — and another screen do: every signed-in
 *   route loads it, and /dashboard's first load is a few files (decision 063);
 * - `start`: only what every signed-in first load imports on demand as it starts reaches it —
 *   the route-data prefetch and the wait for the first screen — so it is one file asked for
 *   once /api/auth/me answers, not in a route's static imports unless the route uses one of its
 *   modules; no schema and no zod;
 * - `schemas`: only what every signed-in load imports on demand once its first screen has been
 *   shown reaches it — the schemas of the session, the kids and the notifications, which check
 *   the first screen's answers then (decision 092), and the socket's payload
 *   schemas —: one file, with zod;
 * - otherwise (one route, or only code loaded on demand, or the entry's own) Rolldown decides;
 *   so does an i18n area the account screens' layout does not speak (decision 079).
 *
 * "Reaches" follows static imports up from the module to the lazy boundaries: the router's
 * route modules (`ROUTE_MODULE`), the entry, and every other module that something imports
 * with `import()` (the call runtime, the toaster, the charts…), so what loads on demand stays
 * out of the first load. Through an index file (`@nestling/shared`, lucide-react,
 * `components/ui`) it follows only the importers that import one of the module's own names:
 * the index itself says nothing about who uses which of its modules.
 */
/** What Rolldown's chunking context tells of a module (the part used here). */
interface ChunkingContext {
  getModuleInfo(id: string): {
    importers: readonly string[];
    dynamicImporters: readonly string[];
    isEntry: boolean;
    exports: readonly string[];
    code: string | null;
  } | null;
}

/** The web app's own modules. */
export const APP_MODULE = /[\\/]apps[\\/]web[\\/]src[\\/]/;
/**
 * Modules the app reaches through a re-export index: the shared package's modules and
 * lucide's icons. They are placed like the app's own modules (decision 063).
 */
export const INDEXED_MODULE =
  /[\\/]packages[\\/]shared[\\/]src[\\/]|[\\/]lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/]/;
/**
 * A re-export index (`components/ui/index.ts`, `@nestling/shared`, lucide's `lucide-react.mjs`):
 * importing it says nothing about which of its modules; the names imported do.
 */
const BARREL = /[\\/]index\.(tsx?|mjs)$|[\\/]lucide-react\.mjs$/;
/** The entry and the router's lazy routes: their own files (budgets.json names them). */
export const ROUTE_MODULE =
  /[\\/]src[\\/](main\.tsx|app[\\/]routes[\\/](?!route-error)|app[\\/]layout[\\/](app|auth)-layout\.tsx)/;
const ENTRY = /[\\/]src[\\/]main\.tsx$/;
const ACCOUNT_LAYOUT = /[\\/]src[\\/]app[\\/]layout[\\/]auth-layout\.tsx$/;
/**
 * What every signed-in first load draws: the layout and the home screen (/dashboard: the app's
 * start URL and the screen after signing in). What they share with other screens is the
 * `shell` (decision 063).
 */
const SIGNED_IN_SHELL = /[\\/]src[\\/]app[\\/](layout[\\/]app-layout|routes[\\/]dashboard)\.tsx$/;
/** The signed-in layout: in the `shell` it draws, not a file of its own (decision 063). */
const SIGNED_IN_LAYOUT = /[\\/]src[\\/]app[\\/]layout[\\/]app-layout\.tsx$/;
const HOME = /[\\/]src[\\/]app[\\/]routes[\\/]dashboard\.tsx$/;
/**
 * What every signed-in first load imports on demand as it starts: the route-data prefetch and the
 * wait for the first screen's paint (issue 29). What they reach beyond the shell is the `start`
 * chunk (decision 063). No schema is among them, nor the socket with its payloads' schemas: the
 * first screen's answers are checked once it has been shown, when the socket opens too (decision
 * decision 092; decision 082 had the session's, the unread count's and the kids' schemas
 * here, and zod with them).
 */
const SIGNED_IN_START = /[\\/]src[\\/](lib[\\/]first-screen|app[\\/]route-data[\\/]prefetch)\.ts$/;
/**
 * What every signed-in load imports on demand once its first screen has been shown: the
 * session's schema, the schemas of the navigation bar's unread count and of the kids (most
 * screens' first answers, decision 082), which check the first screen's answers then (decision
 * decision 092) with the check's own code, and the socket. What they reach beyond the shell is
 * the `schemas` chunk.
 */
const AFTER_FIRST_SCREEN =
  /[\\/]src[\\/](entities[\\/](parent[\\/]api[\\/]session-schema|notifications[\\/]api[\\/]notification-schemas|kids[\\/]api[\\/]kid-schemas)|lib[\\/](socket[\\/]open-socket|check-kept-answers))\.ts$/;
const OPEN_SOCKET = /[\\/]src[\\/]lib[\\/]socket[\\/]open-socket\.ts$/;
/**
 * In the shell, not in a file of its own that the screens using it would each ask for (issue
 * 29): `useAfterPaint` (lib/after-paint.ts, ≈ 0.2 KB), `useDeferredAnswer`
 * (hooks/use-deferred-answer.ts, ≈ 0.1 KB: the hub's message previews and Your Kids), and the
 * shared package's zod-free
 * readers of a record id and a page number (`rules/record-id`, `rules/page-number`, ≈ 0.3 KB),
 * which the kid screens, moderation and others read on their first load. They were in the
 * shell while the `schemas` chunk reached them through the request schemas; it reaches the
 * answers' schemas only now, which use neither.
 */
const IN_SHELL =
  /[\\/](apps[\\/]web[\\/]src[\\/](lib[\\/]after-paint|hooks[\\/]use-deferred-answer)|packages[\\/]shared[\\/]src[\\/]rules[\\/](record-id|page-number))\.ts$/;
/**
 * In `common`: the shared package's date rules (`rules/dates`, ≈ 0.6 KB), which /register's
 * date of birth and the signed-in forms read. They were there while the `schemas` chunk reached
 * them through the request schemas; without that, Rolldown gave them a file of their own, one
 * more request on /register's first load.
 */
const IN_COMMON = /[\\/]packages[\\/]shared[\\/]src[\\/]rules[\\/]dates\.ts$/;
/**
 * In `schemas`: the shared id, text, error and e-mail schemas (`schemas/common.ts`), which the
 * forms' and the other answers' schema files of most screens build on. Every signed-in load has
 * fetched the `schemas` chunk by the time those load; without this the module was a file of its
 * own, one more request after the first screen on the hub, a kid's health and calendar, and
 * messages (first-load.spec.ts). The request schemas themselves stay out (auth, paging, the
 * areas' `*-requests` modules): the chunk builds the answers' schemas it checks, and these.
 */
const IN_SCHEMAS = /[\\/]packages[\\/]shared[\\/]src[\\/]schemas[\\/]common\.ts$/;
/**
 * socket.io-client and what it brings (engine.io, the parsers, the emitter), imported by the
 * socket's module alone: with it in the `schemas` chunk, so what a signed-in load fetches after
 * its first screen — the socket, the answers' checks — is one file besides zod, not two.
 */
const SOCKET_LIBRARY =
  /[\\/]node_modules[\\/](socket\.io-client|socket\.io-parser|engine\.io-client|engine\.io-parser|@socket\.io[\\/]component-emitter)[\\/]/;
/** The account screens' pages (under the auth layout in router.tsx; /join-family too). */
const ACCOUNT_PAGE =
  /[\\/]src[\\/]app[\\/]routes[\\/](login|register|forgot-password|new-password|verify-email|join-family)\.tsx$/;

/** An i18n area's catalogue module or JSON (packages/shared/src/i18n/catalogues/<area>/). */
const CATALOGUE = /[\\/]i18n[\\/]catalogues[\\/]/;

/** `import { a, b as c } from '…'` / `export { a as b } from '…'` in a module's (compiled) code. */
const NAMED_FROM = /\b(import|export)\s*\{([^}]*)\}\s*from\s*["']([^"']+)["']/g;
/** `export * from '…'`. */
const STAR_FROM = /\bexport\s*\*\s*from\s*["']([^"']+)["']/g;
/** `import * as x from '…'`: every name of the module. */
const NAMESPACE_FROM = /\bimport\s*\*\s*as\s+[\w$]+\s+from\s*["']([^"']+)["']/;

/** A module id or relative specifier without its extension, for comparing the two. */
function withoutExtension(file: string): string {
  return file.replace(/\.(m?[jt]sx?)$/, '');
}

/** Whether `specifier`, written in module `from`, names module `target` (relative paths only). */
function namesModule(from: string, specifier: string, target: string): boolean {
  if (!specifier.startsWith('.')) return false;
  const directory = from.replace(/[\\/][^\\/]*$/, '');
  const parts = `${directory}/${specifier}`.split(/[\\/]/);
  const resolved: string[] = [];
  for (const part of parts) {
    if (part === '..') resolved.pop();
    else if (part !== '.') resolved.push(part);
  }
  return withoutExtension(resolved.join('/')) === withoutExtension(target.replace(/\\/g, '/'));
}

/**
 * The names under which an index re-exports module `target`, out of `names` (null: any).
 * @returns exported names (`export { default as X } from './x'` gives X)
 */
function reexportedNames(
  barrel: string,
  target: string,
  names: ReadonlySet<string> | null,
  ctx: ChunkingContext,
): Set<string> {
  const info = ctx.getModuleInfo(barrel);
  const found = new Set<string>();
  const code = info?.code ?? '';
  for (const [, keyword, list, specifier] of code.matchAll(NAMED_FROM)) {
    if (keyword !== 'export' || !specifier || !namesModule(barrel, specifier, target)) continue;
    for (const item of (list ?? '').split(',')) {
      const [local, exported] = item.replace(/^\s*type\s+/, '').split(/\s+as\s+/);
      const name = (exported ?? local ?? '').trim();
      if (name && (!names || names.has((local ?? '').trim()))) found.add(name);
    }
  }
  for (const [, specifier] of code.matchAll(STAR_FROM)) {
    if (!specifier || !namesModule(barrel, specifier, target)) continue;
    // A nested index (`export * from './i18n/index.js'`): its module info lists no names it
    // passes on with `export *`; the names asked for are the ones it re-exports (decision 082).
    const passed = BARREL.test(target) && names ? [...names] : null;
    for (const name of passed ?? ctx.getModuleInfo(target)?.exports ?? []) {
      if (name !== 'default' && (!names || names.has(name))) found.add(name);
    }
  }
  return found;
}

/**
 * Whether a module's code imports (or re-exports) one of `names` from anywhere, or imports a
 * whole module (`import * as`): a name imported from another module counts too (a safe excess).
 */
function importsAnyOf(id: string, names: ReadonlySet<string>, ctx: ChunkingContext): boolean {
  const code = ctx.getModuleInfo(id)?.code ?? '';
  if (NAMESPACE_FROM.test(code)) return true;
  // A re-export (`export { a } from …`) outside an index counts as a use: it passes the name on.
  for (const [, , list] of code.matchAll(NAMED_FROM)) {
    for (const item of (list ?? '').split(',')) {
      const imported = item
        .replace(/^\s*type\s+/, '')
        .split(/\s+as\s+/)[0]
        ?.trim();
      if (imported && names.has(imported)) return true;
    }
  }
  return false;
}

/**
 * The modules that use `target` through the index `barrel`: its importers that import one of
 * the names under which it re-exports `target` (through nested indexes too).
 * @param names the names `target` is known by (null: all of its exports)
 */
function usersThroughBarrel(
  barrel: string,
  target: string,
  names: ReadonlySet<string> | null,
  ctx: ChunkingContext,
): string[] {
  const exported = reexportedNames(barrel, target, names, ctx);
  if (exported.size === 0) return [];
  const users: string[] = [];
  for (const importer of ctx.getModuleInfo(barrel)?.importers ?? []) {
    if (BARREL.test(importer)) users.push(...usersThroughBarrel(importer, barrel, exported, ctx));
    else if (importsAnyOf(importer, exported, ctx)) users.push(importer);
  }
  return users;
}

/** Whether the module is a lazy boundary: a route module, the entry, or imported with `import()`. */
function isBoundary(id: string, ctx: ChunkingContext): boolean {
  const info = ctx.getModuleInfo(id);
  return ROUTE_MODULE.test(id) || !!info?.isEntry || (info?.dynamicImporters.length ?? 0) > 0;
}

/**
 * The lazy boundaries a module is statically reached from: a breadth-first walk up its
 * importers that stops at each boundary (memoised per chunking pass). Through an index it
 * follows only the importers that import the module's own names from it.
 * @returns module ids of route modules, the entry, or other dynamically imported modules
 */
function boundariesOf(id: string, ctx: ChunkingContext, memo: Map<string, string[]>): string[] {
  const known = memo.get(id);
  if (known) return known;
  const found = new Set<string>();
  const seen = new Set([id]);
  const queue = [id];
  while (queue.length > 0) {
    const current = queue.shift() as string;
    if (isBoundary(current, ctx)) {
      found.add(current);
      // A route or the entry ends the walk; a module imported with `import()` somewhere may be
      // imported statically elsewhere too, so the walk goes on through its static importers.
      if (ROUTE_MODULE.test(current) || ctx.getModuleInfo(current)?.isEntry) continue;
    }
    for (const importer of ctx.getModuleInfo(current)?.importers ?? []) {
      const users = BARREL.test(importer)
        ? usersThroughBarrel(importer, current, null, ctx)
        : [importer];
      for (const user of users) {
        if (!seen.has(user)) {
          seen.add(user);
          queue.push(user);
        }
      }
    }
  }
  const result = [...found];
  memo.set(id, result);
  return result;
}

/** The app chunks, in the order they are filled (each takes its modules' own imports along). */
export const APP_CHUNKS = ['boot', 'common', 'account', 'shell', 'start', 'schemas'] as const;
export type AppChunk = (typeof APP_CHUNKS)[number];

/**
 * Which app chunk a module belongs in (see the file's comment), or null for Rolldown to place.
 * @param memo one per build: boundaries already found
 */
function appChunkOf(
  id: string,
  ctx: ChunkingContext,
  memo: Map<string, string[]>,
): AppChunk | null {
  // The socket's own module stays lazy, in one file with socket.io-client: the shell must not
  // wait for the library. The socket connects after the first screen, when its answers are
  // checked (decision 092): the `schemas` chunk holds both.
  if (OPEN_SOCKET.test(id) || SOCKET_LIBRARY.test(id) || IN_SCHEMAS.test(id)) return 'schemas';
  if (IN_SHELL.test(id)) return 'shell';
  if (IN_COMMON.test(id)) return 'common';
  const boundaries = boundariesOf(id, ctx, memo);
  if (boundaries.some((boundary) => ENTRY.test(boundary))) return 'boot';
  const shell = boundaries.some((boundary) => SIGNED_IN_SHELL.test(boundary));
  const start = boundaries.some((boundary) => SIGNED_IN_START.test(boundary));
  const schemas = boundaries.some((boundary) => AFTER_FIRST_SCREEN.test(boundary));
  const account = boundaries.filter((b) => ACCOUNT_LAYOUT.test(b) || ACCOUNT_PAGE.test(b));
  // An i18n area the account layout does not speak (decision 079) rides with the pages that
  // do, not in the `account` chunk every account screen loads: /login carries no other page's
  // texts, in English or in another language.
  if (CATALOGUE.test(id) && account.length > 0 && !account.some((b) => ACCOUNT_LAYOUT.test(b))) {
    return null;
  }
  if (account.length > 0) {
    // Shared by both sides and on the signed-in first load: otherwise a module the account
    // screens share with one signed-in page (a form's resolver) would ride along on every
    // signed-in screen, or the signed-in shell on an account screen.
    const signedIn = boundaries.some((b) => ROUTE_MODULE.test(b) && !account.includes(b));
    if (signedIn || shell || start || schemas) return shell || start || schemas ? 'common' : null;
    return account.length > 1 ? 'account' : null;
  }
  // The home screen's own modules stay in its file; what it shares goes in the shell.
  if (shell && !boundaries.every((boundary) => HOME.test(boundary))) return 'shell';
  if (!start && !schemas) return null;
  // Reached from a route too (a text or limit beside a schema: decision 082): in the shell, not
  // in `start` or `schemas` — which would bring the schemas and zod onto that route's first
  // load — nor in a file of its own that every signed-in first load would ask for.
  if (boundaries.some((boundary) => ROUTE_MODULE.test(boundary))) return 'shell';
  return start ? 'start' : 'schemas';
}

/**
 * The code-splitting groups of the app's own modules, one per app chunk, filled in the order
 * of `APP_CHUNKS`: a chunk takes its modules' imports along, so the chunks that more routes
 * load are filled first.
 * @param priority the priority of the first group; the others follow below it
 */
export function appChunkGroups(priority: number) {
  const memo = new Map<string, string[]>();
  return APP_CHUNKS.map((chunk, index) => ({
    name: (id: string, ctx: ChunkingContext) =>
      appChunkOf(id, ctx, memo) === chunk ? chunk : null,
    test: (id: string) =>
      (APP_MODULE.test(id) || INDEXED_MODULE.test(id) || SOCKET_LIBRARY.test(id)) &&
      (!ROUTE_MODULE.test(id) || SIGNED_IN_LAYOUT.test(id)),
    includeDependenciesRecursively: false,
    priority: priority - index,
  }));
}
