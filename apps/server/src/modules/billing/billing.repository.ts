import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { billingEvents, parents, subscriptions, trials } from '../../db/schema/index.js';

export type TrialRecord = typeof trials.$inferSelect;
export type SubscriptionRecord = typeof subscriptions.$inferSelect;

/** What a Stripe event tells about a parent's subscription; absent fields stay as they are. */
export interface SubscriptionChange {
  parentId: number;
  stripeCustomerId: string;
  stripeSubscriptionId?: string | null;
  status?: string;
  currentPeriodEnd?: Date | null;
  cancelAtPeriodEnd?: boolean;
  /** When Stripe created the event (its `created`). */
  eventAt: Date;
}

/** Data access for trials, subscriptions and processed Stripe events. */
export function createBillingRepository(db: Database) {
  return {
    async findTrial(parentId: number): Promise<TrialRecord | undefined> {
      const [row] = await db.select().from(trials).where(eq(trials.parentId, parentId)).limit(1);
      return row;
    },

    /**
     * Starts the parent's one trial; undefined when they had one (the primary key decides, so
     * of two concurrent starts one wins).
     */
    async insertTrial(parentId: number, endsAt: Date): Promise<TrialRecord | undefined> {
      const [row] = await db
        .insert(trials)
        .values({ parentId, endsAt })
        .onConflictDoNothing()
        .returning();
      return row;
    },

    async findSubscription(parentId: number): Promise<SubscriptionRecord | undefined> {
      const [row] = await db
        .select()
        .from(subscriptions)
        .where(eq(subscriptions.parentId, parentId))
        .limit(1);
      return row;
    },

    async parentIdOfCustomer(stripeCustomerId: string): Promise<number | undefined> {
      const [row] = await db
        .select({ parentId: subscriptions.parentId })
        .from(subscriptions)
        .where(eq(subscriptions.stripeCustomerId, stripeCustomerId))
        .limit(1);
      return row?.parentId;
    },

    async parentExists(parentId: number): Promise<boolean> {
      const [row] = await db
        .select({ id: parents.id })
        .from(parents)
        .where(eq(parents.id, parentId))
        .limit(1);
      return Boolean(row);
    },

    /**
     * Records a Stripe event as processed; false when it already was (a redelivery). Inside
     * the transaction that applies the event, a concurrent redelivery waits on the key, then
     * finds it.
     */
    async recordEvent(id: string, type: string): Promise<boolean> {
      const rows = await db
        .insert(billingEvents)
        .values({ id, type })
        .onConflictDoNothing()
        .returning({ id: billingEvents.id });
      return rows.length > 0;
    },

    /**
     * Writes what an event says about a parent's subscription, unless a newer event was
     * applied already (Stripe does not deliver in order): the row changes only when
     * `eventAt` is not older than its `lastEventAt`.
     */
    async applySubscriptionChange(change: SubscriptionChange): Promise<void> {
      const fields = {
        stripeCustomerId: change.stripeCustomerId,
        ...(change.stripeSubscriptionId !== undefined
          ? { stripeSubscriptionId: change.stripeSubscriptionId }
          : {}),
        ...(change.status !== undefined ? { status: change.status } : {}),
        ...(change.currentPeriodEnd !== undefined
          ? { currentPeriodEnd: change.currentPeriodEnd }
          : {}),
        ...(change.cancelAtPeriodEnd !== undefined
          ? { cancelAtPeriodEnd: change.cancelAtPeriodEnd }
          : {}),
        lastEventAt: change.eventAt,
        updatedAt: new Date(),
      };
      await db
        .insert(subscriptions)
        .values({ parentId: change.parentId, status: 'incomplete', ...fields })
        .onConflictDoUpdate({
          target: subscriptions.parentId,
          set: fields,
          setWhere: sql`${subscriptions.lastEventAt} <= ${change.eventAt.toISOString()}::timestamptz`,
        });
    },
  };
}

export type BillingRepository = ReturnType<typeof createBillingRepository>;
