import { defineCatalogue } from '../../catalogue.js';
import english from './en.json';

/**
 * The account area's catalogue (issue 28, decision 074): login, register, forgot and new
 * password, verify e-mail, and the server's error texts of spec §8 (`common.*`, `server.*`).
 * English is the spec's text exactly (`MESSAGES`' sections common, login, register, verify,
 * resetRequest, newPassword are the same words, a test keeps them so); Spanish is a careful
 * translation (its `meta.source` says so).
 */
export const accountCatalogue = defineCatalogue('account', english, {
  es: () => import('./es.json'),
});
