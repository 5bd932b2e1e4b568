/*
 * Whether a screen has asked for (imported) a module it loads on demand — the deferred code of
 * issue 29 (decisions 055, 086): the test mocks the module with a watch that records the import
 * and gives the real module.
 *
 *   const list = await vi.hoisted(() =>
 *     import('@/testing/module-asked').then(({ moduleAsked }) => moduleAsked()),
 *   );
 *   vi.mock('./kids-list', list.mock);
 *   …
 *   expect(await list.askedByNow()).toBe(false);
 *
 * Vitest hoists `vi.mock` above the file's imports, hence `vi.hoisted` to create the watch. A
 * module is imported once per test file: once asked, it stays asked for the file's later tests.
 *
 * `moduleAsked({ held: true })` also holds the import back until `release()`, so a test can see
 * what the screen shows while that code is still on its way (a slow phone's network).
 */

/** How long pending imports and effects are given to run before `askedByNow` answers. */
const SETTLE_MS = 50;

/** A watch on one module: `asked`, and `mock` for `vi.mock(path, mock)`. */
export interface ModuleAsked {
  /** Whether the module has been imported so far. */
  readonly asked: boolean;
  /** Whether it has been imported once the pending imports and effects have run (50 ms). */
  askedByNow(): Promise<boolean>;
  /** The factory of `vi.mock`: records the import, then gives the real module (once released). */
  mock<T>(importOriginal: () => Promise<T>): Promise<T>;
  /** Lets a held import complete (nothing for a watch that does not hold). */
  release(): void;
}

/**
 * A new watch on a module, not yet asked.
 * @param options.held hold the import back until `release()` (default false: at once)
 */
export function moduleAsked({ held = false }: { held?: boolean } = {}): ModuleAsked {
  let asked = false;
  let release = () => {};
  const released = held ? new Promise<void>((resolve) => (release = resolve)) : Promise.resolve();
  return {
    get asked() {
      return asked;
    },
    async askedByNow() {
      await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
      return asked;
    },
    async mock(importOriginal) {
      asked = true;
      await released;
      return importOriginal();
    },
    release() {
      release();
    },
  };
}
