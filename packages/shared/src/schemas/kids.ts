import { z } from 'zod';
import { GENDERS } from '../constants.js';
import { SKILL_LEVELS } from './kid-texts.js';

// The kids' texts and a kid as answered. What a client sends — the add and edit forms' fields —
// is in kid-fields.ts: only the forms and the server load it, so the screens that show kids
// draw without it (issue 29).

/** A kid as the owner sees it (spec §3 Kid, plus product.md's showInExplore and area). */
export const kidSchema = z.object({
  id: z.number().int(),
  parentId: z.number().int(),
  name: z.string(),
  age: z.number().int(),
  gender: z.enum(GENDERS),
  dob: z.string(),
  address: z.string(),
  interests: z.array(z.string()),
  skillLevel: z.enum(SKILL_LEVELS).nullable(),
  photoUrl: z.string().nullable(),
  showInExplore: z.boolean(),
  area: z.string().nullable(),
  /** Gestational age at birth, when the parent gave it (issue 26: corrected ages below 37 weeks). */
  gestationalAge: z.object({ weeks: z.number().int(), days: z.number().int() }).nullable(),
  createdAt: z.string(),
});
export type Kid = z.infer<typeof kidSchema>;

export const kidListSchema = z.array(kidSchema);

/** PATCH /api/parents/edit (spec §7.2). */
export const PARENT_PROFILE_MESSAGES = {
  updated: '✅ Profile updated!',
  updateFailed: '❌ Failed to update profile.',
  photoUploaded: '✅ Photo uploaded successfully!',
  uploadFailed: '❌ Upload failed.',
  noPhoto: '❌ No photo selected.',
} as const;
