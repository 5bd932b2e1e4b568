import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { billingEvents, families, subscriptions, trials } from '../../db/schema/index.js';

export type TrialRecord = typeof trials.$inferSelect;
export type SubscriptionRecord = typeof subscriptions.$inferSelect;

/** What a Stripe event tells about a family's subscription; absent fields stay as they are. */
export interface SubscriptionChange {
  familyId: number;
  stripeCustomerId: string;
  stripeSubscriptionId?: string | null;
  status?: string;
  currentPeriodEnd?: Date | null;
  cancelAtPeriodEnd?: boolean;
  /** When Stripe created the event (its `created`). */
  eventAt: Date;
}

/**
 * Data access for trials, subscriptions (one of each per family, decision 058) and processed
 * Stripe events.
 */
export function createBillingRepository(db: Database) {
  return {
    /** The family's trial, if it had one. */
    async findTrial(familyId: number): Promise<TrialRecord | undefined> {
      const [row] = await db.select().from(trials).where(eq(trials.familyId, familyId)).limit(1);
      return row;
    },

    /**
     * Starts the family's one trial, by the guardian `startedBy`; undefined when the family
     * had one, or that guardian started one before (in another family): the keys decide, so of
     * two concurrent starts one wins.
     */
    async insertTrial(
      familyId: number,
      startedBy: number,
      endsAt: Date,
    ): Promise<TrialRecord | undefined> {
      const [row] = await db
        .insert(trials)
        .values({ familyId, startedBy, endsAt })
        .onConflictDoNothing()
        .returning();
      return row;
    },

    /** The family's subscription, if it has one. */
    async findSubscription(familyId: number): Promise<SubscriptionRecord | undefined> {
      const [row] = await db
        .select()
        .from(subscriptions)
        .where(eq(subscriptions.familyId, familyId))
        .limit(1);
      return row;
    },

    /** The family whose subscription has the Stripe customer, if any. */
    async familyIdOfCustomer(stripeCustomerId: string): Promise<number | undefined> {
      const [row] = await db
        .select({ familyId: subscriptions.familyId })
        .from(subscriptions)
        .where(eq(subscriptions.stripeCustomerId, stripeCustomerId))
        .limit(1);
      return row?.familyId;
    },

    async familyExists(familyId: number): Promise<boolean> {
      const [row] = await db
        .select({ id: families.id })
        .from(families)
        .where(eq(families.id, familyId))
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
     * Writes what an event says about a family's subscription, unless a newer event was
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
        .values({ familyId: change.familyId, status: 'incomplete', ...fields })
        .onConflictDoUpdate({
          target: subscriptions.familyId,
          set: fields,
          setWhere: sql`${subscriptions.lastEventAt} <= ${change.eventAt.toISOString()}::timestamptz`,
        });
    },
  };
}

export type BillingRepository = ReturnType<typeof createBillingRepository>;
