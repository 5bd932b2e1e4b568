import type { DatabaseHandle } from '../../apps/server/src/db/client.js';
import {
  families,
  familyMembers,
  friendships,
  parents,
  sessions,
} from '../../apps/server/src/db/schema/index.js';
import { hashToken } from '../../apps/server/src/modules/auth/tokens.js';

/** The session cookie's token of seeded parent `index` (0-based). */
export const benchSessionToken = (index: number) => `bench-session-${String(index)}`;
/** The e-mail of seeded parent `index` (0-based). */
export const benchEmail = (index: number) => `bench-${String(index)}@bench.test`;

/**
 * Inserts `pairs × 2` verified parents, each with a live session (token
 * `benchSessionToken(i)`, 24 h), parents 2k and 2k+1 friends. Straight into the database:
 * hundreds of sign-ups through the API would be argon2 work the bench does not measure.
 * @param passwordHash the stored hash of every parent (an argon2 PHC string for parents who
 *   sign in; anything for parents who never do)
 * @returns the parents' ids, in index order
 */
export async function seedFriendPairs(
  database: DatabaseHandle,
  pairs: number,
  passwordHash = 'not-a-password',
): Promise<number[]> {
  const { db } = database;
  const rows = await db
    .insert(parents)
    .values(
      Array.from({ length: pairs * 2 }, (_, index) => ({
        name: `Bench Parent ${String(index)}`,
        email: benchEmail(index),
        passwordHash,
        emailVerified: true,
      })),
    )
    .returning({ id: parents.id });
  const familyIds = await giveEachAFamily(
    database,
    rows.map((row) => row.id),
  );
  await db.insert(sessions).values(
    rows.map((row, index) => ({
      parentId: row.id,
      tokenHash: hashToken(benchSessionToken(index)),
      expiresAt: new Date(Date.now() + 24 * 60 * 60 * 1000),
    })),
  );
  await db.insert(friendships).values(
    Array.from({ length: pairs }, (_, pair) => {
      // Friendships are between families (decision 058).
      const [low, high] = [familyIds[2 * pair]!, familyIds[2 * pair + 1]!].sort((x, y) => x - y);
      return { familyLowId: low!, familyHighId: high! };
    }),
  );
  return rows.map((row) => row.id);
}

/**
 * Makes each parent the sole guardian of a family of their own, as a sign-up does (decision
 * 056: every parent is a member of one family; a session of a parent in none is not found).
 * @returns the families' ids, in the parents' order
 */
export async function giveEachAFamily(
  { db }: DatabaseHandle,
  parentIds: number[],
): Promise<number[]> {
  const familyIds: number[] = [];
  for (let start = 0; start < parentIds.length; start += 1000) {
    const batch = parentIds.slice(start, start + 1000);
    const made = await db
      .insert(families)
      .values(batch.map(() => ({})))
      .returning({ id: families.id });
    await db.insert(familyMembers).values(
      batch.map((parentId, index) => ({
        parentId,
        familyId: made[index]!.id,
        role: 'guardian' as const,
      })),
    );
    familyIds.push(...made.map((row) => row.id));
  }
  return familyIds;
}
