import { PLACE_MESSAGES } from '../../../schemas/place-texts.js';
import { defineCatalogue, specTexts } from '../../catalogue.js';
import screens from './en.json' with { type: 'json' };

/**
 * The places area's catalogue (issue 28, decision 074): places and the family's home area (PLACE_MESSAGES'
 * words, keys `places.<name>`): Explore's home-area prompt and hint, the places typeahead, and the
 * server's place errors. Place names themselves stay as the gazetteer has them.
 */
export const placesCatalogue = defineCatalogue(
  'places',
  {
    ...specTexts(
      { places: PLACE_MESSAGES },
      {
        places: [
          'homeArea',
          'chooseFromList',
          'placeNotFound',
          'queryInvalid',
          'none',
          'locationDenied',
          'locationUnavailable',
          'locationUnsupported',
          'noPlaceNearby',
          'placesUnavailable',
          'privacyLocation',
          'attribution',
        ],
      },
    ),
    ...screens,
  },
  { es: () => import('./es.json', { with: { type: 'json' } }) },
);
