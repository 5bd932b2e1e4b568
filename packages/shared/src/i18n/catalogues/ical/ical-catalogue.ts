import { defineCatalogue } from '../../catalogue.js';
import english from './en.json' with { type: 'json' };

/**
 * The ical area's catalogue (issue 28, decisions 074 and 076): the calendar feed's fixed words, in
 * the server's words; the spec writes none. Read by the server only (it loads every catalogue at
 * start); no screen imports it.
 */
export const icalCatalogue = defineCatalogue('ical', english, {
  es: () => import('./es.json', { with: { type: 'json' } }),
});
