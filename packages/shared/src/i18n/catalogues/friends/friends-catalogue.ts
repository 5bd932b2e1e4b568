import { FRIEND_MESSAGES } from '../../../schemas/friend-texts.js';
import { defineCatalogue, specTexts } from '../../catalogue.js';
import screens from './en.json' with { type: 'json' };

/**
 * The friends area's catalogue (issue 28, decision 074): friend and meetup requests — My Requests, the
 * pending-requests and Schedule Meetup dialogs, Accept and Reject (keys `friends.<name>`,
 * `columns.<name>`, `statusLabels.<status>`) and the server's request errors. English: the
 * texts the schemas also say are FRIEND_MESSAGES' own (`specTexts`), the screens' en.json's.
 */
export const friendsCatalogue = defineCatalogue(
  'friends',
  {
    ...specTexts(
      { friends: FRIEND_MESSAGES },
      {
        friends: [
          'kidRequired',
          'meetingTypeInvalid',
          'proposedTimeInvalid',
          'proposedTimePast',
          'proposedTimeTooFar',
          'messageTooLong',
        ],
      },
    ),
    ...screens,
  },
  { es: () => import('./es.json', { with: { type: 'json' } }) },
);
