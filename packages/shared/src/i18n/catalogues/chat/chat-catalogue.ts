import { defineCatalogue } from '../../catalogue.js';
import english from './en.json' with { type: 'json' };

/**
 * The chat area's catalogue (issue 28, decision 074): chat — the Messages screen and the hub's messages card
 * (CHAT_MESSAGES' words as `chat.<name>`, CHAT_TEXTS' as `texts.<name>`) and the server's chat
 * errors.
 */
export const chatCatalogue = defineCatalogue('chat', english, {
  es: () => import('./es.json', { with: { type: 'json' } }),
});
