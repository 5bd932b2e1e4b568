/**
 * Points, distances and geohash cells on the Earth (issue 30, decisions 062 and 064). Pure
 * functions over degrees and kilometres, shared by the server (Explore's cells and distances)
 * and the web ("Use my location": the nearest place, found in the browser); nothing here knows
 * a family.
 *
 * Cells are geohashes (G. Niemeyer's public-domain scheme: bits of longitude and latitude
 * interleaved, 5 bits per base-32 character).
 */

/** The mean radius of the Earth in km (IUGG). */
export const EARTH_RADIUS_KM = 6371.0088;

const BASE32 = '0123456789bcdefghjkmnpqrstuvwxyz';

/** A point in degrees: latitude -90…90, longitude -180…180. */
export interface GeoPoint {
  lat: number;
  lon: number;
}

/** Longitude into [-180, 180). */
function wrapLongitude(lon: number): number {
  return ((((lon + 180) % 360) + 360) % 360) - 180;
}

/**
 * The geohash of a point.
 * @param lat latitude in degrees (-90…90, clamped), lon longitude in degrees (wrapped into -180…180)
 * @param precision characters (1–12)
 */
export function geohash(lat: number, lon: number, precision: number): string {
  // Each bit halves one coordinate's range, longitude first, then they alternate.
  const longitude = { value: wrapLongitude(lon), min: -180, max: 180 };
  const latitude = { value: Math.min(90, Math.max(-90, lat)), min: -90, max: 90 };
  let hash = '';
  let bits = 0;
  let value = 0;
  let evenBit = true;
  while (hash.length < precision) {
    const range = evenBit ? longitude : latitude;
    const mid = (range.min + range.max) / 2;
    if (range.value >= mid) {
      value = value * 2 + 1;
      range.min = mid;
    } else {
      value *= 2;
      range.max = mid;
    }
    evenBit = !evenBit;
    if (++bits === 5) {
      hash += BASE32[value];
      bits = 0;
      value = 0;
    }
  }
  return hash;
}

/**
 * A geohash cell's size in degrees at `precision`: 5 bits a character, longitude taking the
 * odd one (3 characters: 1.40625° of latitude × 1.40625° of longitude).
 */
export function geohashCellSize(precision: number): { lat: number; lon: number } {
  const totalBits = precision * 5;
  const lonBits = Math.ceil(totalBits / 2);
  const latBits = Math.floor(totalBits / 2);
  return { lat: 180 / 2 ** latBits, lon: 360 / 2 ** lonBits };
}

/**
 * The cell of `point` at `precision` and its eight neighbours (fewer at a pole, where the row
 * above or below does not exist): every place within one cell's height and width of the point
 * is in one of them.
 * @returns distinct geohashes, the point's own cell first
 */
export function cellsAround(point: GeoPoint, precision: number): string[] {
  const size = geohashCellSize(precision);
  const cells = new Set<string>([geohash(point.lat, point.lon, precision)]);
  for (const dLat of [-1, 0, 1]) {
    const lat = point.lat + dLat * size.lat;
    if (lat < -90 || lat > 90) continue;
    for (const dLon of [-1, 0, 1]) cells.add(geohash(lat, point.lon + dLon * size.lon, precision));
  }
  return [...cells];
}

/**
 * The great-circle distance between two points (haversine), in km.
 * @param a, b `{ lat, lon }` in degrees
 */
export function distanceKm(a: GeoPoint, b: GeoPoint): number {
  const toRadians = Math.PI / 180;
  const dLat = (b.lat - a.lat) * toRadians;
  const dLon = (b.lon - a.lon) * toRadians;
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(a.lat * toRadians) * Math.cos(b.lat * toRadians) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/**
 * The place nearest to `point` (great-circle distance between `point` and each place's
 * centre); on a tie, the first in `places`.
 * @returns the place, or undefined when `places` is empty
 */
export function nearestPlace<Place extends GeoPoint>(
  point: GeoPoint,
  places: Iterable<Place>,
): Place | undefined {
  let best: Place | undefined;
  let bestKm = Infinity;
  for (const place of places) {
    const km = distanceKm(point, place);
    if (km < bestKm) {
      best = place;
      bestKm = km;
    }
  }
  return best;
}
