/**
 * The chunk policy of the app's own modules (issue 29, decision 051): a route's first load is a
 * handful of files, not dozens. Rolldown's automatic splitting gives every set of modules shared
 * by a different set of lazy routes a file of its own — the parent hub loaded 65. Here each app
 * module is named by *who loads it*:
 *
 * - `boot`: the entry reaches it (the session gate, the router, the error page): one file;
 * - `shell`: the signed-in layout reaches it (so every signed-in route loads it anyway);
 * - `account`: only the account screens (the auth layout and its pages) reach it;
 * - `common`: both sides reach it — the account screens and the signed-in layout — but not the
 *   entry;
 * - otherwise (one route, or only code loaded on demand, or the entry's own) Rolldown decides.
 *
 * "Reaches" follows static imports up from the module to the lazy boundaries: the router's
 * route modules (`ROUTE_MODULE`), the entry, and every other module that something imports
 * with `import()` (the call runtime, the toaster, the charts…), so what loads on demand stays
 * out of the first load.
 */
/** What Rolldown's chunking context tells of a module (the part used here). */
interface ChunkingContext {
  getModuleInfo(
    id: string,
  ): { importers: readonly string[]; dynamicImporters: readonly string[]; isEntry: boolean } | null;
}

/**
 * The web app's own modules. (The shared package and lucide's icons are reached through their
 * index files, which say nothing about who uses what: Rolldown places them.)
 */
export const APP_MODULE = /[\\/]apps[\\/]web[\\/]src[\\/]/;
/** A re-export index (`components/ui/index.ts`): importing it says nothing about which part. */
const BARREL = /[\\/]index\.tsx?$/;
/** The entry and the router's lazy routes: their own files (budgets.json names them). */
export const ROUTE_MODULE =
  /[\\/]src[\\/](main\.tsx|app[\\/]routes[\\/](?!route-error)|app[\\/]layout[\\/](app|auth)-layout\.tsx)/;
const ENTRY = /[\\/]src[\\/]main\.tsx$/;
const SIGNED_IN_LAYOUT = /[\\/]src[\\/]app[\\/]layout[\\/]app-layout\.tsx$/;
const ACCOUNT_LAYOUT = /[\\/]src[\\/]app[\\/]layout[\\/]auth-layout\.tsx$/;
/** The account screens' pages (under the auth layout in router.tsx; /join-family too). */
const ACCOUNT_PAGE =
  /[\\/]src[\\/]app[\\/]routes[\\/](login|register|forgot-password|new-password|verify-email|join-family)\.tsx$/;

/** Whether the module is a lazy boundary: a route module, the entry, or imported with `import()`. */
function isBoundary(id: string, ctx: ChunkingContext): boolean {
  const info = ctx.getModuleInfo(id);
  return ROUTE_MODULE.test(id) || !!info?.isEntry || (info?.dynamicImporters.length ?? 0) > 0;
}

/**
 * The lazy boundaries a module is statically reached from: a breadth-first walk up its
 * importers that stops at each boundary (memoised per chunking pass).
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
      if (current !== id || ROUTE_MODULE.test(id) || ctx.getModuleInfo(id)?.isEntry) continue;
    }
    for (const importer of ctx.getModuleInfo(current)?.importers ?? []) {
      if (BARREL.test(importer)) continue;
      if (!seen.has(importer)) {
        seen.add(importer);
        queue.push(importer);
      }
    }
  }
  const result = [...found];
  memo.set(id, result);
  return result;
}

/** The app chunks, in the order they are filled (each takes its modules' own imports along). */
export const APP_CHUNKS = ['boot', 'common', 'account', 'shell'] as const;
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
  const boundaries = boundariesOf(id, ctx, memo);
  if (boundaries.some((boundary) => ENTRY.test(boundary))) return 'boot';
  const routes = boundaries.filter((boundary) => ROUTE_MODULE.test(boundary));
  if (routes.length === 0) return null; // only code loaded on demand reaches it
  const account = routes.filter((b) => ACCOUNT_LAYOUT.test(b) || ACCOUNT_PAGE.test(b));
  const signedIn = routes.length - account.length;
  // Shared by both sides, and on the signed-in first load (the shell reaches it): otherwise a
  // module the account screens share with one signed-in page (a form's resolver) would ride
  // along on every signed-in screen.
  if (account.length > 0 && signedIn > 0) {
    return routes.some((b) => SIGNED_IN_LAYOUT.test(b)) ? 'common' : null;
  }
  if (account.length > 0) return account.length > 1 ? 'account' : null;
  if (routes.some((b) => SIGNED_IN_LAYOUT.test(b))) return 'shell';
  return null;
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
    test: (id: string) => APP_MODULE.test(id) && !ROUTE_MODULE.test(id),
    includeDependenciesRecursively: false,
    priority: priority - index,
  }));
}
