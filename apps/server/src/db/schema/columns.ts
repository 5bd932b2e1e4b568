import { integer, timestamp } from 'drizzle-orm/pg-core';
import { families } from './families.js';
import { parents } from './parents.js';

// Function declarations, not arrow constants: the tables' files import these and this file
// imports two of the tables, and a declaration is callable while that cycle is still loading
// (the tables themselves are read lazily, in `references`).

/**
 * A required reference to a family that owns the row (decision 056): deleting the family
 * deletes the row. Its SQL: `<name> integer NOT NULL REFERENCES families(id) ON DELETE CASCADE`.
 * @param name the column's SQL name, e.g. `family_id`
 */
export function familyReference(name: string) {
  return integer(name)
    .notNull()
    .references(() => families.id, { onDelete: 'cascade' });
}

/**
 * A required reference to a parent's account that the row belongs to: deleting the account
 * deletes the row (decision 029). Its SQL: `<name> integer NOT NULL REFERENCES parents(id)
 * ON DELETE CASCADE`.
 * @param name the column's SQL name, e.g. `parent_id`
 */
export function parentReference(name: string) {
  return integer(name)
    .notNull()
    .references(() => parents.id, { onDelete: 'cascade' });
}

/** When the row was inserted: `created_at timestamptz NOT NULL DEFAULT now()`. */
export function createdAt() {
  return timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
}
