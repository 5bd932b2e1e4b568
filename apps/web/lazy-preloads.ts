import type { Plugin, Rolldown } from 'vite';
import { ROUTE_MODULE } from './route-chunks';

/** What `build.modulePreload.resolveDependencies` is told of the import (Vite's documented API). */
interface PreloadContext {
  hostId: string;
  hostType: 'html' | 'js';
}

/**
 * The preload lists of the lazy parts (a module imported with `import()` that is not a route,
 * decision 055), through Vite's documented `build.modulePreload.resolveDependencies`, with a
 * plugin that keeps the bundle for it (its `generateBundle`, `order: 'pre'`, runs before Vite's
 * own, which calls `resolveDependencies`):
 *
 * - an `import()` of a lazy part preloads the part's own file only; the browser asks for its
 *   imports as it reads them, one round trip later, in tasks of their own. Vite's preload
 *   helper inserts one `<link rel=modulepreload>` per dependency in the task that asks for the
 *   part: a kid's achievements panels had 37 (27 new on that screen), and that task cost 60–437
 *   ms at 4× CPU, most of it in `appendChild` (issue 29, docs/performance-log/2026-11-27-chunks29.md);
 * - an `import()` of a route (`ROUTE_MODULE`: the router's lazy routes), and index.html's
 *   preloads, keep every dependency: a route's first screen must not wait a round trip more.
 *
 * @returns `plugin` for `plugins`, `resolveDependencies` for `build.modulePreload`; the latter
 *   throws (failing the build) if the plugin has not seen the bundle — not in `plugins`, or
 *   run after Vite's
 */
export function lazyPartPreloads() {
  let bundle: Rolldown.OutputBundle | undefined;
  const plugin: Plugin = {
    name: 'nestling:lazy-part-preloads',
    apply: 'build',
    enforce: 'pre',
    generateBundle: {
      order: 'pre',
      handler(_options, output) {
        bundle = output;
      },
    },
  };
  const resolveDependencies = (
    filename: string,
    deps: string[],
    { hostType }: PreloadContext,
  ): string[] => {
    if (hostType !== 'js') return deps;
    if (!bundle) throw new Error('lazyPartPreloads: its plugin has not seen the bundle');
    const imported = bundle[filename];
    const facade = imported?.type === 'chunk' ? imported.facadeModuleId : null;
    if (!facade || ROUTE_MODULE.test(facade)) return deps;
    return deps.filter((dep) => dep === filename);
  };
  return { plugin, resolveDependencies };
}
