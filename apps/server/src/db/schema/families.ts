import { sql } from 'drizzle-orm';
import {
  doublePrecision,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { FAMILY_ROLES } from '@nestling/shared';
import { parents } from './parents.js';
import { familyReference, createdAt } from './columns.js';

/**
 * A family (household, issue 24, decision 056): the owner of the kids and of every record a
 * kid owns. Deleting it deletes them (the cascades of `kids.family_id` and the kid records'
 * `family_id`).
 */
export const families = pgTable(
  'families',
  {
    id: serial('id').primaryKey(),
    createdAt: createdAt(),
    /**
     * When a moderator hid the family's kids from Explore (issue 27, decision 060), or null;
     * reinstating sets it back to null.
     */
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    /**
     * The family's home area (issue 30, decision 062): a GeoNames place chosen from the
     * gazetteer — its id, name, region code and country, and the place's own centre in degrees
     * (never the family's coordinates or street). All null until a guardian chooses one.
     */
    areaPlaceId: integer('area_place_id'),
    areaName: text('area_name'),
    areaAdmin: text('area_admin'),
    areaCountry: text('area_country'),
    areaLat: doublePrecision('area_lat'),
    areaLon: doublePrecision('area_lon'),
    /**
     * The place's locality cells (lib/geo.ts `placeCells`: its geohash at 4 and 5 characters);
     * Explore reads the families of the cells covering its circle through the GIN index.
     */
    areaCells: text('area_cells')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /**
     * A kid's free-text area from before issue 30, kept only until the start-up data migration
     * (db/area-backfill.ts) matched it to a place or dropped it; null after.
     */
    legacyArea: text('legacy_area'),
    /**
     * When a guardian answered the prompt for a home area (issue 30's "asked once", decision
     * 064: "Not now" or the prompt's link), or null: a family with no area is asked until then,
     * once for all its guardians.
     */
    areaPromptDismissedAt: timestamp('area_prompt_dismissed_at', { withTimezone: true }),
  },
  (table) => [
    // No pending list (fastupdate off, issue 30, decision 065): a family's area changes
    // rarely, and every Explore "within" page reads this index; with the default, the areas
    // written since the last vacuum sit in an unsorted list that each scan reads in full
    // (25,000 of them cost 40–70 ms a statement at 100,000 kids, whatever the radius).
    index('families_area_cells_idx').using('gin', table.areaCells).with({ fastupdate: false }),
    // Explore's hidden families (decision 060): the few, not a scan of every family (issue 30).
    index('families_hidden_idx')
      .on(table.id)
      .where(sql`${table.hiddenAt} is not null`),
  ],
);

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
    familyId: familyReference('family_id'),
    role: text('role', { enum: FAMILY_ROLES }).notNull(),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('family_members_family_idx').on(table.familyId)],
);

/**
 * An invitation to join a family (issue 24, decision 056): a guardian invites an adult by
 * e-mail with a role; the mail carries a single-use link whose token is stored only as its
 * SHA-256 (as the e-mailed tokens are). `email` is trimmed and lower-cased, as accounts are
 * matched. At most one pending invitation (neither accepted nor cancelled) per family and
 * e-mail: inviting again replaces its token and expiry.
 */
export const familyInvitations = pgTable(
  'family_invitations',
  {
    id: serial('id').primaryKey(),
    familyId: familyReference('family_id'),
    email: text('email').notNull(),
    role: text('role', { enum: FAMILY_ROLES }).notNull(),
    tokenHash: text('token_hash').notNull(),
    /** The guardian who invited (or last re-sent); null once their account is deleted. */
    invitedBy: integer('invited_by').references(() => parents.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    /** Who accepted it (null while pending, or once their account is deleted). */
    acceptedBy: integer('accepted_by').references(() => parents.id, { onDelete: 'set null' }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('family_invitations_token_hash_unique').on(table.tokenHash),
    uniqueIndex('family_invitations_pending_unique')
      .on(table.familyId, table.email)
      .where(sql`${table.acceptedAt} is null and ${table.cancelledAt} is null`),
  ],
);
