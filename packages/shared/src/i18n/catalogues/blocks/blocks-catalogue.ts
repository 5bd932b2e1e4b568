import { defineCatalogue } from '../../catalogue.js';
import english from './en.json' with { type: 'json' };

/**
 * The blocks area's catalogue (issue 28, decision 074): the Block confirmation, its toasts, the
 * blocked families card and the server's block errors — BLOCK_MESSAGES' words, keys
 * `blocks.<name>`. Spanish: a careful translation.
 */
export const blocksCatalogue = defineCatalogue('blocks', english, {
  es: () => import('./es.json', { with: { type: 'json' } }),
});
