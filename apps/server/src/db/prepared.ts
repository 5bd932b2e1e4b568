/**
 * A prepared statement made on first use and kept (issue 13: the hot queries are built by
 * drizzle once, not on every request). `make` builds the query with `sql.placeholder(name)`
 * for every value and ends with `.prepare('unique_name')`: on node-postgres the name makes a
 * named statement that each pooled connection parses once; on PGlite, which has no named
 * statements, it still saves drizzle's building of the SQL and its row mapping plan.
 *
 * Made lazily so that a repository bound to a transaction (`createRepositories(tx)`) pays
 * nothing for the statements it does not run.
 * @param make builds the prepared query (called at most once)
 * @returns a function answering the same prepared query every time
 */
export function preparedOnce<Query>(make: () => Query): () => Query {
  let query: Query | undefined;
  return () => (query ??= make());
}
