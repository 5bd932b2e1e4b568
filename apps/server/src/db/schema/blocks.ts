import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  serial,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { kids } from './kids.js';
import { parents } from './parents.js';

/**
 * A block (product.md "Children's privacy and safety"): `blockerId` blocked the kid
 * `blockedKidId` on an Explore card, and with it that kid's family, `blockedParentId`. It holds
 * both ways — neither family sees the other in Explore, nor a kid photo of the other, nor can
 * send the other requests (and, later, messages or calls) — and only the blocker can list and
 * undo it. One block per blocker and family. Decision 016.
 */
export const blocks = pgTable(
  'blocks',
  {
    id: serial('id').primaryKey(),
    blockerId: integer('blocker_id')
      .notNull()
      .references(() => parents.id, { onDelete: 'cascade' }),
    blockedParentId: integer('blocked_parent_id')
      .notNull()
      .references(() => parents.id, { onDelete: 'cascade' }),
    /** The kid on the card that was blocked; null once its profile is deleted. */
    blockedKidId: integer('blocked_kid_id').references(() => kids.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('blocks_not_self', sql`${table.blockerId} <> ${table.blockedParentId}`),
    uniqueIndex('blocks_pair_unique').on(table.blockerId, table.blockedParentId),
    index('blocks_blocked_parent_idx').on(table.blockedParentId),
  ],
);
