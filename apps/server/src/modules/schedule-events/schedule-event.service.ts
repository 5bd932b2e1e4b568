import {
  SCHEDULE_EVENT_MESSAGES,
  type ScheduleEventCreate,
  type ScheduleEventUpdate,
  NOT_FOUND_MESSAGES,
} from '@nestling/shared';
import { notFound } from '../../lib/http-errors.js';
import { assertMayChangeRecord, type FamilyMember } from '../../lib/request-context.js';
import { generateToken, hashToken } from '../auth/tokens.js';
import type { KidRepository } from '../kids/kid.repository.js';
import { renderCalendarFeed } from './calendar-feed.js';
import type {
  EventRange,
  ScheduleEventRecord,
  ScheduleEventRepository,
} from './schedule-event.repository.js';

/**
 * Calendars (issue 4, spec §2.10, §2.13, §7.4): kid and family events of one family, which
 * every member sees and edits (decision 056; each event keeps who wrote it), and each member's
 * private iCal feed of them. Another family's kid or event is not found (404).
 */
export function createScheduleEventService(deps: {
  repository: ScheduleEventRepository;
  kids: KidRepository;
  appUrl: string;
}) {
  const { repository, kids, appUrl } = deps;

  async function assertKid(familyId: number, kidId: number | null | undefined): Promise<void> {
    if (kidId === null || kidId === undefined) return;
    if (!(await kids.findOwned(familyId, kidId)))
      throw notFound(SCHEDULE_EVENT_MESSAGES.kidNotFound);
  }

  async function getOwned(familyId: number, id: number): Promise<ScheduleEventRecord> {
    const event = await repository.findOwned(familyId, id);
    if (!event) throw notFound(NOT_FOUND_MESSAGES.event);
    return event;
  }

  return {
    list: (member: FamilyMember, range: EventRange) =>
      repository.listByFamily(member.familyId, range),

    /**
     * One kid's events. The list is scoped by the family, so events found prove the kid is
     * theirs; only an empty list asks whether the kid is (one query in the common case).
     * @throws HttpError 404 when the kid is not the member's family's
     */
    async listForKid(
      member: FamilyMember,
      kidId: number,
      range: EventRange,
    ): Promise<ScheduleEventRecord[]> {
      const events = await repository.listByKid(member.familyId, kidId, range);
      if (events.length === 0) await assertKid(member.familyId, kidId);
      return events;
    },

    /** @throws HttpError 404 when the kid is not the member's family's */
    async create(member: FamilyMember, input: ScheduleEventCreate): Promise<ScheduleEventRecord> {
      await assertKid(member.familyId, input.kidId);
      const id = await repository.insert({
        familyId: member.familyId,
        createdBy: member.id,
        ...input,
      });
      return getOwned(member.familyId, id);
    },

    /**
     * @throws HttpError 404 for another family's event or kid; 403 GUARDIAN_ONLY for a
     *   caregiver and another member's event
     */
    async update(
      member: FamilyMember,
      id: number,
      input: ScheduleEventUpdate,
    ): Promise<ScheduleEventRecord> {
      assertMayChangeRecord(member, (await getOwned(member.familyId, id)).createdBy);
      await assertKid(member.familyId, input.kidId);
      await repository.update(member.familyId, id, input);
      return getOwned(member.familyId, id);
    },

    /**
     * @throws HttpError 404 for another family's event; 403 GUARDIAN_ONLY for a caregiver and
     *   another member's event
     */
    async remove(member: FamilyMember, id: number): Promise<void> {
      assertMayChangeRecord(member, (await getOwned(member.familyId, id)).createdBy);
      if (!(await repository.delete(member.familyId, id))) throw notFound(NOT_FOUND_MESSAGES.event);
    },

    async feedStatus(parentId: number): Promise<{ enabled: boolean; createdAt: string | null }> {
      const feed = await repository.findFeed(parentId);
      return { enabled: Boolean(feed), createdAt: feed?.createdAt.toISOString() ?? null };
    },

    /**
     * Turns the feed on, or regenerates it: a new 256-bit token, of which only the hash is
     * kept. The previous URL stops working.
     * @returns the feed URL (shown once) and when it was made
     */
    async createFeed(parentId: number): Promise<{ url: string; createdAt: string }> {
      const { token, hash } = generateToken();
      const createdAt = await repository.upsertFeed(parentId, hash);
      return {
        url: `${appUrl}/api/calendar-feed/${token}.ics`,
        createdAt: createdAt.toISOString(),
      };
    },

    revokeFeed: (parentId: number) => repository.deleteFeed(parentId),

    /**
     * The iCalendar body behind a feed token: the calendar of its member's family, its fixed
     * words in the member's saved language.
     * @throws HttpError 404 for an unknown or revoked token
     */
    async renderFeed(token: string): Promise<string> {
      const feed = await repository.findFeedFamily(hashToken(token));
      if (feed === undefined) throw notFound(SCHEDULE_EVENT_MESSAGES.feedNotFound);
      const events = await repository.listByFamily(feed.familyId);
      return renderCalendarFeed(events, new URL(appUrl).hostname, feed.locale);
    },
  };
}

export type ScheduleEventService = ReturnType<typeof createScheduleEventService>;
