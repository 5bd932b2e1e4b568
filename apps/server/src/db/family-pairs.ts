import { and, eq, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { friendRequests, friendships } from './schema/index.js';

/** A family's id: a number bound as a parameter, or a column or expression of the query. */
export type FamilyIdOperand = number | SQLWrapper;

/**
 * The condition "this `friendships` row is the one of families `a` and `b`", by the table's
 * primary key (lower id, higher id; decision 058) — so it reads one index entry whichever
 * order the two come in. Used as a join condition (`innerJoin(friendships, friendshipOf(…))`)
 * or inside an `exists (select 1 from friendships where …)`.
 * @param a a family's id: a number or an integer column/expression
 * @param b the other family's id, likewise
 */
export function friendshipOf(a: FamilyIdOperand, b: FamilyIdOperand): SQL {
  // `::int` types a bound parameter; on an integer column PostgreSQL drops the cast at parse time.
  return and(
    eq(friendships.familyLowId, sql`least(${a}::int, ${b}::int)`),
    eq(friendships.familyHighId, sql`greatest(${a}::int, ${b}::int)`),
  ) as SQL;
}

/**
 * The condition "this `friend_requests` row was sent by family `from` to family `to`", whatever
 * its status (decision 058: requests are between families).
 * @param from the sending family's id: a number or an integer column/expression
 * @param to the receiving family's id, likewise
 */
export function requestFrom(from: FamilyIdOperand, to: FamilyIdOperand): SQL {
  return and(
    eq(friendRequests.senderFamilyId, from),
    eq(friendRequests.receiverFamilyId, to),
  ) as SQL;
}

/**
 * The condition "this `friend_requests` row was sent between families `a` and `b`, either way",
 * whatever its status (see {@link requestFrom}).
 */
export function requestBetween(a: FamilyIdOperand, b: FamilyIdOperand): SQL {
  return or(requestFrom(a, b), requestFrom(b, a)) as SQL;
}
