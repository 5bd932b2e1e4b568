import { defineCatalogue } from '../../catalogue.js';
import english from './en.json' with { type: 'json' };

/**
 * The growth area's catalogue (issue 28, decision 074): the Health Tracker's Growth section
 * (issue 26) and the growth schemas' texts (`growth.<name>` is `GROWTH_MESSAGES[name]`'s words,
 * a test keeps them so; the gestational age's are the kids area's). An area of its own, so the
 * health tracker's first load does not carry it: it comes with the section's lazy part. Spanish
 * is a careful translation (its `meta.source` says so).
 */
export const growthCatalogue = defineCatalogue('growth', english, {
  es: () => import('./es.json', { with: { type: 'json' } }),
});
