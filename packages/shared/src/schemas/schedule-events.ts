import { z } from 'zod';
import { isStorableInstant } from '../rules/dates.js';
import { recordIdSchema, textSchema } from './common.js';
import {
  SCHEDULE_EVENT_MESSAGES,
  EVENT_TITLE_MAX,
  EVENT_DESCRIPTION_MAX,
} from './schedule-event-texts.js';

/** An ISO date-time with an offset, between years 1 and 9999 (see isStorableInstant). */
const isoInstant = z.iso
  .datetime({ offset: true, error: SCHEDULE_EVENT_MESSAGES.dateInvalid })
  .refine(isStorableInstant, SCHEDULE_EVENT_MESSAGES.dateInvalid);
const isoDate = z.iso.date({ error: SCHEDULE_EVENT_MESSAGES.dateInvalid });

const titleSchema = textSchema({ error: SCHEDULE_EVENT_MESSAGES.titleRequired })
  .trim()
  .min(1, SCHEDULE_EVENT_MESSAGES.titleRequired)
  .max(EVENT_TITLE_MAX, SCHEDULE_EVENT_MESSAGES.titleTooLong);

const descriptionSchema = textSchema()
  .trim()
  .max(EVENT_DESCRIPTION_MAX, SCHEDULE_EVENT_MESSAGES.descriptionTooLong)
  .nullable()
  .optional()
  .transform((value) => (value ? value : null));

/** A kid id in a body: a positive whole number (spec §3: kidId is a number). */
const kidIdSchema = recordIdSchema(SCHEDULE_EVENT_MESSAGES.invalidKidId);

/**
 * POST /api/schedules, in both forms of spec §7.4:
 * - the kid calendar's `{kidId, date (ISO date-time), title, description}`;
 * - the schedule card's `{title, description, date (YYYY-MM-DD), startTime (ISO)}`, no kid:
 *   a family event.
 * Either way the event starts at one UTC instant: `startTime` when given, else `date`.
 */
export const scheduleEventCreateSchema = z
  .strictObject({
    kidId: kidIdSchema.nullable().optional(),
    date: z.union([isoInstant, isoDate], { error: SCHEDULE_EVENT_MESSAGES.dateInvalid }),
    startTime: isoInstant.optional(),
    title: titleSchema,
    description: descriptionSchema,
  })
  .superRefine((value, context) => {
    if (!value.startTime && !value.date.includes('T')) {
      context.addIssue({
        code: 'custom',
        path: ['startTime'],
        message: SCHEDULE_EVENT_MESSAGES.dateInvalid,
      });
    }
  })
  .transform((value) => ({
    kidId: value.kidId ?? null,
    startsAt: new Date(value.startTime ?? value.date),
    title: value.title,
    description: value.description,
  }));
export type ScheduleEventCreate = z.output<typeof scheduleEventCreateSchema>;

/** PATCH /api/schedules/:id: any of title, description, start (date-time) and kid. */
export const scheduleEventUpdateSchema = z
  .strictObject({
    kidId: kidIdSchema.nullable().optional(),
    date: isoInstant.optional(),
    startTime: isoInstant.optional(),
    title: titleSchema.optional(),
    description: descriptionSchema,
  })
  .transform((value) => {
    const start = value.startTime ?? value.date;
    return {
      ...(value.kidId !== undefined ? { kidId: value.kidId } : {}),
      ...(start ? { startsAt: new Date(start) } : {}),
      ...(value.title !== undefined ? { title: value.title } : {}),
      ...(value.description !== undefined ? { description: value.description } : {}),
    };
  });
export type ScheduleEventUpdate = z.output<typeof scheduleEventUpdateSchema>;

/** Optional range of GET /api/schedules[/:kidId]: events starting in [from, to). */
export const scheduleEventRangeSchema = z
  .object({ from: isoInstant.optional(), to: isoInstant.optional() })
  .refine(
    (range) => !range.from || !range.to || range.from < range.to,
    SCHEDULE_EVENT_MESSAGES.rangeInvalid,
  );

/**
 * A schedule event as answered (spec §3 Schedule event). `date` and `startTime` carry the same
 * UTC instant (the kid calendar reads `date`, the schedule card `startTime`).
 */
export const scheduleEventSchema = z.object({
  id: z.number().int(),
  /** The member who wrote it (decision 056), null once their account is gone. */
  createdBy: z.number().int().nullable(),
  kidId: z.number().int().nullable(),
  kidName: z.string().nullable(),
  title: z.string(),
  description: z.string().nullable(),
  date: z.string(),
  startTime: z.string(),
  createdAt: z.string(),
});
export type ScheduleEvent = z.infer<typeof scheduleEventSchema>;
export const scheduleEventListSchema = z.array(scheduleEventSchema);

/** The private calendar feed (issue 4): whether it is on, and its URL when just created. */
export const calendarFeedStatusSchema = z.object({
  enabled: z.boolean(),
  createdAt: z.string().nullable(),
});
export const calendarFeedCreatedSchema = z.object({ url: z.string(), createdAt: z.string() });

/**
 * The feed's path parameter, `<token>.ics`: text of any other form names no feed, and says so
 * in the feed's own words (never the pattern it failed — found by issue 14's schema fuzzing).
 */
export const calendarFeedParamsSchema = z.object({
  token: z.string().regex(/^[\w-]{20,100}\.ics$/, SCHEDULE_EVENT_MESSAGES.feedNotFound),
});
