import { defineCatalogue } from '../../catalogue.js';
import english from './en.json' with { type: 'json' };

/**
 * The places area's catalogue (issue 28, decision 074): places and the family's home area (PLACE_MESSAGES'
 * words, keys `places.<name>`): Explore's home-area prompt and hint, the places typeahead, and the
 * server's place errors. Place names themselves stay as the gazetteer has them.
 */
export const placesCatalogue = defineCatalogue('places', english, {
  es: () => import('./es.json', { with: { type: 'json' } }),
});
