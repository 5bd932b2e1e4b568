// The account's texts and constants, apart from its schema (account.ts): the settings screen
// draws them without zod on its first load (decision 082).

/**
 * The parent's data rights (issue 14; GDPR Art. 15, 17 and 20; COPPA's parental review and
 * deletion): the texts of the settings screen's export and deletion, and the server's errors.
 */
export const ACCOUNT_MESSAGES = {
  settingsTitle: 'Settings',
  exportTitle: 'Download my data',
  exportDescription:
    'A zip file with everything Nestling keeps about you and your kids: your profile, kids, calendar, health logs, self-assessments, milestones, certificates, requests, friends, messages, notifications, blocks, and every file you uploaded.',
  exportDescriptionCaregiver:
    'A zip file with what you added to your family in Nestling: your profile, the calendar entries, health logs, self-assessments, milestones, measurements and certificates you wrote, your notifications, and every file you uploaded. The kids’ profiles are the family’s: its guardians download them.',
  exportButton: 'Download my data',
  exportPreparing: 'Preparing your download…',
  exportFailed: 'Your data could not be downloaded. Please try again.',
  deleteTitle: 'Delete my account',
  deleteWarning:
    'This deletes your account, your kids’ profiles, their calendar, health logs, milestones and certificates, your friendships and requests, and every file you uploaded. It cannot be undone. Friends keep the messages you exchanged, shown as from a deleted account. A paid subscription is cancelled.',
  deleteWarningFamilyStays:
    'This deletes your account and takes you out of your family. The family keeps its kids and everything you added for them. It cannot be undone.',
  deleteButton: 'Delete my account',
  deleteConfirmButton: 'Delete my account for good',
  deletePasswordLabel: 'Your password',
  passwordRequired: 'Please enter your password.',
  wrongPassword: 'The password is wrong.',
  deleteFailed: 'Your account could not be deleted. Please try again.',
  deleted: 'Your account has been deleted.',
} as const;

/**
 * How a message of a parent who deleted their account names its sender or receiver (issue 14:
 * a friend's copy of the conversation stays, "deleted account").
 */
export const DELETED_ACCOUNT_NAME = 'Deleted account';

/** The name of the JSON file in the export zip, and the folder of the uploaded files. */
export const ACCOUNT_EXPORT_JSON = 'nestling-data.json';
export const ACCOUNT_EXPORT_FILES_FOLDER = 'files';
/** The version of the export JSON's shape (raised when a field changes meaning). */
export const ACCOUNT_EXPORT_FORMAT = 1;
