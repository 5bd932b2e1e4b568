import { CHAT_MESSAGES } from '../../../schemas/message-texts.js';
import { defineCatalogue, specTexts } from '../../catalogue.js';
import screens from './en.json' with { type: 'json' };

/**
 * The chat area's catalogue (issue 28, decision 074): the Messages screen and its friend list
 * (keys `chat.<name>`, `texts.<name>`; the screen's words are en.json's, the one CHAT_MESSAGES
 * also says is its own, by `specTexts`); an open conversation's texts are the conversation
 * catalogue's.
 */
export const chatCatalogue = defineCatalogue(
  'chat',
  { ...specTexts({ chat: CHAT_MESSAGES }, { chat: ['loadFriendsFailed'] }), ...screens },
  { es: () => import('./es.json', { with: { type: 'json' } }) },
);
