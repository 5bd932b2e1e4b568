import { ACCOUNT_MESSAGES } from '../../../schemas/account-texts.js';
import { defineCatalogue, specTexts } from '../../catalogue.js';
import screens from './en.json' with { type: 'json' };

/**
 * The catalogue of the settings cards below the fold (issue 28, decision 074): the subscription
 * card and Delete my account with its dialog, whose code loads after the screen's (decision 055)
 * — their texts with them. English: the spec's texts are ACCOUNT_MESSAGES' own (`specTexts`,
 * decision 079); SUBSCRIPTION_MESSAGES' two words are in en.json (importing that module here
 * would put it in a file of its own shared with the billing screens' first loads), which the
 * catalogue test compares. Spanish is a careful translation (its `meta.source`).
 */
export const settingsBelowCatalogue = defineCatalogue(
  'settingsBelow',
  {
    ...specTexts(
      { account: ACCOUNT_MESSAGES },
      {
        account: [
          'deleteTitle',
          'deleteWarning',
          'deleteWarningFamilyStays',
          'deleteButton',
          'deleteConfirmButton',
          'deletePasswordLabel',
          'passwordRequired',
          'wrongPassword',
          'deleteFailed',
        ],
      },
    ),
    ...screens,
  },
  { es: () => import('./es.json', { with: { type: 'json' } }) },
);
