import { defineCatalogue } from '../../catalogue.js';
import english from './en.json' with { type: 'json' };

/**
 * The notifications area's catalogue (issue 28, decisions 074 and 076): the notifications'
 * sentences as the server writes them — NOTIFICATION_TEXTS, REPORT_MESSAGES.reviewed and the
 * names of deleted and suspended accounts say the same English —; the spec writes none. Read by
 * the server only (it loads every catalogue at start); no screen imports it.
 */
export const notificationsCatalogue = defineCatalogue('notifications', english, {
  es: () => import('./es.json', { with: { type: 'json' } }),
});
