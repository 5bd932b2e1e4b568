import type { FastifyBaseLogger } from 'fastify';
import { REMINDER_LEAD_HOURS } from '@nestling/shared';
import { notificationFor } from './notification-content.js';
import { pushFor, pushesForNotifications } from '../push/push-content.js';
import type { RunInTransaction } from '../repositories.js';
import type { NotificationRepository } from './notification.repository.js';
import type { NotificationService } from './notification.service.js';

/** Candidates read per query; a tick reads again until fewer come back. */
const BATCH = 500;
/** Batches one tick may take per kind (500 × 40 = 20,000 reminders), so a tick always ends. */
const MAX_BATCHES = 40;
const HOUR_MS = 60 * 60 * 1000;

/**
 * Reminders (product.md "Explore and friends": meetup reminders, upcoming calendar events):
 * every `intervalMs`, one notification for each calendar event and each accepted meetup
 * (to both its parents) starting within {@link REMINDER_LEAD_HOURS} hours — exactly once, even
 * with several app instances on one database: the reminder's unique key (parent, kind, subject,
 * start) makes the second insert a no-op, so only the instance whose insert landed announces
 * it. Each batch's pushes are written to the push outbox in the same transaction as its
 * reminders (issue 25). Nothing here runs until {@link start}; the app starts it (REMINDER_INTERVAL_SECONDS)
 * and stops it at close.
 */
export function createReminderScheduler(deps: {
  repository: Pick<NotificationRepository, 'dueEvents' | 'dueMeetups'>;
  /** Each batch's reminders and their pushes (issue 25) are written in one transaction. */
  transaction: RunInTransaction;
  notifications: Pick<NotificationService, 'announce'>;
  logger: FastifyBaseLogger;
  /** Time between ticks, in milliseconds. */
  intervalMs: number;
}) {
  const { repository, transaction, notifications, logger, intervalMs } = deps;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> | undefined;

  /**
   * Creates the reminders due at `now`, in batches, and announces those this call inserted.
   * @returns `due`: the events and meetups found still lacking a reminder (the backlog this call
   *   worked on; a meetup counts once for its two parents), `created`: the reminders this call
   *   inserted (another instance may have inserted the rest)
   */
  async function run(now: Date): Promise<{ due: number; created: number }> {
    const until = new Date(now.getTime() + REMINDER_LEAD_HOURS * HOUR_MS);
    let due = 0;
    let created = 0;
    for (let batch = 0; batch < MAX_BATCHES; batch += 1) {
      const events = await repository.dueEvents(now, until, BATCH);
      const inserted = await transaction(async (repos) => {
        const rows = await repos.notifications.insert(events.map(notificationFor.eventReminder));
        // The push names the kid by first name (the centre's sentence names them whole).
        const eventOf = new Map(events.map((event) => [`${event.parentId}:${event.id}`, event]));
        await repos.push.enqueue(
          rows.map((row) =>
            pushFor.eventReminder(row, eventOf.get(`${row.parentId}:${row.subjectId}`)!),
          ),
        );
        return rows;
      });
      notifications.announce(inserted);
      due += events.length;
      created += inserted.length;
      if (events.length < BATCH) break;
    }
    for (let batch = 0; batch < MAX_BATCHES; batch += 1) {
      const meetups = await repository.dueMeetups(now, until, BATCH);
      const inserted = await transaction(async (repos) => {
        const rows = await repos.notifications.insert(meetups.map(notificationFor.meetupReminder));
        await repos.push.enqueue(pushesForNotifications(rows));
        return rows;
      });
      notifications.announce(inserted);
      due += meetups.length;
      created += inserted.length;
      if (meetups.length < BATCH) break;
    }
    return { due, created };
  }

  /**
   * Creates the reminders due at `now` (see run).
   * @returns how many reminders this call created
   */
  async function runOnce(now: Date = new Date()): Promise<number> {
    return (await run(now)).created;
  }

  /**
   * One tick, unless the previous one still runs. Each tick logs one `reminder tick` line
   * (`due`, `created`, `ms`) — the pending-reminder backlog docs/deploy.md says to watch;
   * failures are logged, the next tick retries.
   */
  function tick(): void {
    if (running) return;
    const started = Date.now();
    running = run(new Date())
      .then(({ due, created }) =>
        logger.info({ due, created, ms: Date.now() - started }, 'reminder tick'),
      )
      .catch((error: unknown) => logger.error({ err: error }, 'reminder tick failed'))
      .finally(() => {
        running = undefined;
      });
  }

  return {
    runOnce,

    /** Runs a tick now and every `intervalMs` until {@link stop}. Idempotent. */
    start(): void {
      if (timer) return;
      timer = setInterval(tick, intervalMs);
      timer.unref();
      tick();
    },

    /** Stops the interval and waits for a tick in progress. */
    async stop(): Promise<void> {
      if (timer) clearInterval(timer);
      timer = undefined;
      await running;
    },
  };
}

export type ReminderScheduler = ReturnType<typeof createReminderScheduler>;
