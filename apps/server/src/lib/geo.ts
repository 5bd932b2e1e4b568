/**
 * Distances and locality cells between places (issue 30, decision 062). Pure functions over
 * degrees and kilometres; nothing here knows a family.
 *
 * Cells are geohashes (G. Niemeyer's public-domain scheme: bits of longitude and latitude
 * interleaved, 5 bits per base-32 character). A place carries its cell at two resolutions,
 * {@link CELL_PRECISIONS}; a circle is covered by the cells of one resolution that touch its
 * bounding box ({@link coveringCells}), and a query then filters by exact distance.
 */

import { EARTH_RADIUS_KM, distanceKm, geohash, geohashCellSize } from '@nestling/shared';

// The point functions are shared with the web ("Use my location", decision 064).
export { EARTH_RADIUS_KM, distanceKm, geohash };

/** The geohash lengths a place is indexed at: 4 (≈ 39 × 20 km at the equator) and 5 (≈ 5 × 5 km). */
export const CELL_PRECISIONS = [4, 5] as const;

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
  const size = geohashCellSize(precision);
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
 * A distance as a card says it (issue 30: "≈ 8 km away"): rounded to the nearest km, at least
 * 1 — two families of the same place are "≈ 1 km" apart, never 0.
 */
export function roundedDistanceKm(km: number): number {
  return Math.max(1, Math.round(km));
}
