import { and, asc, count, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Locale } from '@nestling/shared';
import type { Database } from '../../db/client.js';
import { parentLocale } from '../../db/parent-locales.js';
import {
  messages,
  notificationPreferences,
  parents,
  pushOutbox,
  pushSubscriptions,
  sessions,
} from '../../db/schema/index.js';

export type PushSubscriptionRecord = typeof pushSubscriptions.$inferSelect;
export type PushOutboxRecord = typeof pushOutbox.$inferSelect;
export type PreferencesRecord = typeof notificationPreferences.$inferSelect;
/** A push to write to the outbox: for every device of `parentId` unless `subscriptionId`. */
export type NewPush = Pick<
  typeof pushOutbox.$inferInsert,
  | 'parentId'
  | 'subscriptionId'
  | 'kind'
  | 'payload'
  | 'subjectKey'
  | 'ttlSeconds'
  | 'urgency'
  | 'notBefore'
  | 'attempts'
>;

/** Data access for push subscriptions, preferences and the push outbox (issue 25). */
export function createPushRepository(db: Database) {
  return {
    /** The id of the session whose cookie token hashes to `tokenHash`, if it is live. */
    async sessionIdOf(tokenHash: string): Promise<number | undefined> {
      const [row] = await db
        .select({ id: sessions.id })
        .from(sessions)
        .where(and(eq(sessions.tokenHash, tokenHash), sql`${sessions.expiresAt} > now()`));
      return row?.id;
    },

    /** `parentId`'s devices, oldest first. */
    subscriptionsOf(parentId: number): Promise<PushSubscriptionRecord[]> {
      return db
        .select()
        .from(pushSubscriptions)
        .where(eq(pushSubscriptions.parentId, parentId))
        .orderBy(asc(pushSubscriptions.createdAt), asc(pushSubscriptions.id));
    },

    /** How many devices `parentId` has, leaving out the one of `endpoint` (a re-registration). */
    async countOthers(parentId: number, endpoint: string): Promise<number> {
      const [row] = await db
        .select({ count: count() })
        .from(pushSubscriptions)
        .where(
          and(eq(pushSubscriptions.parentId, parentId), ne(pushSubscriptions.endpoint, endpoint)),
        );
      return row?.count ?? 0;
    },

    /** Serialises a parent's registrations (the 20-device cap) until the transaction ends. */
    async lockParent(parentId: number): Promise<void> {
      await db.execute(sql`select pg_advisory_xact_lock(${0x70757368}, ${parentId})`);
    },

    /**
     * Stores a device, or updates the one of the same endpoint (idempotent per endpoint; a
     * device now signed in as another parent or session moves to them, with its new keys).
     */
    async upsert(
      values: Omit<typeof pushSubscriptions.$inferInsert, 'id' | 'createdAt'>,
    ): Promise<PushSubscriptionRecord> {
      const [row] = await db
        .insert(pushSubscriptions)
        .values(values)
        .onConflictDoUpdate({
          target: pushSubscriptions.endpoint,
          set: {
            parentId: values.parentId,
            sessionId: values.sessionId,
            p256dh: values.p256dh,
            auth: values.auth,
            // A re-registration without a user agent keeps the one it had.
            userAgent: sql`coalesce(excluded.user_agent, ${pushSubscriptions.userAgent})`,
            vapidPublicKey: values.vapidPublicKey,
          },
        })
        .returning();
      return row!;
    },

    /** Deletes `parentId`'s device `id`; false when it is not theirs. */
    async deleteOwned(parentId: number, id: number): Promise<boolean> {
      const rows = await db
        .delete(pushSubscriptions)
        .where(and(eq(pushSubscriptions.id, id), eq(pushSubscriptions.parentId, parentId)))
        .returning({ id: pushSubscriptions.id });
      return rows.length > 0;
    },

    /** Deletes a device the push service no longer knows (404/410). */
    async deleteSubscription(id: number): Promise<void> {
      await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, id));
    },

    /** Deletes every device made for another VAPID key than `publicKey` (the keys changed). */
    async deleteOtherKeys(publicKey: string): Promise<number> {
      const rows = await db
        .delete(pushSubscriptions)
        .where(ne(pushSubscriptions.vapidPublicKey, publicKey))
        .returning({ id: pushSubscriptions.id });
      return rows.length;
    },

    findPreferences(parentId: number): Promise<PreferencesRecord | undefined> {
      return db
        .select()
        .from(notificationPreferences)
        .where(eq(notificationPreferences.parentId, parentId))
        .then((rows) => rows[0]);
    },

    async savePreferences(
      values: Omit<typeof notificationPreferences.$inferInsert, 'updatedAt'>,
    ): Promise<void> {
      const { parentId: _parentId, ...rest } = values;
      await db
        .insert(notificationPreferences)
        .values(values)
        .onConflictDoUpdate({
          target: notificationPreferences.parentId,
          set: { ...rest, updatedAt: sql`now()` },
        });
    },

    /**
     * Writes pushes to the outbox — only those whose parent has a device (one statement: in the
     * cause's transaction when the cause's repositories are the transaction's).
     */
    async enqueue(values: NewPush[]): Promise<void> {
      if (values.length === 0) return;
      const parentIds = [...new Set(values.map((value) => value.parentId))];
      const withDevice = new Set(
        (
          await db
            .selectDistinct({ parentId: pushSubscriptions.parentId })
            .from(pushSubscriptions)
            .where(inArray(pushSubscriptions.parentId, parentIds))
        ).map((row) => row.parentId),
      );
      const kept = values.filter((value) => withDevice.has(value.parentId));
      if (kept.length > 0) await db.insert(pushOutbox).values(kept);
    },

    /**
     * Takes up to `limit` due rows for this sender: `FOR UPDATE SKIP LOCKED` (another instance
     * takes other rows), and each taken row's `not_before` moved `leaseSeconds` on, so it is not
     * taken again unless this sender dies before deleting or rescheduling it.
     */
    async claim(limit: number, leaseSeconds: number): Promise<PushOutboxRecord[]> {
      const due = db
        .select({ id: pushOutbox.id })
        .from(pushOutbox)
        .where(sql`${pushOutbox.notBefore} <= now()`)
        .orderBy(asc(pushOutbox.notBefore), asc(pushOutbox.id))
        .limit(limit)
        .for('update', { skipLocked: true });
      return db
        .update(pushOutbox)
        .set({ notBefore: sql`now() + make_interval(secs => ${leaseSeconds})` })
        .where(inArray(pushOutbox.id, due))
        .returning();
    },

    /** Removes sent, dropped or summarised rows. */
    async deleteRows(ids: number[]): Promise<void> {
      if (ids.length > 0) await db.delete(pushOutbox).where(inArray(pushOutbox.id, ids));
    },

    /** Holds a row until `until` (quiet hours), to be summarised then. */
    async hold(id: number, until: Date): Promise<void> {
      await db
        .update(pushOutbox)
        .set({ held: true, notBefore: until })
        .where(eq(pushOutbox.id, id));
    },

    /**
     * Withdraws what is not sent yet about `subjectKey` (a call answered or ended).
     * @returns how many rows were deleted
     */
    async withdraw(subjectKey: string): Promise<number> {
      const rows = await db
        .delete(pushOutbox)
        .where(eq(pushOutbox.subjectKey, subjectKey))
        .returning({ id: pushOutbox.id });
      return rows.length;
    },

    /** A parent's saved language: what their pushes say (decision 076). */
    parentLocale: (id: number): Promise<Locale> => parentLocale(db, id),

    /** A parent's name, if the account still exists. */
    async parentName(id: number): Promise<string | undefined> {
      const [row] = await db.select({ name: parents.name }).from(parents).where(eq(parents.id, id));
      return row?.name;
    },

    /** Whether message `id` is read by its receiver (or gone). */
    async messageReadOrGone(id: number): Promise<boolean> {
      const [row] = await db
        .select({ readAt: messages.readAt })
        .from(messages)
        .where(eq(messages.id, id));
      return !row || row.readAt !== null;
    },
  };
}

export type PushRepository = ReturnType<typeof createPushRepository>;
