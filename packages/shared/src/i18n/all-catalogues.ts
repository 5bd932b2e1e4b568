import { accountCatalogue } from './catalogues/account/account-catalogue.js';
import { errorsCatalogue } from './catalogues/errors/errors-catalogue.js';
import { achievementsCatalogue } from './catalogues/achievements/achievements-catalogue.js';
import { milestonesCatalogue } from './catalogues/milestones/milestones-catalogue.js';
import { checklistsCatalogue } from './catalogues/checklists/checklists-catalogue.js';

/**
 * Every area's catalogue: what the server loads at start and the catalogue test checks. A new
 * area adds its catalogue here (decision 074); the web imports an area's catalogue by name, so
 * its screens carry only their own area's English.
 */
export const CATALOGUES = [
  accountCatalogue,
  errorsCatalogue,
  achievementsCatalogue,
  milestonesCatalogue,
  checklistsCatalogue,
] as const;
