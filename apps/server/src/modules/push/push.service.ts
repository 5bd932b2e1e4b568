import {
  DEFAULT_NOTIFICATION_PREFERENCES,
  MESSAGES,
  PUSH_MESSAGES,
  PUSH_SUBSCRIPTIONS_PER_PARENT,
  hostAllowed,
  type NotificationKind,
  type NotificationPreferences,
  type PushSubscriptionAnswer,
  type PushSubscriptionCreate,
} from '@nestling/shared';
import { HttpError, badRequest, notFound, unauthorized } from '../../lib/http-errors.js';
import type { RunInTransaction } from '../repositories.js';
import type {
  PreferencesRecord,
  PushRepository,
  PushSubscriptionRecord,
} from './push.repository.js';
import { PUSH_KIND_OF, callSubject, pushFor } from './push-content.js';
import type { VapidIdentity } from './vapid-keys.js';

/** "Chrome on Android", "Safari on iOS", … from a user agent; "Browser" when unknown. */
export function describeBrowser(userAgent: string | null): string {
  const ua = userAgent ?? '';
  const browser = /Edg\//.test(ua)
    ? 'Edge'
    : /OPR\//.test(ua)
      ? 'Opera'
      : /Firefox\//.test(ua)
        ? 'Firefox'
        : /Chrom(e|ium)\//.test(ua)
          ? 'Chrome'
          : /Safari\//.test(ua)
            ? 'Safari'
            : 'Browser';
  const system = /Android/.test(ua)
    ? 'Android'
    : /iPhone|iPad|iPod/.test(ua)
      ? 'iOS'
      : /Windows/.test(ua)
        ? 'Windows'
        : /Mac OS X|Macintosh/.test(ua)
          ? 'macOS'
          : /CrOS/.test(ua)
            ? 'ChromeOS'
            : /Linux/.test(ua)
              ? 'Linux'
              : null;
  return system ? `${browser} on ${system}` : browser;
}

/** A device as Settings lists it. */
export function presentSubscription(record: PushSubscriptionRecord): PushSubscriptionAnswer {
  return {
    id: record.id,
    endpoint: record.endpoint,
    browser: describeBrowser(record.userAgent),
    createdAt: record.createdAt.toISOString(),
  };
}

/** A parent's stored preferences as the API answers them (absent: the defaults). */
export function presentPreferences(record: PreferencesRecord | undefined): NotificationPreferences {
  if (!record) return DEFAULT_NOTIFICATION_PREFERENCES;
  return {
    kinds: { ...DEFAULT_NOTIFICATION_PREFERENCES.kinds, ...record.kinds },
    quietHours:
      record.quietStart && record.quietEnd && record.timeZone
        ? { start: record.quietStart, end: record.quietEnd, timeZone: record.timeZone }
        : null,
  };
}

/** 404 PUSH_NOT_CONFIGURED: the deployment has no VAPID keys (docs/deploy.md). */
const notConfigured = () => new HttpError(404, 'PUSH_NOT_CONFIGURED', PUSH_MESSAGES.notConfigured);

/**
 * The push settings' calls (issue 25, decision 061): the VAPID public key, a parent's devices
 * and their notification preferences — always the session parent's own.
 */
export function createPushService(deps: {
  repository: PushRepository;
  transaction: RunInTransaction;
  /** The deployment's VAPID identity; undefined: push is off. */
  vapid: VapidIdentity | undefined;
  /** PUSH_ALLOWED_HOSTS: the hosts an endpoint may name (wildcards `*.`). */
  allowedHosts: readonly string[];
  /** SHA-256 hex of a session cookie's token (auth's), to find the registering session. */
  hashSessionToken: (token: string) => string;
}) {
  const { repository, transaction, vapid, allowedHosts } = deps;

  return {
    /**
     * The VAPID public key, base64url (the browser's `applicationServerKey`).
     * @throws HttpError 404 PUSH_NOT_CONFIGURED when push is off
     */
    publicKey(): { publicKey: string } {
      if (!vapid) throw notConfigured();
      return { publicKey: vapid.publicKey };
    },

    /** `parentId`'s devices, oldest first. */
    async list(parentId: number): Promise<{ items: PushSubscriptionAnswer[] }> {
      return { items: (await repository.subscriptionsOf(parentId)).map(presentSubscription) };
    },

    /**
     * Registers this session's device for `parentId` (idempotent per endpoint: the same
     * endpoint again updates its keys and answers the same id).
     * @param sessionToken the session cookie's token: logging that session out removes the device
     * @throws HttpError 400 PUSH_ENDPOINT_NOT_ALLOWED for a host outside PUSH_ALLOWED_HOSTS; 400
     *   TOO_MANY_DEVICES past 20 devices; 404 PUSH_NOT_CONFIGURED when push is off
     */
    async subscribe(
      parentId: number,
      sessionToken: string | undefined,
      input: PushSubscriptionCreate,
    ): Promise<{ subscription: PushSubscriptionAnswer; created: boolean }> {
      if (!vapid) throw notConfigured();
      const host = new URL(input.endpoint).hostname;
      if (!hostAllowed(host, allowedHosts)) {
        throw badRequest('PUSH_ENDPOINT_NOT_ALLOWED', PUSH_MESSAGES.endpointHostNotAllowed);
      }
      const sessionId = sessionToken
        ? await repository.sessionIdOf(deps.hashSessionToken(sessionToken))
        : undefined;
      if (sessionId === undefined)
        throw unauthorized('NOT_AUTHENTICATED', MESSAGES.common.notAuthenticated);
      return transaction(async ({ push }) => {
        await push.lockParent(parentId);
        const before = await push.subscriptionsOf(parentId);
        const existing = before.find((row) => row.endpoint === input.endpoint);
        if (!existing && before.length >= PUSH_SUBSCRIPTIONS_PER_PARENT) {
          throw badRequest('TOO_MANY_DEVICES', PUSH_MESSAGES.tooMany);
        }
        const record = await push.upsert({
          parentId,
          sessionId,
          endpoint: input.endpoint,
          p256dh: input.keys.p256dh.replace(/=+$/, ''),
          auth: input.keys.auth.replace(/=+$/, ''),
          userAgent: input.userAgent ?? null,
          vapidPublicKey: vapid.publicKey,
        });
        return { subscription: presentSubscription(record), created: !existing };
      });
    },

    /**
     * Removes `parentId`'s device `id`.
     * @throws HttpError 404 for another parent's device, or none
     */
    async remove(parentId: number, id: number): Promise<void> {
      if (!(await repository.deleteOwned(parentId, id))) throw notFound(PUSH_MESSAGES.notFound);
    },

    /** A new call rings `calleeId`: a `high` push with a short TTL to their devices. */
    async callRinging(call: {
      callerId: number;
      callerName: string;
      calleeId: number;
    }): Promise<void> {
      if (!vapid) return;
      const locale = await repository.parentLocale(call.calleeId);
      await repository.enqueue([pushFor.call(call, call.callerName, locale)]);
    },

    /**
     * A call was answered or ended: its ring, unsent, is withdrawn from the outbox; else a
     * withdrawal follows that closes the notification (same Topic, so a push service still
     * holding the ring replaces it; a device that never showed it closes nothing).
     */
    async callSettled(call: { callerId: number; calleeId: number }): Promise<void> {
      if (!vapid) return;
      const unsent = await repository.withdraw(callSubject(call.callerId, call.calleeId));
      if (unsent === 0) {
        await repository.enqueue([pushFor.callWithdrawn(call)]);
      }
    },

    /**
     * Whether `parentId` wants a notification of `kind` live in the app (their "In the app"
     * switch of its push kind; kinds with no switch, e.g. a reviewed report, always). The
     * notification centre keeps it either way.
     */
    async inAppAllowed(parentId: number, kind: NotificationKind): Promise<boolean> {
      const pushKind = PUSH_KIND_OF[kind];
      if (!pushKind) return true;
      const preferences = presentPreferences(await repository.findPreferences(parentId));
      return preferences.kinds[pushKind].inApp;
    },

    /** `parentId`'s preferences (the defaults until they save any). */
    async preferences(parentId: number): Promise<NotificationPreferences> {
      return presentPreferences(await repository.findPreferences(parentId));
    },

    /** Saves `parentId`'s preferences whole; answers them as stored. */
    async savePreferences(
      parentId: number,
      input: NotificationPreferences,
    ): Promise<NotificationPreferences> {
      await repository.savePreferences({
        parentId,
        kinds: input.kinds,
        quietStart: input.quietHours?.start ?? null,
        quietEnd: input.quietHours?.end ?? null,
        timeZone: input.quietHours?.timeZone ?? null,
      });
      return presentPreferences(await repository.findPreferences(parentId));
    },
  };
}

export type PushService = ReturnType<typeof createPushService>;
