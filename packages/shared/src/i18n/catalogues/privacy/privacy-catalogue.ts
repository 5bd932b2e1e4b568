import { PLACE_MESSAGES } from '../../../schemas/place-texts.js';
import { defineCatalogue, specTexts } from '../../catalogue.js';
import screens from './en.json' with { type: 'json' };

/**
 * The privacy policy's catalogue (issue 28, decision 074; spec §2.17): the policy's long text,
 * in an area of its own so only /dashboard/privacy loads it. `places.<name>` is
 * `PLACE_MESSAGES[name]`'s words (GeoNames' attribution and the location note; a test keeps them
 * so). Spanish is a careful translation (its `meta.source` says so).
 */
export const privacyCatalogue = defineCatalogue(
  'privacy',
  {
    ...specTexts({ places: PLACE_MESSAGES }, { places: ['privacyLocation', 'attribution'] }),
    ...screens,
  },
  { es: () => import('./es.json', { with: { type: 'json' } }) },
);
