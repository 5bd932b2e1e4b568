import { defineCatalogue } from '../../catalogue.js';
import english from './en.json' with { type: 'json' };

/**
 * The common area's catalogue (issue 28, decision 074): what every signed-in screen shares — the
 * navigation bar, the layout's skip link and footer, the session gate, the offline state, the
 * router's error screen, and the shared components' texts (pager, dialogs, date and time fields,
 * the calendar, file pickers, the appearance switch). English is the spec's text exactly where
 * the spec writes one (§2.2 'Checking authentication...', §2.3's links); Spanish is a careful
 * translation (its `meta.source` says so).
 */
export const commonCatalogue = defineCatalogue('common', english, {
  es: () => import('./es.json', { with: { type: 'json' } }),
});
