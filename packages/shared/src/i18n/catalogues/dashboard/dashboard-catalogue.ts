import { defineCatalogue } from '../../catalogue.js';
import english from './en.json' with { type: 'json' };

/**
 * The dashboard's catalogue (issue 28, decision 074): the greeting, the eight tiles and the
 * profile menu of /dashboard (spec §2.9), apart from the common area so the other screens do
 * not carry its English. English is the spec's text exactly ('Hi, {name}', default 'Parent',
 * the tiles' and the menu's names); Spanish is a careful translation (its `meta.source`).
 */
export const dashboardCatalogue = defineCatalogue('dashboard', english, {
  es: () => import('./es.json', { with: { type: 'json' } }),
});
