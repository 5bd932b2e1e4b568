import { FRIEND_MESSAGES } from '../../../schemas/friend-texts.js';
import { CHAT_MESSAGES } from '../../../schemas/message-texts.js';
import { EXPLORE_MESSAGES } from '../../../schemas/explore-texts.js';
import { defineCatalogue, specTexts } from '../../catalogue.js';
import screens from './en.json' with { type: 'json' };

/**
 * The social areas' server errors (issue 28, decision 074): Explore's query, friend requests and
 * chat errors the server answers (keys `explore.<name>`, `friends.<name>`, `chat.<name>`: the
 * words of EXPLORE_MESSAGES, FRIEND_MESSAGES and CHAT_MESSAGES). Only the server reads it — it
 * answers in the request's language, so no screen carries these texts (the screens' first loads
 * stay small). Spanish: a careful translation.
 */
export const socialErrorsCatalogue = defineCatalogue(
  'socialErrors',
  {
    ...specTexts(
      { friends: FRIEND_MESSAGES, chat: CHAT_MESSAGES, explore: EXPLORE_MESSAGES },
      {
        friends: [
          'kidNotFound',
          'toOwnFamily',
          'receiverMismatch',
          'duplicatePending',
          'dailyCap',
          'requestNotFound',
          'notPending',
          'onlyReceiver',
          'onlySender',
          'friendNotFound',
        ],
        chat: ['receiverRequired', 'friendNotFound', 'messageNotFound', 'rateLimited', 'badCursor'],
        explore: ['forKidNotFound', 'withinKmInvalid'],
      },
    ),
    ...screens,
  },
  { es: () => import('./es.json', { with: { type: 'json' } }) },
);
