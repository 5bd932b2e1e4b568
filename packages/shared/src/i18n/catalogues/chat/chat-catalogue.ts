import { defineCatalogue } from '../../catalogue.js';
import english from './en.json' with { type: 'json' };

/**
 * The chat area's catalogue (issue 28, decision 074): the Messages screen and its friend list
 * (CHAT_MESSAGES' words as `chat.<name>`, CHAT_TEXTS' as `texts.<name>`); an open conversation's
 * texts are the conversation catalogue's.
 */
export const chatCatalogue = defineCatalogue('chat', english, {
  es: () => import('./es.json', { with: { type: 'json' } }),
});
