// Explore's texts, distances and page sizes, apart from the public card's schema (explore.ts):
// Explore draws them without zod on its first load (decision 082).

/**
 * Explore Public Kids (spec §2.18, §5 Public kid filters and Match score, §8.2; product.md
 * "Children's privacy and safety", "Explore and friends"): the texts, the distances and the
 * public card `GET /api/kids/public` answers. The query's schema, which only the server parses
 * (the screen writes the query itself), is in explore-query.ts, off Explore's first load.
 */
export const EXPLORE_MESSAGES = {
  matchScore: (score: number) => `${score}% match`,
  /** How many filters are on, said after "Filters" to assistive technology. */
  activeFilters: (count: number) => `, ${count} active`,
  forKidNotFound: 'Kid not found.',
  withinKm: (km: number) => `Within ${km} km`,
  withinKmInvalid: 'Choose 5, 10, 25 or 50 km, or anywhere.',
  distanceAway: (km: number) => `≈ ${km} km away`,
  /** The count past Explore's cap (no count over every public kid): "120+ kids nearby". */
  kidsNearby: (count: number, capped: boolean) =>
    `${count}${capped ? '+' : ''} ${count === 1 && !capped ? 'kid' : 'kids'} nearby`,
  kidsFound: (count: number, capped: boolean) =>
    `${count}${capped ? '+' : ''} ${count === 1 && !capped ? 'kid' : 'kids'} found`,
} as const;

/** Explore's distance filter (issue 30): km from the viewer's home area; absent is anywhere. */
export const EXPLORE_DISTANCES_KM = [5, 10, 25, 50] as const;
export type ExploreDistanceKm = (typeof EXPLORE_DISTANCES_KM)[number];
/** The distance Explore starts at once a family has a home area (issue 30). */
export const EXPLORE_DEFAULT_DISTANCE_KM: ExploreDistanceKm = 25;

/** Explore's page size when none is asked for, and the largest one (spec §2.18 leaves it open). */
export const EXPLORE_PAGE_SIZE = 12;
export const EXPLORE_PAGE_SIZE_MAX = 48;

/**
 * Where the viewer stands with the family of a card (issue 29, defect 8), so a card never
 * offers Connect to a family already befriended or already asked: `friend` (the two parents
 * are friends), `request-sent` (the viewer's request to them is pending), `request-received`
 * (theirs to the viewer is pending), `none`. It tells the viewer only about the viewer's own
 * requests and friendships.
 */
export const EXPLORE_RELATIONSHIPS = [
  'none',
  'friend',
  'request-sent',
  'request-received',
] as const;
export type ExploreRelationship = (typeof EXPLORE_RELATIONSHIPS)[number];
