import type { Plugin, Rolldown } from 'vite';
import { ROUTE_MODULE } from './route-chunks';

/**
 * Below this size (bytes of a built JS file, not compressed) a lazy part's dependency is not
 * preloaded with it: the browser asks for it when it reads the part's imports (issue 29). A
 * kid's achievements panels had 37 dependencies, about 27 of them new on that screen, 15 of
 * them under 1.2 KB (one lucide icon each, query-status, format-kid, added-by…); Vite's preload
 * helper inserts one `<link rel=modulepreload>` per dependency in the task that asks for the
 * part, and that task cost 106–124 ms at 4× CPU.
 */
export const SMALL_DEPENDENCY_BYTES = 1_200;

/** What `build.modulePreload.resolveDependencies` is told of the import (Vite's documented API). */
interface PreloadContext {
  hostId: string;
  hostType: 'html' | 'js';
}

/**
 * The preload lists of the lazy parts (a module imported with `import()` that is not a route,
 * decision 055): Vite's `build.modulePreload.resolveDependencies` with a plugin that reads the
 * bundle's file sizes first (its `generateBundle`, `order: 'pre'`, runs before Vite's own, which
 * calls `resolveDependencies`).
 *
 * - an `import()` of a lazy part preloads the part and its dependencies of at least
 *   `minBytes`; the smaller ones load as the browser reads the part's static imports, one
 *   round trip later, in tasks of their own — not as `<link>`s in the task that asks;
 * - an `import()` of a route (`ROUTE_MODULE`: the router's lazy routes), and index.html's
 *   preloads, keep every dependency: a route's first load must not wait a round trip more.
 *
 * @param minBytes the size (bytes, uncompressed) from which a dependency is preloaded
 * @returns `plugin` for `plugins`, `resolveDependencies` for `build.modulePreload`; the latter
 *   throws if the plugin has not seen the bundle (not in `plugins`, or run after Vite's)
 */
export function lazyPartPreloads(minBytes = SMALL_DEPENDENCY_BYTES) {
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
    return deps.filter((dep) => {
      const file = bundle?.[dep];
      if (dep === filename || file?.type !== 'chunk') return true;
      return Buffer.byteLength(file.code) >= minBytes;
    });
  };
  return { plugin, resolveDependencies };
}
