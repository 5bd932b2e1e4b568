import type { Agent } from 'node:https';
import type { FastifyBaseLogger } from 'fastify';
import webpush from 'web-push';
import { hostAllowed, type NotificationPreferences } from '@nestling/shared';
import { accountShownAs } from '../notifications/notification-content.js';
import { pushText } from './push-content.js';
import type { NewPush, PushOutboxRecord, PushRepository } from './push.repository.js';
import { presentPreferences } from './push.service.js';
import { quietHoursEnd } from './quiet-hours.js';
import type { VapidIdentity } from './vapid-keys.js';

/** Rows one drain takes at most. */
const BATCH = 100;
/** Seconds a taken row stays hidden from other senders (longer than any one send). */
const LEASE_SECONDS = 60;
/** A push service's answer must start within this many ms (web-push's socket timeout). */
const SEND_TIMEOUT_MS = 10_000;
/** Tries of one push to one device before it is dropped (logged). */
export const MAX_PUSH_ATTEMPTS = 6;
/** The first retry's wait, in ms; doubled each try, at most {@link MAX_RETRY_MS}. */
const FIRST_RETRY_MS = 2000;
const MAX_RETRY_MS = 15 * 60_000;

/** The answer a push service gave (what web-push resolves or rejects with). */
interface PushAnswer {
  statusCode?: number;
  headers?: Record<string, string | string[] | undefined>;
}

/** What became of one push to one device. */
export type SendOutcome = 'sent' | 'gone' | 'retry' | 'dropped';

/**
 * The wait before the next try, in ms: the push service's `Retry-After` (seconds or an HTTP
 * date, RFC 9110 §10.2.3) when it gave one, else exponential backoff from 2 s, capped at 15 min.
 * @param attempts tries made so far (1 after the first)
 */
export function retryDelayMs(attempts: number, retryAfter: string | undefined, now: Date): number {
  const backoff = Math.min(FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1), MAX_RETRY_MS);
  if (!retryAfter) return backoff;
  const seconds = Number(retryAfter);
  if (Number.isFinite(seconds) && seconds >= 0) return Math.min(seconds * 1000, MAX_RETRY_MS);
  const date = Date.parse(retryAfter);
  if (Number.isFinite(date)) return Math.min(Math.max(0, date - now.getTime()), MAX_RETRY_MS);
  return backoff;
}

/**
 * The push outbox's sender (issue 25, decision 061): every instance drains it — rows taken with
 * `FOR UPDATE SKIP LOCKED` under a lease, so each push goes once however many instances run,
 * and a sender that dies leaves its rows to be taken again after the lease. For each row:
 * the parent's push preference for the kind (off: dropped), quiet hours (other kinds than
 * calls held until they end, then one summary), a message already read or seen by a live
 * socket (dropped), then one request per device with web-push (VAPID, aes128gcm, TTL,
 * urgency, the Topic of a call): 201 done; 404/410 deletes the device; 429/5xx/no answer
 * retried with backoff honouring Retry-After; any other answer (a redirect is never
 * followed) dropped and logged. Nothing runs until {@link start}.
 */
export function createPushSender(deps: {
  repository: PushRepository;
  vapid: VapidIdentity;
  allowedHosts: readonly string[];
  logger: FastifyBaseLogger;
  /** Ms between drains while the outbox has nothing due. */
  pollMs: number;
  /** An https agent (tests trust their push service's certificate through it). */
  agent?: Agent | undefined;
  /** Ms a push service may stay silent before the try counts as failed (default 10 s). */
  sendTimeoutMs?: number | undefined;
}) {
  const { repository, vapid, allowedHosts, logger } = deps;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> | undefined;
  let stopped = true;
  /** Whether a parent has a live socket now (the realtime layer's; default: none). */
  let isConnected: (parentId: number) => Promise<boolean> = () => Promise.resolve(false);

  async function sendToDevice(
    row: PushOutboxRecord,
    device: { id: number; endpoint: string; p256dh: string; auth: string },
    now: Date,
  ): Promise<SendOutcome> {
    if (!hostAllowed(new URL(device.endpoint).hostname, allowedHosts)) {
      await repository.deleteSubscription(device.id);
      return 'gone';
    }
    const topic = row.payload.type === 'withdraw' || row.kind === 'calls' ? 'call' : undefined;
    try {
      await webpush.sendNotification(
        { endpoint: device.endpoint, keys: { p256dh: device.p256dh, auth: device.auth } },
        JSON.stringify(row.payload),
        {
          vapidDetails: vapid,
          TTL: row.ttlSeconds,
          urgency: row.urgency,
          contentEncoding: 'aes128gcm',
          timeout: deps.sendTimeoutMs ?? SEND_TIMEOUT_MS,
          ...(topic ? { topic } : {}),
          ...(deps.agent ? { agent: deps.agent } : {}),
        },
      );
      return 'sent';
    } catch (error) {
      const answer = error as PushAnswer;
      const status = answer.statusCode;
      if (status === 404 || status === 410) {
        await repository.deleteSubscription(device.id);
        return 'gone';
      }
      const attempts = row.attempts + 1;
      if (status === undefined || status === 429 || status >= 500) {
        if (attempts >= MAX_PUSH_ATTEMPTS) {
          logger.warn({ status, attempts, kind: row.kind }, 'push dropped after retries');
          return 'dropped';
        }
        const header = answer.headers?.['retry-after'];
        const wait = retryDelayMs(attempts, Array.isArray(header) ? header[0] : header, now);
        const retry: NewPush = {
          parentId: row.parentId,
          subscriptionId: device.id,
          kind: row.kind,
          payload: row.payload,
          subjectKey: row.subjectKey,
          ttlSeconds: row.ttlSeconds,
          urgency: row.urgency,
          notBefore: new Date(now.getTime() + wait),
          attempts,
        };
        await repository.enqueue([retry]);
        return 'retry';
      }
      logger.warn({ status, kind: row.kind }, 'push refused by the push service');
      return 'dropped';
    }
  }

  async function sendRow(row: PushOutboxRecord, now: Date): Promise<SendOutcome[]> {
    const devices = (await repository.subscriptionsOf(row.parentId)).filter(
      (device) =>
        device.vapidPublicKey === vapid.publicKey &&
        (row.subscriptionId === null || device.id === row.subscriptionId),
    );
    return Promise.all(devices.map((device) => sendToDevice(row, device, now)));
  }

  /** A message's outbox subject (`message:<id>:<senderId>`, the messages trigger's, 0014). */
  const messageOf = (row: PushOutboxRecord) => {
    const match = /^message:(\d+):(\d+)$/.exec(row.subjectKey ?? '');
    return match ? { id: Number(match[1]), senderId: Number(match[2]) } : undefined;
  };

  /** Whether `row` is no longer worth sending: a message read, or seen by a live socket. */
  async function alreadySeen(row: PushOutboxRecord): Promise<boolean> {
    const message = row.kind === 'messages' ? messageOf(row) : undefined;
    if (!message) return false;
    if (await repository.messageReadOrGone(message.id)) return true;
    return isConnected(row.parentId);
  }

  /**
   * A message's push as the parent reads it: the trigger wrote no text, the texts being the
   * push catalogue's in the receiver's saved language (decision 076) — the sender's name
   * (friends: the whole name), never the message.
   */
  async function withTexts(row: PushOutboxRecord): Promise<PushOutboxRecord> {
    const message = messageOf(row);
    if (!message || row.payload.type !== 'show' || row.payload.title !== '') return row;
    const locale = await repository.parentLocale(row.parentId);
    const name =
      (await repository.parentName(message.senderId)) ?? accountShownAs(locale, 'deleted');
    return {
      ...row,
      payload: {
        ...row.payload,
        title: pushText(locale, 'messageTitle', { senderName: name }),
        body: pushText(locale, 'messageBody'),
      },
    };
  }

  /**
   * Takes the due rows once and handles each (see createPushSender).
   * @returns how many rows were taken and what became of each device's push
   */
  async function drainOnce(now: Date = new Date()): Promise<{
    taken: number;
    outcomes: SendOutcome[];
  }> {
    const rows = await repository.claim(BATCH, LEASE_SECONDS);
    const outcomes: SendOutcome[] = [];
    const preferences = new Map<number, NotificationPreferences>();
    const preferencesOf = async (parentId: number) => {
      let found = preferences.get(parentId);
      if (!found) {
        found = presentPreferences(await repository.findPreferences(parentId));
        preferences.set(parentId, found);
      }
      return found;
    };
    const done: number[] = [];
    const summaries = new Map<number, PushOutboxRecord[]>();
    for (const row of rows) {
      const settings = await preferencesOf(row.parentId);
      if (!settings.kinds[row.kind].push || (await alreadySeen(row))) {
        done.push(row.id);
        continue;
      }
      const quietEnd =
        row.kind === 'calls' || !settings.quietHours
          ? null
          : quietHoursEnd(settings.quietHours, now);
      if (quietEnd) {
        await repository.hold(row.id, quietEnd);
        continue;
      }
      if (row.held) {
        summaries.set(row.parentId, [...(summaries.get(row.parentId) ?? []), row]);
        continue;
      }
      outcomes.push(...(await sendRow(await withTexts(row), now)));
      done.push(row.id);
    }
    for (const [parentId, held] of summaries) {
      const locale = await repository.parentLocale(parentId);
      const summary: PushOutboxRecord = {
        ...held[0]!,
        subscriptionId: null,
        attempts: 0,
        payload: {
          type: 'show',
          kind: 'summary',
          title: pushText(locale, 'summaryTitle'),
          body: pushText(locale, 'summaryBody', { count: held.length }),
          url: '/dashboard/notifications',
          tag: `summary-${parentId}`,
        },
      };
      outcomes.push(...(await sendRow(summary, now)));
      done.push(...held.map((row) => row.id));
    }
    await repository.deleteRows(done);
    return { taken: rows.length, outcomes };
  }

  function schedule(delayMs: number): void {
    if (stopped) return;
    timer = setTimeout(tick, delayMs);
    timer.unref();
  }

  function tick(): void {
    running = drainOnce()
      .then(({ taken }) => schedule(taken === BATCH ? 0 : deps.pollMs))
      .catch((error: unknown) => {
        logger.error({ err: error }, 'push drain failed');
        schedule(deps.pollMs);
      })
      .finally(() => {
        running = undefined;
      });
  }

  return {
    drainOnce,

    /** Sets how a message's receiver is found live (the realtime layer's; tests give one). */
    setPresence(presence: (parentId: number) => Promise<boolean>): void {
      isConnected = presence;
    },

    /**
     * Drops devices made for other VAPID keys, then drains every PUSH_POLL_MS (at once again
     * while a batch comes back full) until {@link stop}.
     * @param presence whether a parent has a live socket now (a message's push is then dropped)
     */
    async start(presence?: (parentId: number) => Promise<boolean>): Promise<void> {
      if (presence) isConnected = presence;
      if (!stopped) return;
      stopped = false;
      const dropped = await repository.deleteOtherKeys(vapid.publicKey);
      if (dropped > 0) logger.info({ dropped }, 'push devices of old VAPID keys removed');
      schedule(0);
    },

    /** Stops draining and waits for a drain in progress. */
    async stop(): Promise<void> {
      stopped = true;
      if (timer) clearTimeout(timer);
      timer = undefined;
      await running;
    },
  };
}

export type PushSender = ReturnType<typeof createPushSender>;
