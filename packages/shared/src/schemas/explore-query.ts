import { z } from 'zod';
import { GENDERS } from '../constants.js';
import { MAX_INTEREST_LENGTH, MAX_INTERESTS, parseInterests } from '../rules/interests.js';
import { recordIdSchema, textSchema } from './common.js';
import {
  EXPLORE_DISTANCES_KM,
  EXPLORE_MESSAGES,
  EXPLORE_PAGE_SIZE,
  EXPLORE_PAGE_SIZE_MAX,
  type ExploreDistanceKm,
} from './explore-texts.js';
import { kidAgeSchema } from './kid-fields.js';
import { KID_MESSAGES, SKILL_LEVELS } from './kid-texts.js';
import { pageNumberSchema, pageSizeUpTo } from './paging.js';

// The query of Explore's cards (spec §5 Public kid filters), apart from explore.ts: the server
// parses it; the screen writes the query from its filters (use-explore-filters) and needs only
// its type, so the schema is not on Explore's first load (issue 29).

/** A query-string value the web sends blank when a filter is off: blank counts as absent. */
const blankAsAbsent = (value: unknown) =>
  value === '' || (Array.isArray(value) && value.length === 0) ? undefined : value;

/**
 * The query of `GET /api/kids/public` (spec §5 Public kid filters). Every filter is optional;
 * a blank value is no filter.
 * - `interests`: every one must be among the kid's interests (case-insensitive). Repeat the
 *   parameter (`interests=Art&interests=Board%20Games`) or separate with commas.
 * - `gender`, `skillLevel`: must match exactly. `age`: the kid's age in whole years today, computed
 *   from the date of birth (not the stored form value).
 * - `forKid`: one of the viewer's own kids; each card then carries its match score for that kid
 *   and the best matches come first. Another family's kid answers 404.
 * - `withinKm` (issue 30): 5, 10, 25 or 50 — only kids whose family's home area lies within that
 *   many km of the viewer's family's (none when the viewer has no area); absent: anywhere.
 * - `page` (from 1), `pageSize` (1–48, default 12).
 */
export const exploreQuerySchema = z.object({
  interests: z
    .preprocess(
      (value) => parseInterests(value),
      z
        .array(textSchema().max(MAX_INTEREST_LENGTH, KID_MESSAGES.tooManyInterests))
        .max(MAX_INTERESTS, KID_MESSAGES.tooManyInterests),
    )
    .default([]),
  gender: z.preprocess(blankAsAbsent, z.enum(GENDERS).optional()),
  age: z.preprocess(blankAsAbsent, kidAgeSchema.optional()),
  skillLevel: z.preprocess(blankAsAbsent, z.enum(SKILL_LEVELS).optional()),
  forKid: z.preprocess(blankAsAbsent, recordIdSchema(EXPLORE_MESSAGES.forKidNotFound).optional()),
  withinKm: z.preprocess(
    (value) => (typeof value === 'number' ? String(value) : blankAsAbsent(value)),
    z
      .enum(EXPLORE_DISTANCES_KM.map(String) as ['5', '10', '25', '50'], {
        error: EXPLORE_MESSAGES.withinKmInvalid,
      })
      .transform((value) => Number(value) as ExploreDistanceKm)
      .optional(),
  ),
  page: pageNumberSchema,
  pageSize: pageSizeUpTo(EXPLORE_PAGE_SIZE_MAX, EXPLORE_PAGE_SIZE),
});
export type ExploreQuery = z.output<typeof exploreQuerySchema>;
export type ExploreQueryInput = z.input<typeof exploreQuerySchema>;
