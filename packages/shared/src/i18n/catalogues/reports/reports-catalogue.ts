import { defineCatalogue } from '../../catalogue.js';
import english from './en.json' with { type: 'json' };

/**
 * The reports area's catalogue (issue 28, decision 074): the one Report dialog (of a card, a
 * request, a chat or a message) and the server's report errors — REPORT_MESSAGES' words, keys
 * `reports.<name>` and `reasons.<reason>`. Loaded with the dialog. Spanish: a careful translation.
 */
export const reportsCatalogue = defineCatalogue('reports', english, {
  es: () => import('./es.json', { with: { type: 'json' } }),
});
