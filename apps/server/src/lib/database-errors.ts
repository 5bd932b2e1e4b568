/** PostgreSQL's SQLSTATE for a unique violation. */
const UNIQUE_VIOLATION = '23505';

/**
 * Whether `error` — or an error it wraps (`DrizzleQueryError` keeps the driver's error as its
 * `cause`) — is PostgreSQL's unique violation of `constraint`. node-postgres and PGlite both
 * expose `code` and `constraint` on their errors.
 * @param constraint the unique constraint's or unique index's name
 */
export function isUniqueViolation(error: unknown, constraint: string): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth += 1) {
    const {
      code,
      constraint: name,
      cause,
    } = current as {
      code?: unknown;
      constraint?: unknown;
      cause?: unknown;
    };
    if (code === UNIQUE_VIOLATION && name === constraint) return true;
    current = cause;
  }
  return false;
}
