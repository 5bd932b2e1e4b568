import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

/** The script the fake build's one hashed asset is served at: `/assets/index-3f2a1b.js`. */
export const FAKE_ASSET = 'index-3f2a1b.js';

/**
 * A stand-in for the web build (apps/web/dist) in a new temporary folder, for a test app's
 * `WEB_DIST_DIR`: `index.html` and one hashed asset, `assets/index-3f2a1b.js`. The caller
 * removes the folder (`rm(dir, { recursive: true, force: true })`).
 * @param options.index the page's text; options.script the asset's
 * @param options.write how each file is written (e.g. with its .br and .gz copies)
 * @returns the folder's path
 */
export async function fakeWebDist(
  options: {
    index?: string;
    script?: string;
    write?: (file: string, text: string) => Promise<void>;
  } = {},
): Promise<string> {
  const write = options.write ?? writeFile;
  const distDir = await mkdtemp(path.join(os.tmpdir(), 'nestling-dist-'));
  await mkdir(path.join(distDir, 'assets'));
  await write(
    path.join(distDir, 'index.html'),
    options.index ?? '<!doctype html><title>Nestling</title>',
  );
  await write(path.join(distDir, 'assets', FAKE_ASSET), options.script ?? 'console.log(1);');
  return distDir;
}
