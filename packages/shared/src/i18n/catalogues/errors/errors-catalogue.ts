import { defineCatalogue } from '../../catalogue.js';
import english from './en.json' with { type: 'json' };

/**
 * The errors area's catalogue (issue 28, decision 074): the server's error texts — spec §8's
 * common ones (`MESSAGES.common`), the verification link's, and the server's own (`server.*`:
 * a body that is not JSON, an address not valid…) — which the server answers in the request's
 * language. The web's screens do not import it (their own area's catalogue has the few they
 * show), so no screen carries these texts.
 */
export const errorsCatalogue = defineCatalogue('errors', english, {
  es: () => import('./es.json', { with: { type: 'json' } }),
});
