/**
 * Reading Vite's build manifest (`dist/.vite/manifest.json`): which JS files a module brings
 * with it. Used by the route budgets (scripts/check-budgets.ts, decision 012) and the route
 * table of `Link` headers (first-load-hints.ts, decision 075), so both count a route's first
 * load the same way.
 */

/** One entry of Vite's build manifest (the part used here). */
export interface ManifestChunk {
  file: string;
  name?: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}

/** Vite's build manifest: source path (or chunk id) → chunk. */
export type BuildManifest = Record<string, ManifestChunk>;

/**
 * The manifest key of `reference`: the reference itself when it is a key (a module's source
 * path, e.g. `src/app/routes/login.tsx`), else the key of the one chunk named so (a chunk group
 * of vite.config.ts, e.g. `shell`); undefined when there is none or more than one.
 */
export function manifestKey(manifest: BuildManifest, reference: string): string | undefined {
  if (manifest[reference]) return reference;
  const named = Object.keys(manifest).filter((key) => manifest[key]?.name === reference);
  return named.length === 1 ? named[0] : undefined;
}

/**
 * Adds `reference`'s manifest key and, recursively, its static imports' keys to `keys` (each
 * once): the files a browser must load before the module runs. Dynamic imports are not followed.
 * @returns false when `reference` names no chunk of the manifest ({@link manifestKey})
 */
export function collectStaticImports(
  manifest: BuildManifest,
  reference: string,
  keys: Set<string>,
): boolean {
  const key = manifestKey(manifest, reference);
  if (!key) return false;
  if (keys.has(key)) return true;
  keys.add(key);
  for (const imported of manifest[key]?.imports ?? [])
    collectStaticImports(manifest, imported, keys);
  return true;
}

/** The manifest key of the build's entry (index.html's script), if there is one. */
export function entryKey(manifest: BuildManifest): string | undefined {
  return Object.keys(manifest).find((key) => manifest[key]?.isEntry);
}
