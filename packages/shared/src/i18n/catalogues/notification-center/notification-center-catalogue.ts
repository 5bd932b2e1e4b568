import { defineCatalogue } from '../../catalogue.js';
import english from './en.json' with { type: 'json' };

/**
 * The Notifications Center's catalogue (issue 28, decision 074): the screen's chrome — counts,
 * buttons, links, the start times' labels — and the API's notification errors
 * (NOTIFICATION_MESSAGES' words, keys `notifications.<name>`). A notification's own text comes
 * from the server, in the recipient's language. Spanish: a careful translation.
 */
export const notificationCenterCatalogue = defineCatalogue('notificationCenter', english, {
  es: () => import('./es.json', { with: { type: 'json' } }),
});
