import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));

/**
 * Finds `relative` in the folder of this module or one of its parents. The server runs both
 * from `src/` (tests, dev) and bundled from `dist/`, which sit at different depths.
 * @param relative a path such as `drizzle/meta/_journal.json`
 * @returns the absolute path, or undefined when no parent holds it
 */
export function findUp(relative: string): string | undefined {
  let dir = here;
  for (;;) {
    const candidate = path.join(dir, relative);
    if (existsSync(candidate)) return candidate;
    const parent = path.dirname(dir);
    if (parent === dir) return undefined;
    dir = parent;
  }
}
