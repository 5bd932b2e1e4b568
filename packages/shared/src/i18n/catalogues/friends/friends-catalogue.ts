import { defineCatalogue } from '../../catalogue.js';
import english from './en.json' with { type: 'json' };

/**
 * The friends area's catalogue (issue 28, decision 074): friend and meetup requests — My Requests, the
 * pending-requests and Schedule Meetup dialogs, Accept and Reject (keys `friends.<name>`,
 * `columns.<name>`, `statusLabels.<status>`; the screens' words are said here only, the schema's
 * validation texts also by FRIEND_MESSAGES) and the server's request errors.
 */
export const friendsCatalogue = defineCatalogue('friends', english, {
  es: () => import('./es.json', { with: { type: 'json' } }),
});
