import { accountCatalogue } from './catalogues/account/account-catalogue.js';
import { commonCatalogue } from './catalogues/common/common-catalogue.js';
import { dashboardCatalogue } from './catalogues/dashboard/dashboard-catalogue.js';
import { errorsCatalogue } from './catalogues/errors/errors-catalogue.js';
import { exploreCatalogue } from './catalogues/explore/explore-catalogue.js';
import { exploreFiltersCatalogue } from './catalogues/explore-filters/explore-filters-catalogue.js';
import { placesCatalogue } from './catalogues/places/places-catalogue.js';
import { friendsCatalogue } from './catalogues/friends/friends-catalogue.js';
import { chatCatalogue } from './catalogues/chat/chat-catalogue.js';
import { conversationCatalogue } from './catalogues/conversation/conversation-catalogue.js';
import { callsCatalogue } from './catalogues/calls/calls-catalogue.js';
import { reportsCatalogue } from './catalogues/reports/reports-catalogue.js';
import { blocksCatalogue } from './catalogues/blocks/blocks-catalogue.js';
import { moderationCatalogue } from './catalogues/moderation/moderation-catalogue.js';
import { notificationCenterCatalogue } from './catalogues/notification-center/notification-center-catalogue.js';
import { socialErrorsCatalogue } from './catalogues/social-errors/social-errors-catalogue.js';
import { csvCatalogue } from './catalogues/csv/csv-catalogue.js';
import { icalCatalogue } from './catalogues/ical/ical-catalogue.js';
import { mailCatalogue } from './catalogues/mail/mail-catalogue.js';
import { notificationsCatalogue } from './catalogues/notifications/notifications-catalogue.js';
import { pushCatalogue } from './catalogues/push/push-catalogue.js';
import { validationCatalogue } from './catalogues/validation/validation-catalogue.js';
import { achievementsCatalogue } from './catalogues/achievements/achievements-catalogue.js';
import { milestonesCatalogue } from './catalogues/milestones/milestones-catalogue.js';
import { checklistsCatalogue } from './catalogues/checklists/checklists-catalogue.js';
import { setupCatalogue } from './catalogues/setup/setup-catalogue.js';
import { verificationCatalogue } from './catalogues/verification/verification-catalogue.js';
import { kidsCatalogue } from './catalogues/kids/kids-catalogue.js';
import { kidFormsCatalogue } from './catalogues/kid-forms/kid-forms-catalogue.js';
import { healthCatalogue } from './catalogues/health/health-catalogue.js';
import { growthCatalogue } from './catalogues/growth/growth-catalogue.js';
import { calendarCatalogue } from './catalogues/calendar/calendar-catalogue.js';
import { billingCatalogue } from './catalogues/billing/billing-catalogue.js';
import { privacyCatalogue } from './catalogues/privacy/privacy-catalogue.js';
import { profileCatalogue } from './catalogues/profile/profile-catalogue.js';
import { settingsCatalogue } from './catalogues/settings/settings-catalogue.js';
import { profileFormCatalogue } from './catalogues/profile-form/profile-form-catalogue.js';
import { settingsBelowCatalogue } from './catalogues/settings-below/settings-below-catalogue.js';
import { familyCatalogue } from './catalogues/family/family-catalogue.js';
import { joinFamilyCatalogue } from './catalogues/join-family/join-family-catalogue.js';
import { pushDevicesCatalogue } from './catalogues/push-devices/push-devices-catalogue.js';

/**
 * Every area's catalogue: what the server loads at start and the catalogue test checks. A new
 * area adds its catalogue here (decision 074); the web imports an area's catalogue by name, so
 * its screens carry only their own area's English. The server's own areas (mail, notifications,
 * push, ical, csv, validation; decision 076) are read by the server only.
 */
export const CATALOGUES = [
  accountCatalogue,
  errorsCatalogue,
  exploreCatalogue,
  exploreFiltersCatalogue,
  placesCatalogue,
  friendsCatalogue,
  chatCatalogue,
  conversationCatalogue,
  callsCatalogue,
  socialErrorsCatalogue,
  reportsCatalogue,
  blocksCatalogue,
  moderationCatalogue,
  notificationCenterCatalogue,
  commonCatalogue,
  dashboardCatalogue,
  mailCatalogue,
  notificationsCatalogue,
  pushCatalogue,
  icalCatalogue,
  csvCatalogue,
  validationCatalogue,
  achievementsCatalogue,
  milestonesCatalogue,
  checklistsCatalogue,
  setupCatalogue,
  verificationCatalogue,
  kidsCatalogue,
  kidFormsCatalogue,
  healthCatalogue,
  growthCatalogue,
  calendarCatalogue,
  billingCatalogue,
  privacyCatalogue,
  profileCatalogue,
  settingsCatalogue,
  profileFormCatalogue,
  settingsBelowCatalogue,
  familyCatalogue,
  joinFamilyCatalogue,
  pushDevicesCatalogue,
] as const;
