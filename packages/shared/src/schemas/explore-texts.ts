// Explore's texts, distances and page sizes, apart from the public card's schema (explore.ts):
// Explore draws them without zod on its first load (decision 082).

/**
 * Explore Public Kids (spec §2.18, §5 Public kid filters and Match score, §8.2; product.md
 * "Children's privacy and safety", "Explore and friends"): the texts, the distances and the
 * public card `GET /api/kids/public` answers. The query's schema, which only the server parses
 * (the screen writes the query itself), is in explore-query.ts, off Explore's first load.
 */
export const EXPLORE_MESSAGES = {
  title: 'Explore Public Kids',
  empty: 'No kids found. Try adjusting your filters!',
  fetchFailed: '⚠️ Error fetching kids',
  matchingFor: 'Matching for',
  matchScore: (score: number) => `${score}% match`,
  customInterestLabel: 'Add a custom interest',
  /** The filters' region, and the button folding them on a phone (issue 29, defect 4). */
  filters: 'Filters',
  /** How many filters are on, said after "Filters" to assistive technology. */
  activeFilters: (count: number) => `, ${count} active`,
  clearFilters: 'Clear filters',
  connect: 'Connect',
  chat: 'Chat',
  /** Why Chat is not offered on a card whose family is not a friend (product.md). */
  chatOnlyFriends: 'You can chat once this family has accepted a request.',
  block: 'Block',
  /** The card's Report (issue 27): its family, through the one Report dialog. */
  report: 'Report',
  /** The add and edit kid forms' switch and field (product.md), and what the card shows. */
  showInExplore: 'Show in Explore',
  area: 'Area',
  areaHint: 'Town or neighbourhood, shown on the public card (optional).',
  publicCardNote:
    'When “Show in Explore” is on, verified parents see this kid’s first name, age, gender, interests, skill level, photo and area — never the address or date of birth.',
  forKidNotFound: 'Kid not found.',
  /** Issue 30: the distance filter, its choices, and the card's distance. */
  distance: 'Distance',
  withinKm: (km: number) => `Within ${km} km`,
  anywhere: 'Anywhere',
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

/** What a card says in place of Connect for each relationship (issue 29). */
export const EXPLORE_RELATIONSHIP_LABELS: Record<Exclude<ExploreRelationship, 'none'>, string> = {
  friend: 'Friends',
  'request-sent': 'Request sent',
  'request-received': 'Request received',
};
