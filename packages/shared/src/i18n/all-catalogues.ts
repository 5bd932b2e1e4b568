import { accountCatalogue } from './catalogues/account/account-catalogue.js';
import { errorsCatalogue } from './catalogues/errors/errors-catalogue.js';
import { kidsCatalogue } from './catalogues/kids/kids-catalogue.js';
import { kidFormsCatalogue } from './catalogues/kid-forms/kid-forms-catalogue.js';
import { healthCatalogue } from './catalogues/health/health-catalogue.js';
import { growthCatalogue } from './catalogues/growth/growth-catalogue.js';
import { calendarCatalogue } from './catalogues/calendar/calendar-catalogue.js';

/**
 * Every area's catalogue: what the server loads at start and the catalogue test checks. A new
 * area adds its catalogue here (decision 074); the web imports an area's catalogue by name, so
 * its screens carry only their own area's English.
 */
export const CATALOGUES = [
  accountCatalogue,
  errorsCatalogue,
  kidsCatalogue,
  kidFormsCatalogue,
  healthCatalogue,
  growthCatalogue,
  calendarCatalogue,
] as const;
