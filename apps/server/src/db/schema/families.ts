import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { FAMILY_ROLES } from '@nestling/shared';
import { parents } from './parents.js';

/**
 * A family (household, issue 24, decision 056): the owner of the kids and of every record a
 * kid owns. Deleting it deletes them (the cascades of `kids.family_id` and the kid records'
 * `family_id`).
 */
export const families = pgTable('families', {
  id: serial('id').primaryKey(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A parent's membership of a family, with the role (`guardian` | `caregiver`). The parent is
 * the key: a parent account is a member of exactly one family (decision 056), so a session
 * resolves to one family without a choice.
 */
export const familyMembers = pgTable(
  'family_members',
  {
    parentId: integer('parent_id')
      .primaryKey()
      .references(() => parents.id, { onDelete: 'cascade' }),
    familyId: integer('family_id')
      .notNull()
      .references(() => families.id, { onDelete: 'cascade' }),
    role: text('role', { enum: FAMILY_ROLES }).notNull(),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('family_members_family_idx').on(table.familyId)],
);
