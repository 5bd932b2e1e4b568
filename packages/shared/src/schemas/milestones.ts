import { z } from 'zod';
import { builtOnce } from './built-once.js';
import { MILESTONE_PAGE_SIZES, MILESTONE_TITLE_MAX_LENGTH } from '../constants.js';
import { isIsoDate } from '../rules/dates.js';
import { recordIdSchema, textSchema } from './common.js';
import { pageSchema } from './page.js';
import { pageNumberSchema, pageSizeOneOf } from './paging.js';

/**
 * Texts of the Achievements screen's milestones and AI panel (spec §2.15, §5 AI milestone,
 * §8.2 Achievements), and of the milestone routes' refusals. Texts the spec follows with a
 * value are prefixes (`milestonesLoadFailed` + ` (message)`) or functions.
 */
export const MILESTONE_MESSAGES = {
  kidIdInvalid: 'Invalid or missing kid ID.',
  kidNotFound: 'Kid not found.',
  notFound: 'Milestone not found.',
  titleRequired: 'Please enter a title.',
  titleTooLong: `Title must be at most ${MILESTONE_TITLE_MAX_LENGTH} characters.`,
  dateRequired: 'Please pick a date.',
  dateInvalid: 'Enter a valid date.',
  nothingToChange: 'Send a title, a date or completed.',
} as const;

/**
 * Spec §5 AI milestone, also the 409 of POST and PATCH /api/milestones: a kid already has a
 * milestone of this title, compared case-insensitively after trimming.
 * @param title the title as the parent sent it (trimmed)
 */
export function milestoneExistsMessage(title: string): string {
  return `Milestone "${title}" already exists.`;
}

/** The status filter of the milestone list (spec §2.15: All, Completed, Incomplete). */
export const MILESTONE_STATUSES = ['all', 'completed', 'incomplete'] as const;
export type MilestoneStatus = (typeof MILESTONE_STATUSES)[number];
/** The sort of the milestone list by date (spec §2.15: Newest First, Oldest First). */
export const MILESTONE_SORTS = ['newest', 'oldest'] as const;
export type MilestoneSort = (typeof MILESTONE_SORTS)[number];
/** Milestone dates are kept between these days (a date outside is a typing mistake). */
export const MILESTONE_DATE_MIN = '1900-01-01';
export const MILESTONE_DATE_MAX = '2199-12-31';

const kidIdSchema = recordIdSchema(MILESTONE_MESSAGES.kidIdInvalid);

/** A milestone's title: trimmed, 1–120 characters, storable text. */
export const milestoneTitleSchema = textSchema({ error: MILESTONE_MESSAGES.titleRequired })
  .trim()
  .min(1, MILESTONE_MESSAGES.titleRequired)
  .max(MILESTONE_TITLE_MAX_LENGTH, MILESTONE_MESSAGES.titleTooLong);

/**
 * A milestone's date: `YYYY-MM-DD` (an ISO date-time is read by its first 10 characters, as a
 * kid's dob is), 1900–2199. It may be in the future: a suggestion is dated the day the kid
 * reaches its age.
 */
export const milestoneDateSchema = z
  .string({ error: MILESTONE_MESSAGES.dateRequired })
  .trim()
  .min(1, MILESTONE_MESSAGES.dateRequired)
  .transform((value) => value.slice(0, 10))
  .refine(
    (value) => isIsoDate(value) && value >= MILESTONE_DATE_MIN && value <= MILESTONE_DATE_MAX,
    MILESTONE_MESSAGES.dateInvalid,
  );

/** POST /api/milestones (spec §7.5: `{kidId, title, date}`; 201 with the milestone). */
export const milestoneCreateSchema = z.object({
  kidId: kidIdSchema,
  title: milestoneTitleSchema,
  date: milestoneDateSchema,
});
export type MilestoneCreate = z.output<typeof milestoneCreateSchema>;

/** PATCH /api/milestones/:id: any of title, date and completed (at least one). */
export const milestoneUpdateSchema = z
  .object({
    title: milestoneTitleSchema.optional(),
    date: milestoneDateSchema.optional(),
    completed: z.boolean({ error: 'Completed must be true or false.' }).optional(),
  })
  .refine(
    (value) =>
      value.title !== undefined || value.date !== undefined || value.completed !== undefined,
    MILESTONE_MESSAGES.nothingToChange,
  );
export type MilestoneUpdate = z.output<typeof milestoneUpdateSchema>;

/**
 * GET /api/milestones?kidId= (spec §7.5) with the screen's controls (spec §2.15): `q` searches
 * titles (case-insensitive, anywhere in the title; `%` and `_` are plain characters),
 * `status`, `sort` by date, `page` from 1 (the shared paging parameters), `pageSize` 5
 * (default), 10 or 20 (spec §9). Built on the first call (`builtOnce`: the web, which never
 * asks for it, does not build it when the module is evaluated); `milestoneListQuerySchema` is it.
 */
export const getMilestoneListQuerySchema = builtOnce(() =>
  z.object({
    kidId: kidIdSchema,
    q: textSchema()
      .trim()
      .max(MILESTONE_TITLE_MAX_LENGTH, MILESTONE_MESSAGES.titleTooLong)
      .optional()
      .transform((value) => value || undefined),
    status: z.enum(MILESTONE_STATUSES).default('all'),
    sort: z.enum(MILESTONE_SORTS).default('newest'),
    page: pageNumberSchema,
    pageSize: pageSizeOneOf(MILESTONE_PAGE_SIZES),
  }),
);
/** The query of GET /api/milestones (see getMilestoneListQuerySchema). */
export const milestoneListQuerySchema = /* @__PURE__ */ getMilestoneListQuerySchema();
export type MilestoneListQuery = z.output<typeof milestoneListQuerySchema>;

/** A milestone as answered (spec §3 Milestone: id, title, date, completed; plus its kid). */
export const milestoneSchema = z.object({
  id: z.number().int(),
  /** The member who wrote it (decision 056), null once their account is gone. */
  createdBy: z.number().int().nullable(),
  kidId: z.number().int(),
  title: z.string(),
  /** `YYYY-MM-DD` */
  date: z.string(),
  completed: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Milestone = z.infer<typeof milestoneSchema>;

/**
 * The answer of GET /api/milestones (the one page shape, `pageSchema`): the spec's list is
 * `items`, one page of it, with `total`
 * the number of milestones matching `q` and `status` (for the page indicator), and `counts`
 * the kid's milestones regardless of the filter (for the progress bar of spec §2.15).
 */
export const milestonePageSchema = pageSchema(milestoneSchema).extend({
  counts: z.object({ all: z.number().int(), completed: z.number().int() }),
});
export type MilestonePage = z.infer<typeof milestonePageSchema>;

/** The route parameter of /api/milestones/:id, built on the first call (see above). */
export const getMilestoneIdParamsSchema = builtOnce(() =>
  z.object({ id: recordIdSchema(MILESTONE_MESSAGES.notFound) }),
);
/** The route parameter of /api/milestones/:id (see getMilestoneIdParamsSchema). */
export const milestoneIdParamsSchema = /* @__PURE__ */ getMilestoneIdParamsSchema();
