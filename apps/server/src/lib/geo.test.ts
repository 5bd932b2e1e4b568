import { describe, expect, it } from 'vitest';
import { coveringCells, distanceKm, geohash, placeCells, roundedDistanceKm } from './geo.js';

const LEEDS = { lat: 53.79648, lon: -1.54785 };
const YORK = { lat: 53.95763, lon: -1.08271 };

describe('distances (haversine)', () => {
  it('Leeds–York ≈ 35 km, to a kilometre', () => {
    expect(roundedDistanceKm(distanceKm(LEEDS, YORK))).toBe(35);
  });
  it('rounds to the nearest km, never below 1', () => {
    expect([0, 0.4, 1.49, 1.5, 24.85, 25.01].map(roundedDistanceKm)).toEqual([1, 1, 1, 2, 25, 25]);
  });
});

describe('geohash cells', () => {
  it('encodes as the reference does (Niemeyer: 57.64911, 10.40744 → u4pruydqqvj)', () => {
    expect(geohash(57.64911, 10.40744, 11)).toBe('u4pruydqqvj');
  });
  it('a place carries its cell at 4 and 5 characters', () => {
    const [four, five] = placeCells(LEEDS.lat, LEEDS.lon);
    expect(four).toBe('gcwf');
    expect(five).toHaveLength(5);
    expect(five!.startsWith('gcwf')).toBe(true);
  });
  it.each([5, 10, 25, 50])(
    'the cells covering %i km hold every point of the circle (sampled on its edge and inside)',
    (km) => {
      for (const centre of [
        LEEDS,
        { lat: -33.87, lon: 151.21 },
        { lat: 0.01, lon: 179.99 },
        { lat: 64.1, lon: -21.9 },
      ]) {
        const cells = new Set(coveringCells(centre.lat, centre.lon, km));
        const precision = km <= 10 ? 5 : 4;
        for (let bearing = 0; bearing < 360; bearing += 5)
          for (const fraction of [0.5, 0.999]) {
            const d = (km * fraction) / 6371.0088;
            const b = (bearing * Math.PI) / 180;
            const lat1 = (centre.lat * Math.PI) / 180;
            const lon1 = (centre.lon * Math.PI) / 180;
            const lat2 = Math.asin(
              Math.sin(lat1) * Math.cos(d) + Math.cos(lat1) * Math.sin(d) * Math.cos(b),
            );
            const lon2 =
              lon1 +
              Math.atan2(
                Math.sin(b) * Math.sin(d) * Math.cos(lat1),
                Math.cos(d) - Math.sin(lat1) * Math.sin(lat2),
              );
            const point = { lat: (lat2 * 180) / Math.PI, lon: (lon2 * 180) / Math.PI };
            expect(cells.has(geohash(point.lat, point.lon, precision))).toBe(true);
          }
        expect(cells.size).toBeLessThanOrEqual(60);
      }
    },
  );
  it('gives up on cells near a pole (distance alone bounds the search)', () => {
    expect(coveringCells(89.9, 0, 50)).toBeNull();
  });
});
