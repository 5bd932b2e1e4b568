import { z } from 'zod';
import { GENDERS } from '../constants.js';
import { SKILL_LEVELS } from './kid-texts.js';
import { pageSchema } from './page.js';
import { EXPLORE_RELATIONSHIPS } from './explore-texts.js';

/**
 * A kid's public card (product.md: first name, age, gender, interests, skill level, photo and
 * area). Nothing else of the kid or its parent leaves the owner's account: never the full
 * name, the street address, the date of birth or the parent's e-mail.
 * - `firstName`: the first word of the kid's name (publicFirstName: "Mia Rose Smith" → "Mia").
 * - `age`: whole years today, from the date of birth.
 * - `interests`: as the parent spelled them.
 * - `photoUrl`: served by the files module only to verified parents not blocked either way.
 * - `parentId`: the family the card belongs to (the Chat link's `chatWith`; a request's
 *   `receiverId`); an opaque id that opens nothing but what a friendship allows.
 * - `matchScore`: 0–100 for the query's `forKid` (matchScore rule), null without one.
 * - `relationship`: where the viewer stands with the card's family (EXPLORE_RELATIONSHIPS).
 * - `area` (issue 30): the name of the family's home area, a gazetteer place ("York"), or null.
 * - `distanceKm`: whole km between the two families' places' centres, at least 1; absent when
 *   either family has no area. No latitude or longitude anywhere.
 */
export const publicKidSchema = z.object({
  id: z.number().int(),
  parentId: z.number().int(),
  firstName: z.string(),
  age: z.number().int(),
  gender: z.enum(GENDERS),
  interests: z.array(z.string()),
  skillLevel: z.enum(SKILL_LEVELS).nullable(),
  area: z.string().nullable(),
  distanceKm: z.number().int().min(1).optional(),
  photoUrl: z.string().nullable(),
  matchScore: z.number().int().min(0).max(100).nullable(),
  relationship: z.enum(EXPLORE_RELATIONSHIPS),
});
export type PublicKid = z.infer<typeof publicKidSchema>;

/**
 * The answer of `GET /api/kids/public`: one page of cards and how many match — counted up to a
 * cap (issue 30: no count over every public kid); `totalCapped` true means "`total` or more".
 */
export const publicKidPageSchema = pageSchema(publicKidSchema).extend({
  totalCapped: z.boolean(),
});
export type PublicKidPage = z.infer<typeof publicKidPageSchema>;
