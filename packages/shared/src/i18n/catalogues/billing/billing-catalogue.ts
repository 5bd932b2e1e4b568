import { defineCatalogue } from '../../catalogue.js';
import english from './en.json' with { type: 'json' };

/**
 * The billing area's catalogue (issue 28, decision 074): /dashboard/subscribe, /premium and the
 * settings screen's subscription card. `subscription.<name>` is `SUBSCRIPTION_MESSAGES[name]`'s
 * words and `features.<i>` `PREMIUM_FEATURES[i]` (a test keeps them so), so the server's billing
 * answers read in Spanish through `localize`. Spanish is a careful translation.
 */
export const billingCatalogue = defineCatalogue('billing', english, {
  es: () => import('./es.json', { with: { type: 'json' } }),
});
