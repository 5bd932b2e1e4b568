import { existsSync } from 'node:fs';
import pg from 'pg';

/** A PostgreSQL database made for this run: its URL, its backends, and how to drop it. */
export interface BenchDatabase {
  name: string;
  url: string;
  /** Process ids of the server backends connected to it now (those on this host). */
  backends(): Promise<number[]>;
  drop(): Promise<void>;
}

/**
 * Creates a database of the run's own on the server of `serverUrl` (e.g.
 * BENCH_DATABASE_URL), named `<prefix>_<pid>`; `drop()` removes it, closing its connections.
 */
export async function createBenchDatabase(
  serverUrl: string,
  prefix = 'nestling_bench',
): Promise<BenchDatabase> {
  const name = `${prefix}_${process.pid}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const url = Object.assign(new URL(serverUrl), { pathname: `/${name}` }).toString();
  return {
    name,
    url,
    async backends() {
      const { rows } = await admin.query<{ pid: number }>(
        'select pid from pg_stat_activity where datname = $1',
        [name],
      );
      return rows.map((row) => row.pid).filter((pid) => existsSync(`/proc/${pid}`));
    },
    async drop() {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    },
  };
}
