// Installs a one-off tool's own dependencies on its first use (issue 23: set-up stays two quick
// commands). Such a tool — the benchmarks (bench/), drizzle-kit (tools/db/) — keeps its own
// package.json and package-lock.json outside the workspaces, so the default `npm ci` does not
// unpack it; the first command that needs it runs `npm ci --prefix <dir>`, and again whenever
// that lockfile changes. Everything else the tool imports resolves from the root install.
import { spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';

/** Runs a command with its output shown; exits with its status when it fails. */
export function run(command, args, options = {}) {
  const result = spawnSync(command, args, { stdio: 'inherit', ...options });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

/**
 * Runs `npm ci --prefix dir` when dir/node_modules is missing, or older than dir's lockfile;
 * `what` names the tools in the one line printed before the install.
 */
export function installOnFirstUse(dir, what) {
  // npm writes node_modules/.package-lock.json at the end of an install: missing means never
  // installed (or interrupted), older than the lockfile means the tools changed since.
  const installed = path.join(dir, 'node_modules', '.package-lock.json');
  const lockfile = path.join(dir, 'package-lock.json');
  if (existsSync(installed) && statSync(installed).mtimeMs >= statSync(lockfile).mtimeMs) return;
  console.log(
    `Installing ${what} into ${path.relative(process.cwd(), dir) || '.'}/node_modules (first use)…`,
  );
  run('npm', ['ci', '--prefix', dir, '--no-audit', '--no-fund']);
}
