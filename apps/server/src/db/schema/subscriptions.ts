import { boolean, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { parents } from './parents.js';

/**
 * A parent's free trial (product.md: one free 14-day trial per parent, stored with its
 * expiry). The parent id is the primary key: a second trial cannot be inserted, however many
 * requests race. Kept after it ends, so it is never offered again.
 */
export const trials = pgTable('trials', {
  parentId: integer('parent_id')
    .primaryKey()
    .references(() => parents.id, { onDelete: 'cascade' }),
  startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
  endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
});

/**
 * A parent's paid subscription as Stripe last told us (decision 019): the customer and
 * subscription ids, the subscription's status and period. Written by the webhook only; one
 * row per parent. `lastEventAt` is the `created` time of the newest Stripe event applied, so
 * an older event that arrives late changes nothing.
 */
export const subscriptions = pgTable('subscriptions', {
  parentId: integer('parent_id')
    .primaryKey()
    .references(() => parents.id, { onDelete: 'cascade' }),
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
