import { defineCatalogue } from '../../catalogue.js';
import english from './en.json' with { type: 'json' };

/**
 * The mail area's catalogue (issue 28, decisions 074 and 076): the server's e-mails (subject and
 * body), in the words the server has always sent; the spec writes none. Read by the server only
 * (it loads every catalogue at start); no screen imports it.
 */
export const mailCatalogue = defineCatalogue('mail', english, {
  es: () => import('./es.json', { with: { type: 'json' } }),
});
