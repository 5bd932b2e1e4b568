import { defineCatalogue } from '../../catalogue.js';
import english from './en.json' with { type: 'json' };

/**
 * The setup area's catalogue (issue 28, decisions 074 and 079): the register, forgot
 * password and new password screens' own texts and the password strength hint's. Apart from the
 * account area (what the account layout and /login say, and the spec's texts every account form
 * shows) so /login carries none of it in either language: only these pages import it, and the
 * chunk policy keeps it with them (route-chunks.ts). Spanish: a careful translation.
 */
export const setupCatalogue = defineCatalogue('setup', english, {
  es: () => import('./es.json', { with: { type: 'json' } }),
});
