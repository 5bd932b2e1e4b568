import { defineCatalogue } from '../../catalogue.js';
import english from './en.json' with { type: 'json' };

/**
 * An open conversation's catalogue (issue 28, decision 074): the messages, their states, the
 * input, delete and report, the deleted-account conversation, and the hub's messages card
 * (CHAT_MESSAGES' words as `chat.<name>`, CHAT_TEXTS' as `texts.<name>`). Loaded with the
 * conversation's code, after the Messages screen's first draw (the `chat` catalogue). Spanish:
 * a careful translation.
 */
export const conversationCatalogue = defineCatalogue('conversation', english, {
  es: () => import('./es.json', { with: { type: 'json' } }),
});
