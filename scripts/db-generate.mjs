// `npm run db:generate`: writes the SQL migration for a change of apps/server/src/db/schema with
// drizzle-kit, into apps/server/drizzle (committed; the server applies them at start).
//
// drizzle-kit (with its own esbuild builds, ≈ 30 MB) serves only this command, so it is not in
// the default `npm ci` (issue 23): tools/db/ holds it in its own package.json and lockfile, and
// the first `npm run db:generate` installs it there (scripts/first-use.mjs). The schema it reads
// imports drizzle-orm, which resolves from the root install — the app's own version.
//
// Usage: npm run db:generate [-- drizzle-kit generate's options, e.g. --name families]
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { installOnFirstUse, run } from './first-use.mjs';

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
const toolsDir = path.join(root, 'tools', 'db');
installOnFirstUse(toolsDir, 'drizzle-kit');
run(
  path.join(toolsDir, 'node_modules', '.bin', 'drizzle-kit'),
  ['generate', '--config', 'drizzle.config.ts', ...process.argv.slice(2)],
  { cwd: path.join(root, 'apps', 'server') },
);
