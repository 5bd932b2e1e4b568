import { defineCatalogue } from '../../catalogue.js';
import english from './en.json' with { type: 'json' };

/**
 * The csv area's catalogue (issue 28, decisions 074 and 076): the CSV exports' headers and fixed
 * cells, in the server's words; the spec writes none. Read by the server only (it loads every
 * catalogue at start); no screen imports it.
 */
export const csvCatalogue = defineCatalogue('csv', english, {
  es: () => import('./es.json', { with: { type: 'json' } }),
});
