import { REPORT_MESSAGES } from '../../../schemas/moderation-texts.js';
import { defineCatalogue, specTexts } from '../../catalogue.js';
import screens from './en.json' with { type: 'json' };

/**
 * The reports area's catalogue (issue 28, decision 074): the one Report dialog (of a card, a
 * request, a chat or a message) and the server's report errors, keys `reports.<name>` and
 * `reasons.<reason>`. English: the texts the schema or the server also say are REPORT_MESSAGES'
 * own (`specTexts`), the dialog's own words en.json's (each said once). Loaded with the dialog.
 * Spanish: a careful translation.
 */
export const reportsCatalogue = defineCatalogue(
  'reports',
  {
    ...specTexts(
      { reasons: REPORT_MESSAGES.reasons, reports: REPORT_MESSAGES },
      {
        reasons: ['spam', 'inappropriate', 'harassment', 'child-safety', 'other'],
        reports: [
          'reasonLabel',
          'reasonRequired',
          'noteTooLong',
          'submit',
          'targetTypeInvalid',
          'notFound',
          'ownFamily',
          'tooMany',
          'reviewed',
          'close',
        ],
      },
    ),
    ...screens,
  },
  { es: () => import('./es.json', { with: { type: 'json' } }) },
);
