import { defineCatalogue } from '../../catalogue.js';
import english from './en.json' with { type: 'json' };

/**
 * The invitation's acceptance screen's catalogue (issue 28, decision 074): /join-family, an
 * account-layout route (issue 24, slice 4) — cut from the family area so that neither first load
 * carries the other's English (decision 079). Spanish is a careful translation (its
 * `meta.source`).
 */
export const joinFamilyCatalogue = defineCatalogue('joinFamily', english, {
  es: () => import('./es.json', { with: { type: 'json' } }),
});
