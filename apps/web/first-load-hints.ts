import { readFileSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Plugin } from 'vite';
import {
  collectStaticImports,
  entryKey,
  type BuildManifest,
  type ManifestChunk,
} from './build-manifest';
import { LIST_READS } from './src/app/route-data/list-reads';

/** Where the build writes the route table the server reads (apps/server's web-app plugin). */
export const ROUTE_PRELOADS_FILE = path.join('.vite', 'route-preloads.json');

/** One route of `budgets.json` (the part used here). */
interface BudgetRoute {
  route: string;
  layout: string;
  page: string;
}

/**
 * What the server adds to index.html's answer for one route (`Link` headers): the route's own
 * JS files, and the API reads its screen draws first.
 */
export interface RoutePreload {
  /** The route's pattern as the router writes it, e.g. `/dashboard/kids/:kidId/health`. */
  route: string;
  /**
   * Root-relative URLs of the route's JS files: the entry's (the HTML's own script and module
   * preloads, first: they are the longest chain), then its layout's and page's.
   */
  modules: string[];
  /** API paths every load asks for first (index.html's own `preload` of the session check). */
  fetches: string[];
  /** API paths to preload for a signed-in visitor, with the route's parameters, e.g. `/api/kids/:kidId`. */
  data: string[];
}

/**
 * The app's stylesheet inline in index.html (issue 29, decision 075): the entry's CSS file
 * (≈ 9 KB brotli) becomes a `<style>` element in the head, so the first paint waits for no
 * second round trip (Lighthouse's "render-blocking" ≈ 150 ms on every page), and the file leaves
 * the bundle (the service worker's precache holds index.html). The CSP allows inline styles
 * (`style-src 'unsafe-inline'`). The entry chunk's `viteMetadata.importedCss` (Vite's output
 * metadata) is emptied before Vite writes the HTML's `<link>` and the preload helper's lists:
 * otherwise every lazy chunk importing from the entry would list the file as a dependency and,
 * finding no `<link>` of it, ask for it again before the chunk runs. Lazy chunks' own
 * stylesheets (the date picker's) stay files, loaded with their chunk.
 */
export function inlineStylesheet(): Plugin {
  let inlined: string[] = [];
  return {
    name: 'nestling:inline-stylesheet',
    apply: 'build',
    generateBundle: {
      order: 'pre',
      handler(_options, bundle) {
        inlined = [];
        for (const chunk of Object.values(bundle)) {
          if (chunk.type !== 'chunk' || !chunk.isEntry || !chunk.viteMetadata) continue;
          inlined.push(...chunk.viteMetadata.importedCss);
          chunk.viteMetadata.importedCss.clear();
        }
      },
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        if (!bundle) return [];
        return inlined.flatMap((file) => {
          const asset = bundle[file];
          if (asset?.type !== 'asset') return [];
          delete bundle[file];
          return [
            { tag: 'style', children: String(asset.source).trim(), injectTo: 'head' as const },
          ];
        });
      },
    },
  };
}

/**
 * Code a route's first render waits for that its page reaches only through `import()`: the
 * password field's strength hint (`PasswordField`, `strength`) suspends /register's and
 * /new-password's form at the auth layout's Suspense boundary until its chunk has come, so the
 * card paints one round trip after the route's other files (issue 29: /register's LCP,
 * docs/performance-log/2026-11-27-reg29.md). Named with the HTML, it comes with them; the chunk
 * stays out of /login's and the other account screens' first load. Keys are source paths of
 * Vite's manifest; a key the build does not have fails the build.
 */
const FIRST_RENDER_PARTS: Record<string, string[]> = {
  '/register': ['src/components/ui/password-strength.tsx'],
  '/new-password': ['src/components/ui/password-strength.tsx'],
};

/**
 * The route table of a build (issue 29, decision 075): for every route of budgets.json (the
 * app's list of routes with their layout and page, checked against the build by
 * `npm run test:budgets`), the JS files its first load asks for after the entry — its layout's
 * and page's chunks with their static imports (what the budget counts), and for a signed-in
 * route the `start` chunk every signed-in first load imports as it starts and the route's data
 * chunk (`src/app/route-data/<page>.data.ts`, when there is one; the kid and kids-list loaders
 * take theirs from the query modules the first load has), then the lazy code its first
 * render waits for (`FIRST_RENDER_PARTS`) with its static imports — minus the entry's own
 * (index.html links those already). `data`: a route with a `:kidId` draws that kid's name first
 * (its LCP element, decisions 067 and 071) from GET /api/kids/:kidId, which every kid screen's
 * loader asks for; other screens' first reads with a fixed URL are `LIST_READS`
 * (src/app/route-data/list-reads.ts). The
 * entry's own files come first, in the entry's order: index.html names them too, but a `Link`
 * header is read before the HTML, and what it names first starts first.
 * @param manifest Vite's build manifest (`dist/.vite/manifest.json`)
 * @param budgets budgets.json's `layouts` and `routes`
 * @param fetches the API paths index.html preloads (the session check), for every route
 * @returns one entry per route, in budgets.json's order
 * @throws Error when a `FIRST_RENDER_PARTS` module is not in the manifest (renamed or removed)
 */
export function routePreloads(
  manifest: BuildManifest,
  budgets: { layouts: Record<string, string>; routes: BudgetRoute[] },
  fetches: string[],
): RoutePreload[] {
  const entry = entryKey(manifest);
  const entryKeys = new Set<string>();
  if (entry) collectStaticImports(manifest, entry, entryKeys);
  return budgets.routes.map(({ route, layout, page }) => {
    const keys = new Set<string>(entryKeys);
    const layoutReference = budgets.layouts[layout];
    if (layoutReference) collectStaticImports(manifest, layoutReference, keys);
    collectStaticImports(manifest, page, keys);
    if (layout === 'app') {
      collectStaticImports(manifest, 'start', keys);
      collectStaticImports(
        manifest,
        page.replace(/routes\/([\w-]+)\.tsx$/, 'route-data/$1.data.ts'),
        keys,
      );
    }
    for (const part of FIRST_RENDER_PARTS[route] ?? []) {
      if (!collectStaticImports(manifest, part, keys))
        throw new Error(`${route}'s first-render part ${part} is not in the build's manifest`);
    }
    const modules = [...keys]
      .map((key) => `/${(manifest[key] as ManifestChunk).file}`)
      .filter((file) => file.endsWith('.js'));
    const data = route.includes(':kidId') ? ['/api/kids/:kidId'] : [...(LIST_READS[route] ?? [])];
    return { route, modules, fetches, data };
  });
}

/**
 * Writes the build's route table (`routePreloads`) to `dist/.vite/route-preloads.json`, where
 * the server finds it: answering index.html for a route, it sends `Link` headers that start
 * the route's chunks and first data with the HTML instead of after the entry has run
 * (apps/server/src/plugins/web-app.ts). Not served itself (the server serves no dot-folder).
 */
export function routePreloadsPlugin(budgetsPath: string): Plugin {
  let outDir = 'dist';
  let fetches: string[] = [];
  return {
    name: 'nestling:route-preloads',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    transformIndexHtml(html) {
      // index.html's own fetch preloads (the session check, decision 068).
      fetches = [...html.matchAll(/<link rel="preload" href="([^"]+)" as="fetch"/g)].map(
        (match) => match[1] as string,
      );
    },
    async writeBundle(_options, bundle) {
      const asset = bundle['.vite/manifest.json'];
      if (asset?.type !== 'asset') throw new Error('route preloads need `build.manifest: true`');
      const manifest = JSON.parse(String(asset.source)) as BuildManifest;
      const budgets = JSON.parse(readFileSync(budgetsPath, 'utf8')) as {
        layouts: Record<string, string>;
        routes: BudgetRoute[];
      };
      await writeFile(
        path.join(outDir, ROUTE_PRELOADS_FILE),
        JSON.stringify(routePreloads(manifest, budgets, fetches), null, 1),
      );
    },
  };
}
