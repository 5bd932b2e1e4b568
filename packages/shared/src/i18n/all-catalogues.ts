import { accountCatalogue } from './catalogues/account/account-catalogue.js';
import { setupCatalogue } from './catalogues/setup/setup-catalogue.js';
import { errorsCatalogue } from './catalogues/errors/errors-catalogue.js';
import { verificationCatalogue } from './catalogues/verification/verification-catalogue.js';

/**
 * Every area's catalogue: what the server loads at start and the catalogue test checks. A new
 * area adds its catalogue here (decision 074); the web imports an area's catalogue by name, so
 * its screens carry only their own area's English.
 */
export const CATALOGUES = [
  accountCatalogue,
  setupCatalogue,
  errorsCatalogue,
  verificationCatalogue,
] as const;
