import { ACCOUNT_MESSAGES } from '../../../schemas/account-texts.js';
import { defineCatalogue, specTexts } from '../../catalogue.js';
import screens from './en.json' with { type: 'json' };

/**
 * The settings screen's catalogue (issue 28, decision 074): its header, the Display card, Download
 * my data, the calendar feed card (issue 4, `calendarFeed.*`: drawn with the screen) and the
 * deletion's toast (issue 14, issue 29's /dashboard/settings); the cards below
 * the fold are the settingsBelow area's. English: the spec's texts are ACCOUNT_MESSAGES' own
 * (`specTexts`, decision 079), the screen's other texts en.json's. Spanish is a careful
 * translation (its `meta.source`).
 */
export const settingsCatalogue = defineCatalogue(
  'settings',
  {
    ...specTexts(
      { account: ACCOUNT_MESSAGES },
      {
        account: [
          'settingsTitle',
          'exportTitle',
          'exportDescription',
          'exportDescriptionCaregiver',
          'exportButton',
          'deleted',
        ],
      },
    ),
    ...screens,
  },
  { es: () => import('./es.json', { with: { type: 'json' } }) },
);
