import { CHAT_MESSAGES } from '../../../schemas/message-texts.js';
import { CHAT_TEXTS } from '../../../chat.js';
import { defineCatalogue, specTexts } from '../../catalogue.js';
import screens from './en.json' with { type: 'json' };

/**
 * An open conversation's catalogue (issue 28, decision 074): the messages, their states, the
 * input, delete and report, the deleted-account conversation, and the hub's messages card
 * (keys `chat.<name>`, `texts.<name>`; the texts the server or the profile area also say are
 * CHAT_MESSAGES' and CHAT_TEXTS' own, by `specTexts`, the others en.json's). Loaded with the
 * conversation's code, after the Messages screen's first draw (the `chat` catalogue). Spanish:
 * a careful translation.
 */
export const conversationCatalogue = defineCatalogue(
  'conversation',
  {
    ...specTexts(
      { chat: CHAT_MESSAGES, texts: CHAT_TEXTS },
      {
        chat: [
          'loadMessagesFailed',
          'sendFailed',
          'deleteFailed',
          'deleteConfirm',
          'noMessages',
          'textRequired',
          'textTooLong',
        ],
        texts: ['loadingMessages', 'cardTitle', 'noNewMessages', 'viewAll', 'previewUnavailable'],
      },
    ),
    ...screens,
  },
  { es: () => import('./es.json', { with: { type: 'json' } }) },
);
