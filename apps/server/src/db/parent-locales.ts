import { inArray } from 'drizzle-orm';
import { DEFAULT_LOCALE, type Locale } from '@nestling/shared';
import type { Database } from './client.js';
import { parents } from './schema/index.js';

/**
 * The saved language (`parents.locale`) of each of `parentIds`: the language a text written
 * for them — a notification's sentence, a push, a mail — is written in (decision 076: the
 * recipient's, not the sender's). A parent not found (deleted meanwhile) reads English
 * ({@link DEFAULT_LOCALE}); ask with {@link localeIn}.
 * @param db the database or a transaction
 */
export async function parentLocales(
  db: Database,
  parentIds: readonly number[],
): Promise<Map<number, Locale>> {
  const ids = [...new Set(parentIds)];
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: parents.id, locale: parents.locale })
    .from(parents)
    .where(inArray(parents.id, ids));
  return new Map(rows.map((row) => [row.id, row.locale]));
}

/** `parentId`'s language in a {@link parentLocales} answer; English when it has none. */
export function localeIn(locales: Map<number, Locale>, parentId: number): Locale {
  return locales.get(parentId) ?? DEFAULT_LOCALE;
}

/** One parent's saved language ({@link parentLocales}); English when the parent is gone. */
export async function parentLocale(db: Database, parentId: number): Promise<Locale> {
  return localeIn(await parentLocales(db, [parentId]), parentId);
}
