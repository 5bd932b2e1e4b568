import { REPORT_MESSAGES } from '../../../schemas/moderation-texts.js';
import { defineCatalogue, specTexts } from '../../catalogue.js';
import screens from './en.json' with { type: 'json' };

/**
 * The moderation area's catalogue (issue 28, decision 074): the Moderation screen (open reports,
 * the audit log, the action form) and the server's moderation errors, keys `moderation.<name>`, `views.<view>`, `actions.<action>`.
 * English: the texts the schema, the server or the audit log also say are REPORT_MESSAGES' own
 * (`specTexts`), the screen's own words en.json's (each said once). Spanish: a careful translation.
 */
export const moderationCatalogue = defineCatalogue(
  'moderation',
  {
    ...specTexts(
      { actions: REPORT_MESSAGES.actions, moderation: REPORT_MESSAGES },
      {
        actions: ['dismiss', 'hide', 'suspend', 'reinstate'],
        moderation: [
          'actionInvalid',
          'actionReasonRequired',
          'actionReasonTooLong',
          'reportNotFound',
        ],
      },
    ),
    ...screens,
  },
  { es: () => import('./es.json', { with: { type: 'json' } }) },
);
