import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { GENDERS, SKILL_LEVELS } from '@nestling/shared';
import { files } from './files.js';
import { familyReference, parentReference, createdAt } from './columns.js';

/**
 * A child's profile (spec §3 Kid). Private by default: `showInExplore` makes the public card
 * visible to verified parents, and the street `address` never leaves the owner's account;
 * the optional `area` is what a public card shows (product.md).
 */
export const kids = pgTable(
  'kids',
  {
    id: serial('id').primaryKey(),
    /**
     * The family that owns the kid (decision 056): every query of a kid and of what it owns is
     * scoped by it.
     */
    familyId: familyReference('family_id'),
    /**
     * The guardian who represents the kid on the social layer (Explore's card's `parentId`,
     * a request's `receiver_id`), who added it; handed over when they leave. Friendships,
     * requests and blocks are the family's (decision 058), so nothing else is scoped by it.
     */
    parentId: parentReference('parent_id'),
    name: text('name').notNull(),
    age: integer('age').notNull(),
    gender: text('gender', { enum: GENDERS }).notNull(),
    dob: date('dob', { mode: 'string' }).notNull(),
    address: text('address').notNull(),
    interests: jsonb('interests').$type<string[]>().notNull().default([]),
    /**
     * The interests' comparison keys (shared `interestKey`: trimmed, NFC, lower-case), written
     * by the kid repository with `interests`; Explore filters on them through a GIN index while
     * `interests` keeps the parent's spelling for display (decision 016).
     */
    interestKeys: text('interest_keys')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    skillLevel: text('skill_level', { enum: SKILL_LEVELS }),
    photoFileId: integer('photo_file_id').references((): AnyPgColumn => files.id, {
      onDelete: 'set null',
    }),
    showInExplore: boolean('show_in_explore').notNull().default(false),
    area: text('area'),
    /**
     * Gestational age at birth in days (weeks × 7 + days), when the parent gave it: below 37
     * weeks the growth charts read a corrected age until 24 months (issue 26, decision 054).
     */
    gestationalAgeDays: integer('gestational_age_days'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // A family's kids in the order the lists show them (createdAt, then id): read straight off
    // the index, with no sort of the rows (decision 044); it serves every lookup by family too.
    index('kids_family_created_idx').on(table.familyId, table.createdAt, table.id),
    // The social layer's lookups by the kid's guardian, and the account deletion's cascade.
    index('kids_parent_created_idx').on(table.parentId, table.createdAt, table.id),
    // Explore (GET /api/kids/public) reads public kids only: its filters' indexes hold no others.
    // Without a pending list, as families_area_cells_idx (decision 065): Explore reads it far
    // more often than kids are written.
    index('kids_explore_interest_keys_idx')
      .using('gin', table.interestKeys)
      .with({ fastupdate: false })
      .where(sql`${table.showInExplore}`),
    index('kids_explore_dob_idx')
      .on(table.dob)
      .where(sql`${table.showInExplore}`),
  ],
);
