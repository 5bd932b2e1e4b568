import { defineCatalogue } from '../../catalogue.js';
import english from './en.json' with { type: 'json' };

/**
 * The privacy policy's catalogue (issue 28, decision 074; spec §2.17): the policy's long text,
 * in an area of its own so only /dashboard/privacy loads it. `places.<name>` is
 * `PLACE_MESSAGES[name]`'s words (GeoNames' attribution and the location note; a test keeps them
 * so). Spanish is a careful translation (its `meta.source` says so).
 */
export const privacyCatalogue = defineCatalogue('privacy', english, {
  es: () => import('./es.json', { with: { type: 'json' } }),
});
