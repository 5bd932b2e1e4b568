import { SUBSCRIPTION_MESSAGES } from '../../../schemas/subscription-texts.js';
import { PREMIUM_FEATURES } from '../../../schemas/subscription-texts.js';
import { defineCatalogue, specTexts } from '../../catalogue.js';
import screens from './en.json' with { type: 'json' };

/**
 * The billing area's catalogue (issue 28, decision 074): /dashboard/subscribe, /premium and the
 * settings screen's subscription card. `subscription.<name>` is `SUBSCRIPTION_MESSAGES[name]`'s
 * words and `features.<i>` `PREMIUM_FEATURES[i]` (a test keeps them so), so the server's billing
 * answers read in Spanish through `localize`. Spanish is a careful translation.
 */
export const billingCatalogue = defineCatalogue(
  'billing',
  {
    ...specTexts(
      { subscription: SUBSCRIPTION_MESSAGES, features: PREMIUM_FEATURES },
      {
        subscription: [
          'required',
          'trialUsed',
          'trialNotOffered',
          'alreadySubscribed',
          'checkout',
          'noBillingAccount',
          'billingUnavailable',
        ],
        features: ['0', '1', '2', '3'],
      },
    ),
    ...screens,
  },
  { es: () => import('./es.json', { with: { type: 'json' } }) },
);
