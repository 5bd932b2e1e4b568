import { index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { families } from './families.js';
import { kids } from './kids.js';
import { parentReference, createdAt } from './columns.js';

export const FILE_PURPOSES = [
  'parent-photo',
  'kid-photo',
  'certificate',
  'health-document',
] as const;
export type FilePurpose = (typeof FILE_PURPOSES)[number];

/**
 * An uploaded file (product.md: uploaded files are private). The bytes live in storage under
 * server-generated keys; this row says who uploaded them (`owner_parent_id`, the document's
 * writer), which family owns them (a kid's photo, certificate or health document: decision
 * 056; null for a parent's own photo), what they are and which kid they belong to, so deleting
 * a kid, a family or an account can remove them.
 */
export const files = pgTable(
  'files',
  {
    id: serial('id').primaryKey(),
    ownerParentId: parentReference('owner_parent_id'),
    familyId: integer('family_id').references(() => families.id, { onDelete: 'cascade' }),
    kidId: integer('kid_id').references(() => kids.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: FILE_PURPOSES }).notNull(),
    storageKey: text('storage_key').notNull().unique(),
    thumbnailKey: text('thumbnail_key'),
    contentType: text('content_type').notNull(),
    byteSize: integer('byte_size').notNull(),
    originalName: text('original_name'),
    createdAt: createdAt(),
  },
  (table) => [
    index('files_owner_idx').on(table.ownerParentId),
    index('files_kid_idx').on(table.kidId),
    index('files_family_idx').on(table.familyId),
  ],
);
