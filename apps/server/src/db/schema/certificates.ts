import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { files } from './files.js';
import { kidRecordColumns } from './kid-records.js';
import { createdAt } from './columns.js';

/**
 * A kid's certificate (spec §3 Certificate): a title, a date (an instant; the upload's time by
 * default) and the stored file (an image re-encoded to WebP, or a checked PDF). Deleting the
 * file row deletes the certificate; both go with the kid.
 */
export const certificates = pgTable(
  'certificates',
  {
    id: serial('id').primaryKey(),
    ...kidRecordColumns(),
    fileId: integer('file_id')
      .notNull()
      .unique()
      .references(() => files.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    date: timestamp('date', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('certificates_kid_date_idx').on(table.kidId, table.date)],
);
