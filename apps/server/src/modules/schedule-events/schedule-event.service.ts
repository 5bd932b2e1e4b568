import {
  SCHEDULE_EVENT_MESSAGES,
  type ScheduleEventCreate,
  type ScheduleEventUpdate,
} from '@nestling/shared';
import { notFound } from '../../lib/http-errors.js';
import { generateToken, hashToken } from '../auth/tokens.js';
import type { KidRepository } from '../kids/kid.repository.js';
import { renderCalendarFeed } from './calendar-feed.js';
import type {
  EventRange,
  ScheduleEventRecord,
  ScheduleEventRepository,
} from './schedule-event.repository.js';

/**
 * Calendars (issue 4, spec §2.10, §2.13, §7.4): kid and family events of one parent, and the
 * parent's private iCal feed. Another family's kid or event is not found (404).
 */
export function createScheduleEventService(deps: {
  repository: ScheduleEventRepository;
  kids: KidRepository;
  appUrl: string;
}) {
  const { repository, kids, appUrl } = deps;

  async function assertKid(parentId: number, kidId: number | null | undefined): Promise<void> {
    if (kidId === null || kidId === undefined) return;
    if (!(await kids.findOwned(parentId, kidId)))
      throw notFound(SCHEDULE_EVENT_MESSAGES.kidNotFound);
  }

  async function getOwned(parentId: number, id: number): Promise<ScheduleEventRecord> {
    const event = await repository.findOwned(parentId, id);
    if (!event) throw notFound('Event not found.');
    return event;
  }

  return {
    list: (parentId: number, range: EventRange) => repository.listByParent(parentId, range),

    /**
     * One kid's events. The list is scoped by the parent, so events found prove the kid is
     * theirs; only an empty list asks whether the kid is (one query in the common case).
     * @throws HttpError 404 when the kid is not this parent's
     */
    async listForKid(
      parentId: number,
      kidId: number,
      range: EventRange,
    ): Promise<ScheduleEventRecord[]> {
      const events = await repository.listByKid(parentId, kidId, range);
      if (events.length === 0) await assertKid(parentId, kidId);
      return events;
    },

    /** @throws HttpError 404 when the kid is not this parent's */
    async create(parentId: number, input: ScheduleEventCreate): Promise<ScheduleEventRecord> {
      await assertKid(parentId, input.kidId);
      const id = await repository.insert({ parentId, ...input });
      return getOwned(parentId, id);
    },

    /** @throws HttpError 404 for another family's event or kid */
    async update(
      parentId: number,
      id: number,
      input: ScheduleEventUpdate,
    ): Promise<ScheduleEventRecord> {
      await getOwned(parentId, id);
      await assertKid(parentId, input.kidId);
      await repository.update(parentId, id, input);
      return getOwned(parentId, id);
    },

    /** @throws HttpError 404 for another family's event */
    async remove(parentId: number, id: number): Promise<void> {
      if (!(await repository.delete(parentId, id))) throw notFound('Event not found.');
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
     * The iCalendar body behind a feed token.
     * @throws HttpError 404 for an unknown or revoked token
     */
    async renderFeed(token: string): Promise<string> {
      const parentId = await repository.findFeedOwner(hashToken(token));
      if (parentId === undefined) throw notFound(SCHEDULE_EVENT_MESSAGES.feedNotFound);
      const events = await repository.listByParent(parentId);
      return renderCalendarFeed(events, new URL(appUrl).hostname);
    },
  };
}

export type ScheduleEventService = ReturnType<typeof createScheduleEventService>;
