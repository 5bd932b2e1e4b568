import { defineCatalogue } from '../../catalogue.js';
import english from './en.json' with { type: 'json' };

/**
 * The validation area's catalogue (issue 28, decisions 074 and 076): zod's generic validation
 * details in plain words (decision 036: `<field>: <rule>`), in the server's words; the spec writes
 * none. Read by the server only (it loads every catalogue at start); no screen imports it.
 */
export const validationCatalogue = defineCatalogue('validation', english, {
  es: () => import('./es.json', { with: { type: 'json' } }),
});
