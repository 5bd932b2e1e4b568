import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { GENDERS, LOCALES, ROLES } from '@nestling/shared';
import { files } from './files.js';
import { parentReference, createdAt } from './columns.js';

/** A parent account (spec §3 Parent). E-mail is unique case-insensitively. */
export const parents = pgTable(
  'parents',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    emailVerified: boolean('email_verified').notNull().default(false),
    role: text('role', { enum: ROLES }).notNull().default('parent'),
    dob: date('dob', { mode: 'string' }),
    gender: text('gender', { enum: GENDERS }),
    photoFileId: integer('photo_file_id').references((): AnyPgColumn => files.id, {
      onDelete: 'set null',
    }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * When a moderator suspended the account (issue 27, decision 060), or null: a suspended
     * parent cannot sign in, has no session, their family's kids leave Explore and friends see
     * "Suspended account". Nothing is deleted; reinstating sets it back to null.
     */
    suspendedAt: timestamp('suspended_at', { withTimezone: true }),
    /**
     * The language the parent reads Nestling in (issue 28, decision 074): the app's screens and
     * the server's answers to their requests; `en` until they choose.
     */
    locale: text('locale', { enum: LOCALES }).notNull().default('en'),
  },
  (table) => [
    uniqueIndex('parents_email_lower_unique').on(sql`lower(${table.email})`),
    // Explore's moderated families (decision 060) read the few suspended parents through it,
    // not a scan of every parent (issue 30: a page's cost follows the neighbourhood).
    index('parents_suspended_idx')
      .on(table.id)
      .where(sql`${table.suspendedAt} is not null`),
  ],
);

/**
 * A login session. Only the SHA-256 of the opaque cookie token is stored, so a database
 * leak does not hand out sessions (product.md, Accounts and sessions).
 */
export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    tokenHash: text('token_hash').notNull().unique(),
    parentId: parentReference('parent_id'),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('sessions_parent_idx').on(table.parentId)],
);

/** What an e-mailed token is for: verifying the address, or resetting the password. */
export const EMAIL_TOKEN_PURPOSES = ['verify', 'reset'] as const;
export type EmailTokenPurpose = (typeof EMAIL_TOKEN_PURPOSES)[number];

/**
 * A single-use e-mailed token (verification or password reset), stored as its SHA-256,
 * with an expiry (product.md: verify 24 h, reset 1 h).
 */
export const emailTokens = pgTable(
  'email_tokens',
  {
    id: serial('id').primaryKey(),
    tokenHash: text('token_hash').notNull().unique(),
    parentId: parentReference('parent_id'),
    purpose: text('purpose', { enum: EMAIL_TOKEN_PURPOSES }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [index('email_tokens_parent_idx').on(table.parentId, table.purpose)],
);
