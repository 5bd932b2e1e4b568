/**
 * Distances and locality cells between places (issue 30, decision 062). Pure functions over
 * degrees and kilometres; nothing here knows a family.
 *
 * Cells are geohashes (G. Niemeyer's public-domain scheme: bits of longitude and latitude
 * interleaved, 5 bits per base-32 character). A place carries its cell at two resolutions,
 * {@link CELL_PRECISIONS}; a circle is covered by the cells of one resolution that touch its
 * bounding box ({@link coveringCells}), and a query then filters by exact distance.
 */

/** The mean radius of the Earth in km (IUGG). */
export const EARTH_RADIUS_KM = 6371.0088;

/** The geohash lengths a place is indexed at: 4 (≈ 39 × 20 km at the equator) and 5 (≈ 5 × 5 km). */
export const CELL_PRECISIONS = [4, 5] as const;

const BASE32 = '0123456789bcdefghjkmnpqrstuvwxyz';

/** Longitude into [-180, 180). */
function wrapLongitude(lon: number): number {
  return ((((lon + 180) % 360) + 360) % 360) - 180;
}

/**
 * The geohash of a point.
 * @param lat latitude in degrees (-90…90), lon longitude in degrees (wrapped into -180…180)
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

/** A cell's size in degrees at `precision`: 5 bits a character, longitude taking the odd one. */
function cellSize(precision: number): { lat: number; lon: number } {
  const totalBits = precision * 5;
  const lonBits = Math.ceil(totalBits / 2);
  const latBits = Math.floor(totalBits / 2);
  return { lat: 180 / 2 ** latBits, lon: 360 / 2 ** lonBits };
}

/** The cells a place is indexed under: its geohash at each of {@link CELL_PRECISIONS}. */
export function placeCells(lat: number, lon: number): string[] {
  return CELL_PRECISIONS.map((precision) => geohash(lat, lon, precision));
}

/**
 * The precision a circle of `radiusKm` is covered at: cells of 5 characters up to 10 km
 * (≈ 12–35 cells), of 4 beyond (≈ 12–40 cells up to 50 km at mid latitudes).
 */
export function coverPrecision(radiusKm: number): number {
  return radiusKm <= 10 ? 5 : 4;
}

/**
 * The cells (of {@link coverPrecision}) that together hold every point within `radiusKm` of
 * the centre: those touching the circle's bounding box, sampled at half a cell's step.
 * @returns the cells, or null when the box reaches a pole or spans the whole globe's longitude
 *   (no cell set bounds it: the caller filters by distance alone)
 */
export function coveringCells(lat: number, lon: number, radiusKm: number): string[] | null {
  const precision = coverPrecision(radiusKm);
  const size = cellSize(precision);
  const kmPerDegreeLat = (Math.PI * EARTH_RADIUS_KM) / 180;
  const dLat = radiusKm / kmPerDegreeLat;
  const minLat = lat - dLat;
  const maxLat = lat + dLat;
  if (minLat <= -90 || maxLat >= 90) return null;
  // Longitude degrees shrink with latitude: widen the box by the edge nearer the pole.
  const widest = Math.max(Math.abs(minLat), Math.abs(maxLat));
  const dLon = radiusKm / (kmPerDegreeLat * Math.cos((widest * Math.PI) / 180));
  if (dLon >= 180) return null;
  const cells = new Set<string>();
  const latStep = size.lat / 2;
  const lonStep = size.lon / 2;
  for (let y = minLat; ; y = Math.min(y + latStep, maxLat)) {
    for (let x = lon - dLon; ; x = Math.min(x + lonStep, lon + dLon)) {
      cells.add(geohash(y, x, precision));
      if (x >= lon + dLon) break;
    }
    if (y >= maxLat) break;
  }
  return [...cells].sort();
}

/**
 * The great-circle distance between two points (haversine), in km.
 * @param a, b `{ lat, lon }` in degrees
 */
export function distanceKm(
  a: { lat: number; lon: number },
  b: { lat: number; lon: number },
): number {
  const toRadians = Math.PI / 180;
  const dLat = (b.lat - a.lat) * toRadians;
  const dLon = (b.lon - a.lon) * toRadians;
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(a.lat * toRadians) * Math.cos(b.lat * toRadians) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/**
 * A distance as a card says it (issue 30: "≈ 8 km away"): rounded to the nearest km, at least
 * 1 — two families of the same place are "≈ 1 km" apart, never 0.
 */
export function roundedDistanceKm(km: number): number {
  return Math.max(1, Math.round(km));
}
