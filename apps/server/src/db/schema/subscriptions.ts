import { boolean, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { families } from './families.js';
import { parents } from './parents.js';

/**
 * A family's free trial (product.md: one free 14-day trial, stored with its expiry; decision
 * 058: one per family, covering every member). The family id is the primary key: a second
 * trial cannot be inserted, however many guardians race. `startedBy` is the guardian who
 * started it, unique too, so a guardian who moves to another family cannot start a second one.
 * Kept after it ends, so it is never offered again.
 */
export const trials = pgTable(
  'trials',
  {
    familyId: integer('family_id')
      .primaryKey()
      .references(() => families.id, { onDelete: 'cascade' }),
    startedBy: integer('started_by').references(() => parents.id, { onDelete: 'set null' }),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
  },
  (table) => [uniqueIndex('trials_started_by_unique').on(table.startedBy)],
);

/**
 * A family's paid subscription as Stripe last told us (decisions 019, 058): the customer and
 * subscription ids, the subscription's status and period. Written by the webhook only; one
 * row per family, covering every member, whichever guardian subscribed. `lastEventAt` is the
 * `created` time of the newest Stripe event applied, so an older event that arrives late
 * changes nothing.
 */
export const subscriptions = pgTable('subscriptions', {
  familyId: integer('family_id')
    .primaryKey()
    .references(() => families.id, { onDelete: 'cascade' }),
  stripeCustomerId: text('stripe_customer_id').notNull().unique(),
  stripeSubscriptionId: text('stripe_subscription_id').unique(),
  /** A Stripe subscription status (`active`, `past_due`, `canceled`, …). */
  status: text('status').notNull(),
  currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }),
  cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
  lastEventAt: timestamp('last_event_at', { withTimezone: true }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Stripe webhook events already processed, by event id: Stripe delivers an event at least once,
 * and the id inserted in the same transaction as its effect makes a second delivery a no-op.
 */
export const billingEvents = pgTable('billing_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  processedAt: timestamp('processed_at', { withTimezone: true }).notNull().defaultNow(),
});
