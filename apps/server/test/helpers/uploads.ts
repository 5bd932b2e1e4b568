import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { files, type FilePurpose } from '../../src/db/schema/index.js';
import type { TestApp } from './test-app.js';

/** Every stored object under the app's DATA_DIR/uploads, as keys (`kid-photo/ab12….webp`). */
export async function uploadedObjects(t: TestApp): Promise<string[]> {
  const root = path.join(t.dataDir, 'uploads');
  const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)))
    .sort();
}

/**
 * The storage keys the file rows of one purpose point at, sorted: what
 * {@link uploadedObjects} must hold for that purpose when nothing leaked.
 */
export async function storedKeysOf(t: TestApp, purpose: FilePurpose): Promise<string[]> {
  const rows = await t.database.db.select().from(files).where(eq(files.purpose, purpose));
  return rows
    .flatMap((row) => [row.storageKey, row.thumbnailKey])
    .filter((key): key is string => Boolean(key))
    .sort();
}
