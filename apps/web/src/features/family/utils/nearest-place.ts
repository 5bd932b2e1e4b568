import {
  PLACE_MESSAGES,
  PLACE_TILE_INDEX_URL,
  PLACE_TILE_PRECISION,
  cellsAround,
  nearestPlace,
  placeTileUrl,
  readPlaceTile,
  type GeoPoint,
  type Place,
} from '@nestling/shared';
import { LOCATE_ERROR } from './locate-error';

/**
 * "Use my location" (issue 30, decision 064), loaded only when a parent taps it: the browser's
 * position, then the nearest place of the gazetteer's static tiles, found here. The position is
 * never sent anywhere; the only requests are the tile list and the tiles of the position's
 * geohash cell (3 characters, ≈ 156 km) and its neighbours.
 */

/** A failure a parent is told about: its message is the text to show (PLACE_MESSAGES). */
export class LocateError extends Error {
  override name = LOCATE_ERROR;
}

/** How long the browser may take to find the position, in ms. */
const POSITION_TIMEOUT_MS = 15_000;
/** A position the browser found this recently is good enough (a home area is coarse), in ms. */
const POSITION_MAX_AGE_MS = 10 * 60_000;

/**
 * The browser's position (Geolocation API, coarse accuracy): this asks the parent's permission
 * the first time.
 * @returns latitude and longitude in degrees
 * @throws LocateError when the browser has no geolocation, the parent refused, or no position
 *   was found in time
 */
export function currentPosition(
  geolocation: Geolocation | undefined = globalThis.navigator?.geolocation,
): Promise<GeoPoint> {
  return new Promise((resolve, reject) => {
    if (!geolocation) {
      reject(new LocateError(PLACE_MESSAGES.locationUnsupported));
      return;
    }
    geolocation.getCurrentPosition(
      (position) => resolve({ lat: position.coords.latitude, lon: position.coords.longitude }),
      (error) =>
        reject(
          new LocateError(
            error.code === error.PERMISSION_DENIED
              ? PLACE_MESSAGES.locationDenied
              : PLACE_MESSAGES.locationUnavailable,
          ),
        ),
      {
        enableHighAccuracy: false,
        timeout: POSITION_TIMEOUT_MS,
        maximumAge: POSITION_MAX_AGE_MS,
      },
    );
  });
}

/** Reads a static file of the app as JSON; a network failure or an error status throws. */
async function staticJson(url: string): Promise<unknown> {
  const response = await fetch(url, { credentials: 'same-origin' });
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  return response.json();
}

/**
 * The gazetteer's place nearest to `point`, among the tiles of its cell and the eight around it
 * (every place within ≈ 94 km at Leeds' latitude, wider towards the equator).
 * @param readJson how a static file is read (tests pass their own)
 * @returns the place as the typeahead gives it (no centre), or undefined when none is near
 * @throws LocateError when the tiles could not be loaded
 */
export async function nearestPlaceTo(
  point: GeoPoint,
  readJson: (url: string) => Promise<unknown> = staticJson,
): Promise<Place | undefined> {
  try {
    const index = await readJson(PLACE_TILE_INDEX_URL);
    const known = new Set(Array.isArray(index) ? index : []);
    const cells = cellsAround(point, PLACE_TILE_PRECISION).filter((cell) => known.has(cell));
    const tiles = await Promise.all(cells.map((cell) => readJson(placeTileUrl(cell))));
    const nearest = nearestPlace(point, tiles.flatMap(readPlaceTile));
    if (!nearest) return undefined;
    return {
      id: nearest.id,
      name: nearest.name,
      ...(nearest.admin ? { admin: nearest.admin } : {}),
      country: nearest.country,
    };
  } catch {
    throw new LocateError(PLACE_MESSAGES.placesUnavailable);
  }
}

/**
 * The place nearest to where the browser is: {@link currentPosition}, then
 * {@link nearestPlaceTo}.
 * @throws LocateError with the text to show (refused, not found, tiles not loaded, no place near)
 */
export async function locateNearestPlace(): Promise<Place> {
  const place = await nearestPlaceTo(await currentPosition());
  if (!place) throw new LocateError(PLACE_MESSAGES.noPlaceNearby);
  return place;
}
