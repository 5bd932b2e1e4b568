export * from './locales.js';
export * from './catalogue.js';
export * from './translations.js';
import { accountCatalogue } from './catalogues/account/index.js';

export { accountCatalogue };

/**
 * Every area's catalogue: what the server loads at start and the catalogue test checks. A new
 * area adds its catalogue here (decision 074); the web imports an area's catalogue by name, so
 * its screens carry only their own area's English.
 */
export const CATALOGUES = [accountCatalogue] as const;
