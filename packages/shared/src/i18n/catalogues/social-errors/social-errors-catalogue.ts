import { defineCatalogue } from '../../catalogue.js';
import english from './en.json' with { type: 'json' };

/**
 * The social areas' server errors (issue 28, decision 074): Explore's query, friend requests and
 * chat errors the server answers (keys `explore.<name>`, `friends.<name>`, `chat.<name>`: the
 * words of EXPLORE_MESSAGES, FRIEND_MESSAGES and CHAT_MESSAGES). Only the server reads it — it
 * answers in the request's language, so no screen carries these texts (the screens' first loads
 * stay small). Spanish: a careful translation.
 */
export const socialErrorsCatalogue = defineCatalogue('socialErrors', english, {
  es: () => import('./es.json', { with: { type: 'json' } }),
});
