import { accountCatalogue } from './catalogues/account/account-catalogue.js';
import { csvCatalogue } from './catalogues/csv/csv-catalogue.js';
import { errorsCatalogue } from './catalogues/errors/errors-catalogue.js';
import { icalCatalogue } from './catalogues/ical/ical-catalogue.js';
import { mailCatalogue } from './catalogues/mail/mail-catalogue.js';
import { notificationsCatalogue } from './catalogues/notifications/notifications-catalogue.js';
import { pushCatalogue } from './catalogues/push/push-catalogue.js';
import { validationCatalogue } from './catalogues/validation/validation-catalogue.js';

/**
 * Every area's catalogue: what the server loads at start and the catalogue test checks. A new
 * area adds its catalogue here (decision 074); the web imports an area's catalogue by name, so
 * its screens carry only their own area's English. The server's own areas (mail, notifications,
 * push, ical, csv, validation; decision 076) are read by the server only.
 */
export const CATALOGUES = [
  accountCatalogue,
  errorsCatalogue,
  mailCatalogue,
  notificationsCatalogue,
  pushCatalogue,
  icalCatalogue,
  csvCatalogue,
  validationCatalogue,
] as const;
