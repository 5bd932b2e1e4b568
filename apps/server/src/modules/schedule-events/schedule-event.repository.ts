import { and, asc, eq, gte, lt, sql } from 'drizzle-orm';
import type { Locale } from '@nestling/shared';
import type { Database } from '../../db/client.js';
import { deleteFamilyRecord, familyRecord } from '../../db/family-records.js';
import { preparedOnce } from '../../db/prepared.js';
import {
  calendarFeeds,
  familyMembers,
  kids,
  parents,
  scheduleEvents,
} from '../../db/schema/index.js';

/** A schedule event as answers and the calendar feed read it, with its kid's name. */
export type ScheduleEventRecord = Omit<typeof scheduleEvents.$inferSelect, 'familyId'> & {
  kidName: string | null;
};

export interface EventRange {
  from?: Date | undefined;
  to?: Date | undefined;
}

/** Most events one list answer holds (a month or a year view stays far below it). */
export const MAX_EVENTS_PER_ANSWER = 1000;

/**
 * Data access for schedule events, always scoped by the family (decision 056), and for the
 * members' calendar feeds.
 */
export function createScheduleEventRepository(db: Database) {
  const selection = {
    id: scheduleEvents.id,
    kidId: scheduleEvents.kidId,
    title: scheduleEvents.title,
    description: scheduleEvents.description,
    startsAt: scheduleEvents.startsAt,
    createdAt: scheduleEvents.createdAt,
    updatedAt: scheduleEvents.updatedAt,
    createdBy: scheduleEvents.createdBy,
    kidName: kids.name,
  };

  // The calendars' lists (issue 13), prepared once: one statement each whether or not the
  // range has ends (an open end is ±infinity), served by the (family, start) index.
  const inRange = and(
    gte(
      scheduleEvents.startsAt,
      sql`coalesce(${sql.placeholder('from')}::timestamptz, '-infinity'::timestamptz)`,
    ),
    lt(
      scheduleEvents.startsAt,
      sql`coalesce(${sql.placeholder('to')}::timestamptz, 'infinity'::timestamptz)`,
    ),
  );
  const listQuery = (name: string, byKid: boolean) =>
    preparedOnce(() =>
      db
        .select(selection)
        .from(scheduleEvents)
        .leftJoin(kids, eq(scheduleEvents.kidId, kids.id))
        .where(
          and(
            eq(scheduleEvents.familyId, sql.placeholder('familyId')),
            byKid ? eq(scheduleEvents.kidId, sql.placeholder('kidId')) : undefined,
            inRange,
          ),
        )
        .orderBy(asc(scheduleEvents.startsAt), asc(scheduleEvents.id))
        .limit(MAX_EVENTS_PER_ANSWER)
        .prepare(name),
    );
  const eventsOfFamily = listQuery('schedule_events_of_family', false);
  const eventsOfKid = listQuery('schedule_events_of_kid', true);
  const rangeValues = (range: EventRange) => ({
    from: range.from?.toISOString() ?? null,
    to: range.to?.toISOString() ?? null,
  });

  return {
    /** All of the family's events, family-wide and per kid, ordered by start. */
    listByFamily: (familyId: number, range: EventRange = {}): Promise<ScheduleEventRecord[]> =>
      eventsOfFamily().execute({ familyId, ...rangeValues(range) }),

    /** One kid's events (the kid must be the family's: checked by the caller). */
    listByKid: (
      familyId: number,
      kidId: number,
      range: EventRange = {},
    ): Promise<ScheduleEventRecord[]> =>
      eventsOfKid().execute({ familyId, kidId, ...rangeValues(range) }),

    async findOwned(familyId: number, id: number): Promise<ScheduleEventRecord | undefined> {
      const [row] = await db
        .select(selection)
        .from(scheduleEvents)
        .leftJoin(kids, eq(scheduleEvents.kidId, kids.id))
        .where(familyRecord(scheduleEvents, familyId, id))
        .limit(1);
      return row;
    },

    async insert(values: typeof scheduleEvents.$inferInsert): Promise<number> {
      const [row] = await db
        .insert(scheduleEvents)
        .values(values)
        .returning({ id: scheduleEvents.id });
      if (!row) throw new Error('Event was not inserted');
      return row.id;
    },

    async update(
      familyId: number,
      id: number,
      values: Partial<
        Pick<typeof scheduleEvents.$inferInsert, 'kidId' | 'title' | 'description' | 'startsAt'>
      >,
    ): Promise<boolean> {
      const rows = await db
        .update(scheduleEvents)
        .set({ ...values, updatedAt: new Date() })
        .where(familyRecord(scheduleEvents, familyId, id))
        .returning({ id: scheduleEvents.id });
      return rows.length > 0;
    },

    async delete(familyId: number, id: number): Promise<boolean> {
      return deleteFamilyRecord(db, scheduleEvents, familyId, id);
    },

    async findFeed(parentId: number) {
      const [row] = await db
        .select()
        .from(calendarFeeds)
        .where(eq(calendarFeeds.parentId, parentId))
        .limit(1);
      return row;
    },

    /** Creates the member's feed, or replaces its token (the old URL stops working). */
    async upsertFeed(parentId: number, tokenHash: string): Promise<Date> {
      const now = new Date();
      await db
        .insert(calendarFeeds)
        .values({ parentId, tokenHash, createdAt: now })
        .onConflictDoUpdate({ target: calendarFeeds.parentId, set: { tokenHash, createdAt: now } });
      return now;
    },

    async deleteFeed(parentId: number): Promise<void> {
      await db.delete(calendarFeeds).where(eq(calendarFeeds.parentId, parentId));
    },

    /**
     * The family whose calendar a feed token shows: its member's family now (a member who
     * leaves takes their link along, decision 056), and the language of the feed's fixed words
     * (the member's saved one, decision 076); undefined for an unknown token.
     */
    async findFeedFamily(
      tokenHash: string,
    ): Promise<{ familyId: number; locale: Locale } | undefined> {
      const [row] = await db
        .select({ familyId: familyMembers.familyId, locale: parents.locale })
        .from(calendarFeeds)
        .innerJoin(familyMembers, eq(familyMembers.parentId, calendarFeeds.parentId))
        .innerJoin(parents, eq(parents.id, calendarFeeds.parentId))
        .where(eq(calendarFeeds.tokenHash, tokenHash))
        .limit(1);
      return row;
    },
  };
}

export type ScheduleEventRepository = ReturnType<typeof createScheduleEventRepository>;
