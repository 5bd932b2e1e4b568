// The health tracker's texts and limits, apart from the answers' schemas (health-logs.ts): a
// kid's health tracker draws them without zod on its first load (decision 082).

/** Texts of the health tracker (spec §5 Health log, Self-assessment; §8.2 Health). */
export const HEALTH_MESSAGES = {
  kidMissing: '❌ This kid does not exist. Redirecting...',
  kidCheckFailed: '❌ Failed to verify kid. Redirecting...',
  submissionFailed: '❌ Submission failed: ',
  logAdded: '✅ Health log added successfully!',
  nameAndDateRequired: '❌ Kid Name and Date are required.',
  dateRequired: 'Please enter a date.',
  dateInvalid: 'Enter a valid date.',
  dateFuture: 'The date cannot be in the future.',
  moodInvalid: 'Mood must be Happy, Okay or Sad.',
  sleepInvalid: 'Sleep must be a number of hours from 0 to 24, in half hours.',
  textTooLong: 'This text is too long.',
  selectRequired: 'Please answer every question.',
  kidIdInvalid: 'Invalid or missing kid ID.',
  documentType: 'Unsupported file type. Allowed: JPG, PNG, WEBP, PDF.',
  documentTooLarge: 'File too large. Max 5MB.',
  documentUnreadable: 'The file could not be read. Please choose another one.',
} as const;

/** Self-assessment options (spec §5): stored as words; the emoji are labels on screen. */
export const SELF_ASSESSMENT_OPTIONS = {
  moodToday: [
    { value: 'Happy', label: '😊 Happy' },
    { value: 'Okay', label: '😐 Okay' },
    { value: 'Sad', label: '😢 Sad' },
  ],
  enjoyedDay: [
    { value: 'Yes', label: '👍 Yes' },
    { value: 'No', label: '👎 No' },
  ],
  schoolDay: [
    { value: 'Great', label: '🟢 Great' },
    { value: 'Okay', label: '🟡 Okay' },
    { value: 'Bad', label: '🔴 Bad' },
  ],
  bullied: [
    { value: 'No', label: 'No' },
    { value: 'Yes', label: 'Yes' },
  ],
} as const;

export const HEALTH_LOG_TEXT_MAX = 2000;
export const HEALTH_LOG_PAGE_SIZE_MAX = 500;
