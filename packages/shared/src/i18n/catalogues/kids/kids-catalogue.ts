import { defineCatalogue } from '../../catalogue.js';
import english from './en.json' with { type: 'json' };

/**
 * The kids area's catalogue (issue 28, decision 074): Kids Profile Management, a kid's profile,
 * the add and edit forms and their fields, and the kids' shared texts (`kid.<name>` is
 * `KID_MESSAGES[name]`'s words, `gestation.<name>` `GESTATION_MESSAGES[name]`'s; a test keeps them
 * so). Spanish is a careful translation (its `meta.source` says so).
 */
export const kidsCatalogue = defineCatalogue('kids', english, {
  es: () => import('./es.json', { with: { type: 'json' } }),
});
