// `npm run bench…` and the bench's type check: runs one script of bench/package.json, first
// installing the benchmarks' own tools when they are missing or older than bench's lockfile.
//
// The benchmarks' tools — Lighthouse, puppeteer-core, chrome-launcher, autocannon — serve no
// app, test or build, so they are not in the default `npm ci` (issue 23: set-up stays two quick
// commands). bench/ is not a workspace: it has its own package.json and package-lock.json, and
// `npm ci --prefix bench` installs them into bench/node_modules on first use. Everything else
// the benchmarks import (Fastify, pg, drizzle-orm, PGlite, Socket.IO, tsx, @nestling/testing)
// resolves from the root install, so the references run the app's own versions.
//
// Usage: node scripts/bench.mjs <script> [args…]  (e.g. `npm run bench -- --rounds 2`).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { installOnFirstUse, run } from './first-use.mjs';

const benchDir = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'bench');
const [script, ...args] = process.argv.slice(2);
if (!script) {
  console.error('usage: node scripts/bench.mjs <script of bench/package.json> [args…]');
  process.exit(2);
}

installOnFirstUse(benchDir, 'the benchmarks’ own tools');
run('npm', ['run', script, '--prefix', benchDir, '--', ...args]);
