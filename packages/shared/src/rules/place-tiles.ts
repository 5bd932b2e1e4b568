import { geohash, type GeoPoint } from './geo.js';

/**
 * The gazetteer's static tiles (issue 30's "use my location", decision 064): GeoNames' places
 * grouped by the geohash of their centre at {@link PLACE_TILE_PRECISION} characters, written by
 * the web build as static files (`/places/<cell>.json`, and `/places/index.json` listing the
 * cells that have places). The browser fetches the tiles around a position only when a parent
 * taps "Use my location", and picks the nearest place itself: the position is never sent, and a
 * tile's request names only a cell of ≈ 156 × 156 km (≈ 94 km wide at Leeds). Tiles hold public
 * places only, never a family.
 */

/** The geohash length of a tile: 3 characters, 1.40625° × 1.40625°. */
export const PLACE_TILE_PRECISION = 3;

/** The folder of the tiles in the built web app. */
export const PLACE_TILES_PATH = '/places';

/** The URL of the list of cells that have a tile (a JSON array of geohashes). */
export const PLACE_TILE_INDEX_URL = `${PLACE_TILES_PATH}/index.json`;

/** The URL of a cell's tile. */
export function placeTileUrl(cell: string): string {
  return `${PLACE_TILES_PATH}/${cell}.json`;
}

/**
 * A place as a tile stores it: `[id, name, admin, country, lat, lon]` — the GeoNames id, the
 * name, the first-level region code ("" when none), the ISO country code and the place's own
 * centre in degrees, rounded to 3 decimals (≈ 100 m).
 */
export type PlaceTileRow = [number, string, string, string, number, number];

/** A place read from a tile: the typeahead's place with the centre the browser measures from. */
export interface TilePlace extends GeoPoint {
  id: number;
  name: string;
  admin?: string;
  country: string;
}

/** What the build reads of a gazetteer place. */
export interface TileSource extends GeoPoint {
  id: number;
  name: string;
  admin: string | undefined;
  country: string;
}

const round3 = (degrees: number) => Math.round(degrees * 1000) / 1000;

/**
 * Groups places into tiles by the geohash of their centre (the web build's step).
 * @returns the rows of each cell that has places, in the order of `places`
 */
export function placeTiles(places: Iterable<TileSource>): Map<string, PlaceTileRow[]> {
  const tiles = new Map<string, PlaceTileRow[]>();
  for (const place of places) {
    const cell = geohash(place.lat, place.lon, PLACE_TILE_PRECISION);
    const row: PlaceTileRow = [
      place.id,
      place.name,
      place.admin ?? '',
      place.country,
      round3(place.lat),
      round3(place.lon),
    ];
    const tile = tiles.get(cell);
    if (tile) tile.push(row);
    else tiles.set(cell, [row]);
  }
  return tiles;
}

/**
 * The places of a tile's JSON; a row of the wrong shape is left out (a tile is our own static
 * file, so this guards a stale or damaged copy, not an attacker).
 */
export function readPlaceTile(json: unknown): TilePlace[] {
  if (!Array.isArray(json)) return [];
  const places: TilePlace[] = [];
  for (const row of json as unknown[]) {
    if (!Array.isArray(row) || row.length !== 6) continue;
    const [id, name, admin, country, lat, lon] = row as unknown[];
    if (
      typeof id !== 'number' ||
      typeof name !== 'string' ||
      typeof admin !== 'string' ||
      typeof country !== 'string' ||
      typeof lat !== 'number' ||
      typeof lon !== 'number'
    )
      continue;
    places.push({ id, name, ...(admin ? { admin } : {}), country, lat, lon });
  }
  return places;
}
