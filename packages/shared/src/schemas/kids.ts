import { z } from 'zod';
import { GENDERS } from '../constants.js';
import { SKILL_LEVELS } from './kid-texts.js';
import { builtOnce } from './built-once.js';

// The kids' texts and a kid as answered. What a client sends — the add and edit forms' fields —
// is in kid-fields.ts: only the forms and the server load it, so the screens that show kids
// draw without it (issue 29).

/**
 * A kid as the owner sees it (spec §3 Kid, plus product.md's showInExplore and area), built on
 * the first call (`builtOnce`: the web builds it when it first checks a kid); `kidSchema` is it.
 */
export const getKidSchema = builtOnce(() =>
  z.object({
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
  }),
);
/** A kid as the owner sees it (see getKidSchema). */
export const kidSchema = /* @__PURE__ */ getKidSchema();
export type Kid = z.infer<typeof kidSchema>;

/** A list of kids (`GET /api/kids`), built on the first call; `kidListSchema` is it. */
export const getKidListSchema = builtOnce(() => z.array(getKidSchema()));
/** A list of kids (see getKidListSchema). */
export const kidListSchema = /* @__PURE__ */ getKidListSchema();

/** PATCH /api/parents/edit (spec §7.2). */
export const PARENT_PROFILE_MESSAGES = {
  updated: '✅ Profile updated!',
  updateFailed: '❌ Failed to update profile.',
  photoUploaded: '✅ Photo uploaded successfully!',
  uploadFailed: '❌ Upload failed.',
  noPhoto: '❌ No photo selected.',
} as const;
