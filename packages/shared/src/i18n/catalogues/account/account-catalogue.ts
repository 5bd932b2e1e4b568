import { defineCatalogue } from '../../catalogue.js';
import english from './en.json' with { type: 'json' };

/**
 * The account area's catalogue (issue 28, decision 074): the account screens (login, register,
 * forgot and new password) and the shared schemas' texts they show. English is the spec's text
 * exactly (a key `<section>.<name>` is `MESSAGES[section][name]`'s words, a test keeps them so);
 * Spanish is a careful translation (its `meta.source` says so). The server's error texts are the
 * errors area's.
 */
export const accountCatalogue = defineCatalogue('account', english, {
  es: () => import('./es.json', { with: { type: 'json' } }),
});
