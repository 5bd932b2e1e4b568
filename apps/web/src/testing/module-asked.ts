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
 */

/** How long pending imports and effects are given to run before `askedByNow` answers. */
const SETTLE_MS = 50;

/** A watch on one module: `asked`, and `mock` for `vi.mock(path, mock)`. */
export interface ModuleAsked {
  /** Whether the module has been imported so far. */
  readonly asked: boolean;
  /** Whether it has been imported once the pending imports and effects have run (50 ms). */
  askedByNow(): Promise<boolean>;
  /** The factory of `vi.mock`: records the import, then gives the real module. */
  mock<T>(importOriginal: () => Promise<T>): Promise<T>;
}

/** A new watch on a module, not yet asked. */
export function moduleAsked(): ModuleAsked {
  let asked = false;
  return {
    get asked() {
      return asked;
    },
    async askedByNow() {
      await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
      return asked;
    },
    mock(importOriginal) {
      asked = true;
      return importOriginal();
    },
  };
}
