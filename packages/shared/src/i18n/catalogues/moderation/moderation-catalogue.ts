import { defineCatalogue } from '../../catalogue.js';
import english from './en.json' with { type: 'json' };

/**
 * The moderation area's catalogue (issue 28, decision 074): the Moderation screen (open reports,
 * the audit log, the action form) and the server's moderation errors — REPORT_MESSAGES' words,
 * keys `moderation.<name>`, `views.<view>`, `actions.<action>`. Spanish: a careful translation.
 */
export const moderationCatalogue = defineCatalogue('moderation', english, {
  es: () => import('./es.json', { with: { type: 'json' } }),
});
