// The calendar's texts and limits, apart from its schemas (schedule-events.ts): a kid's calendar
// draws them without zod on its first load (decision 082).

/** Texts of the calendars (spec §5 Kid calendar and Parent-hub schedule add, §8.2). */
export const SCHEDULE_EVENT_MESSAGES = {
  invalidKidId: '❌ Invalid or missing kid ID.',
  unexpectedData: '❌ Unexpected data from server.',
  loadFailed: '❌ Could not load events. Please try again.',
  pickDateAndTitle: '❌ Please pick a date and enter a title.',
  addFailed: '❌ Failed to add event.',
  saveFailed: '❌ Could not save event.',
  deleteFailed: '❌ Could not delete event.',
  added: '✅ Event added successfully!',
  deleted: '✅ Event deleted.',
  deleteConfirm: 'Are you sure you want to delete this event?',
  hubAdded: '✅ Event added!',
  hubAddFailed: '❌ Could not add event.',
  hubFillAll: '❌ Please fill in all fields.',
  titleRequired: 'Please enter a title.',
  titleTooLong: 'Title must be at most 120 characters.',
  descriptionTooLong: 'Notes must be at most 1000 characters.',
  dateInvalid: 'Please pick a valid date and time.',
  rangeInvalid: 'The range must be valid dates with "from" before "to".',
  kidNotFound: 'Kid not found.',
  feedNotFound: 'Calendar feed not found.',
  untitled: 'Untitled Event',
  emptyUpcoming: 'No events added yet. Add one above!',
  loading: 'Loading events...',
} as const;

export const EVENT_TITLE_MAX = 120;
export const EVENT_DESCRIPTION_MAX = 1000;
/** Calendar picker step (spec §9). */
export const CALENDAR_TIME_STEP_MINUTES = 15;
/** Default time of the schedule card's form (spec §9). */
export const DEFAULT_EVENT_TIME = '09:00';
/** The schedule card's status line clears after this delay (spec §9). */
export const SCHEDULE_STATUS_CLEAR_MS = 3_000;
