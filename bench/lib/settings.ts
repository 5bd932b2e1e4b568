import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The bench/ folder: the servers' scripts and the benches' working directory. */
export const benchDir = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');

/** A PostgreSQL server a bench may create its own database on (BENCH_DATABASE_URL), if any. */
export const postgresUrl = process.env.BENCH_DATABASE_URL;

/** The databases a bench runs the app on: PostgreSQL (BENCH_DATABASE_URL) or embedded PGlite. */
export type DatabaseKind = 'postgres' | 'embedded';

/**
 * A numeric flag's value (`--name`, or its BENCH_* variable), checked.
 * @param name the flag's name, for the error
 * @param value the flag's text
 * @param min the smallest value allowed
 * @param integer whether only whole numbers are allowed
 * @throws Error `--name must be (an integer) ≥ min` for anything else
 */
export function numberFlag(
  name: string,
  value: string | undefined,
  min: number,
  { integer = false }: { integer?: boolean } = {},
): number {
  const parsed = Number(value);
  const valid = integer ? Number.isInteger(parsed) : Number.isFinite(parsed);
  if (!valid || parsed < min) {
    throw new Error(`--${name} must be ${integer ? 'an integer ' : ''}≥ ${min}`);
  }
  return parsed;
}

/**
 * One of the databases a bench was asked to run on, checked.
 * @param flag the flag that named it (`databases`, `database`), for the errors
 * @param name the name given
 * @param expected how the flag's values are described ('postgres or embedded')
 * @throws Error for a name other than postgres or embedded, and for postgres without
 *   BENCH_DATABASE_URL
 */
export function databaseKind(flag: string, name: string, expected: string): DatabaseKind {
  if (name !== 'postgres' && name !== 'embedded') throw new Error(`--${flag} takes ${expected}`);
  if (name === 'postgres' && !postgresUrl) {
    throw new Error(`--${flag} postgres needs BENCH_DATABASE_URL (a PostgreSQL server to use)`);
  }
  return name;
}
