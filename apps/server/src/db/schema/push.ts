import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { PUSH_KINDS, type NotificationPreferences, type PushPayload } from '@nestling/shared';
import { parents, sessions } from './parents.js';

/**
 * A device that receives a parent's pushes (issue 25, decision 061): the browser's push-service
 * endpoint and its RFC 8291 keys, made by the session that turned push on. Logging that session
 * out (its row deleted) or deleting the account removes it (the cascades); so does the push
 * service's 404/410. `vapidPublicKey` is the server key it was made for: once the keys change,
 * the push service would refuse it, so it is dropped. One row per endpoint (a device that signs
 * in as another parent moves to them).
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: serial('id').primaryKey(),
    parentId: integer('parent_id')
      .notNull()
      .references(() => parents.id, { onDelete: 'cascade' }),
    sessionId: integer('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull().unique(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    userAgent: text('user_agent'),
    vapidPublicKey: text('vapid_public_key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('push_subscriptions_parent_idx').on(table.parentId)],
);

/** A parent's notification preferences (absent: every switch on, no quiet hours). */
export const notificationPreferences = pgTable('notification_preferences', {
  parentId: integer('parent_id')
    .primaryKey()
    .references(() => parents.id, { onDelete: 'cascade' }),
  kinds: jsonb('kinds').$type<NotificationPreferences['kinds']>().notNull(),
  /** Quiet hours' start and end, `HH:mm` in `time_zone`; all three null for none. */
  quietStart: text('quiet_start'),
  quietEnd: text('quiet_end'),
  timeZone: text('time_zone'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Pushes to send (issue 25): written in the same transaction as their cause, drained by every
 * instance with `FOR UPDATE SKIP LOCKED` (a claimed row's `not_before` moves past a lease, so a
 * crashed sender's row is taken again later, and no two instances take it at once). A row is
 * for every device of `parent_id`, or for one (`subscription_id`: a retry of that device only).
 * `held`: waiting for the end of quiet hours, then sent as one summary. `subject_key` names the
 * cause (`message:12`, `call:3:7`) so a later event withdraws what is unsent (a call answered).
 */
export const pushOutbox = pgTable(
  'push_outbox',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    parentId: integer('parent_id')
      .notNull()
      .references(() => parents.id, { onDelete: 'cascade' }),
    subscriptionId: integer('subscription_id').references(() => pushSubscriptions.id, {
      onDelete: 'cascade',
    }),
    kind: text('kind', { enum: PUSH_KINDS }).notNull(),
    payload: jsonb('payload').$type<PushPayload>().notNull(),
    subjectKey: text('subject_key'),
    /** Seconds the push service keeps it for an offline device (the TTL header). */
    ttlSeconds: integer('ttl_seconds').notNull(),
    urgency: text('urgency', { enum: ['very-low', 'low', 'normal', 'high'] }).notNull(),
    notBefore: timestamp('not_before', { withTimezone: true }).notNull().defaultNow(),
    attempts: integer('attempts').notNull().default(0),
    held: boolean('held').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('push_outbox_due_idx').on(table.notBefore, table.id),
    index('push_outbox_subject_idx')
      .on(table.subjectKey)
      .where(sql`${table.subjectKey} is not null`),
  ],
);
