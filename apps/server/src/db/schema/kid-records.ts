import { integer } from 'drizzle-orm/pg-core';
import { kids } from './kids.js';
import { parents } from './parents.js';

/**
 * The two columns of every record that belongs to a kid (a health log, a milestone, a
 * certificate): its parent, by which every query is scoped, and its kid. Both cascade: the
 * records go with the kid and with the account (product.md: delete everything).
 */
export function kidRecordColumns() {
  return {
    parentId: integer('parent_id')
      .notNull()
      .references(() => parents.id, { onDelete: 'cascade' }),
    kidId: integer('kid_id')
      .notNull()
      .references(() => kids.id, { onDelete: 'cascade' }),
  };
}
