// The kids' texts and limits, apart from the kid's schema (kids.ts): the screens showing kids
// draw them without zod on their first load (decision 082).
import { MAX_INTEREST_LENGTH, MAX_INTERESTS } from '../rules/interests.js';

/** Texts of the kid forms (spec §5 Add-kid and Edit-kid forms, §8.2 Add kid, Edit kid). */
export const KID_MESSAGES = {
  required: 'Please fill all required fields.',
  ageInvalid: 'Age must be a whole number, 0 or more.',
  ageTooHigh: 'Age must be 25 or less.',
  dobInvalid: 'Enter a valid date of birth.',
  dobFuture: 'Date of birth cannot be later than today.',
  nameTooLong: 'Name must be at most 60 characters.',
  addressTooLong: 'Address must be at most 200 characters.',
  areaTooLong: 'Area must be at most 60 characters.',
  areaNotAddress: 'Enter a town or neighbourhood, not a street address.',
  tooManyInterests: `At most ${MAX_INTERESTS} interests, each up to ${MAX_INTEREST_LENGTH} characters.`,
  imageTooLarge: 'Image is too large (max 5MB).',
  imageType: 'Unsupported image type. Allowed: JPG, PNG, WEBP.',
  imageUnreadable: 'The image could not be read. Please choose another file.',
  saveFailed: 'Failed to save: ',
  updateFailed: 'Update failed: ',
  tooMany: 'You can keep up to 20 kid profiles.',
} as const;

/** Most kid profiles one parent may keep (our limit, so lists stay one page). */
export const MAX_KIDS_PER_PARENT = 20;

/** Skill levels a kid card can show (spec §3 Kid skillLevel; the values are ours). */
export const SKILL_LEVELS = ['Beginner', 'Intermediate', 'Advanced'] as const;

/** Image types allowed for kid and parent photos (spec §5, §9). */
export const PHOTO_MIME_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/jpg'] as const;
