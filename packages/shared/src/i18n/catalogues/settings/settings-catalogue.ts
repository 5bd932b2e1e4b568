import { ACCOUNT_MESSAGES } from '../../../schemas/account.js';
import { SUBSCRIPTION_MESSAGES } from '../../../schemas/subscriptions.js';
import { defineCatalogue, specTexts } from '../../catalogue.js';
import screens from './en.json' with { type: 'json' };

/**
 * The settings screen's catalogue (issue 28, decision 074): its header, the Display card, Download
 * my data, the subscription card and Delete my account with its dialog (issue 14, issue 29's
 * /dashboard/settings). English: the spec's texts are ACCOUNT_MESSAGES' and
 * SUBSCRIPTION_MESSAGES' own (`specTexts`, decision 079), the screen's other texts en.json's.
 * Spanish is a careful translation (its `meta.source`).
 */
export const settingsCatalogue = defineCatalogue(
  'settings',
  {
    ...specTexts(
      { account: ACCOUNT_MESSAGES, subscription: SUBSCRIPTION_MESSAGES },
      {
        account: [
          'settingsTitle',
          'exportTitle',
          'exportDescription',
          'exportDescriptionCaregiver',
          'exportButton',
          'deleteTitle',
          'deleteWarning',
          'deleteWarningFamilyStays',
          'deleteButton',
          'deleteConfirmButton',
          'deletePasswordLabel',
          'passwordRequired',
          'wrongPassword',
          'deleteFailed',
          'deleted',
        ],
        subscription: ['planName', 'manage'],
      },
    ),
    ...screens,
  },
  { es: () => import('./es.json', { with: { type: 'json' } }) },
);
