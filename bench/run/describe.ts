import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { benchDir, settings } from './settings.js';

// Phase 1 of `npm run bench`: what this run is — date, commit, machine, versions — printed
// first and kept in the JSON file.

/** A package's version as installed where `fromDir` would resolve it. */
function packageVersion(name: string, fromDir: string): string {
  for (let dir = fromDir; ; dir = path.dirname(dir)) {
    const file = path.join(dir, 'node_modules', name, 'package.json');
    if (existsSync(file))
      return (JSON.parse(readFileSync(file, 'utf8')) as { version: string }).version;
    if (path.dirname(dir) === dir) return 'unknown';
  }
}

/** The short commit, "with uncommitted changes" when the tree differs, or "unknown". */
function currentCommit(): string {
  try {
    const git = (...gitArgs: string[]) =>
      execFileSync('git', gitArgs, {
        cwd: benchDir,
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'ignore'],
      }).trim();
    return `${git('rev-parse', '--short', 'HEAD')}${git('status', '--porcelain') ? ' with uncommitted changes' : ''}`;
  } catch {
    return 'unknown';
  }
}

/** What a run's figures belong to: its date (ISO), commit, CPU model and the versions measured. */
export interface RunDescription {
  date: string;
  commit: string;
  cpuModel: string;
  versions: Record<'node' | 'fastify' | 'autocannon' | 'pglite' | 'pg' | 'drizzle', string>;
}

/**
 * Describes this run (the app's packages as apps/server resolves them, autocannon as bench/
 * does) and prints the description as the output's first line.
 */
export function describeRun(): RunDescription {
  const serverDir = path.join(benchDir, '..', 'apps', 'server');
  const versions = {
    node: process.version,
    fastify: packageVersion('fastify', serverDir),
    autocannon: packageVersion('autocannon', benchDir),
    pglite: packageVersion('@electric-sql/pglite', serverDir),
    pg: packageVersion('pg', serverDir),
    drizzle: packageVersion('drizzle-orm', serverDir),
  };
  const cpuModel =
    /model name\s*:\s*(.+)/.exec(readFileSync('/proc/cpuinfo', 'utf8'))?.[1] ?? os.arch();
  const date = new Date().toISOString();
  const commit = currentCommit();
  console.log(
    `Nestling benchmark · ${date} · commit ${commit} · ${cpuModel} · Linux ${os.release()} · Node ${versions.node}, ` +
      `Fastify ${versions.fastify}, autocannon ${versions.autocannon}, PGlite ${versions.pglite}, ` +
      `pg ${versions.pg}, drizzle-orm ${versions.drizzle}`,
    `· databases: ${settings.databases.map((kind) => (kind === 'postgres' ? 'PostgreSQL (BENCH_DATABASE_URL)' : 'PGlite (embedded)')).join(', ')}`,
  );
  return { date, commit, cpuModel, versions };
}
