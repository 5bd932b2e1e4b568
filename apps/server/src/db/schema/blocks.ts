import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, uniqueIndex } from 'drizzle-orm/pg-core';
import { kids } from './kids.js';
import { parents } from './parents.js';
import { familyReference, createdAt } from './columns.js';

/**
 * A block (product.md "Children's privacy and safety"; decision 058): the family
 * `blockerFamilyId` blocked the kid `blockedKidId` on an Explore card, and with it that kid's
 * family, `blockedFamilyId`. `blockerId` is the guardian who did it (null once their account is
 * gone: the block stays the family's). It holds both ways for every member — neither family
 * sees the other in Explore, nor a kid photo of the other, nor can send the other requests,
 * messages or calls — and any guardian of the blocking family lists and undoes it. One block
 * per blocking and blocked family. Decisions 016, 058.
 */
export const blocks = pgTable(
  'blocks',
  {
    id: serial('id').primaryKey(),
    blockerId: integer('blocker_id').references(() => parents.id, { onDelete: 'set null' }),
    blockerFamilyId: familyReference('blocker_family_id'),
    blockedFamilyId: familyReference('blocked_family_id'),
    /** The kid on the card that was blocked; null once its profile is deleted. */
    blockedKidId: integer('blocked_kid_id').references(() => kids.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (table) => [
    check('blocks_not_self', sql`${table.blockerFamilyId} <> ${table.blockedFamilyId}`),
    uniqueIndex('blocks_family_pair_unique').on(table.blockerFamilyId, table.blockedFamilyId),
    index('blocks_blocked_family_idx').on(table.blockedFamilyId),
  ],
);
