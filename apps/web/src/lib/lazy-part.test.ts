import { describe, expect, it, vi } from 'vitest';
import { lazyPart } from './lazy-part';

function Part() {
  return null;
}

describe('lazyPart', () => {
  it("starts the part's import in a task of its own, not in the caller's, and once", async () => {
    const load = vi.fn(() => Promise.resolve(Part));
    const part = lazyPart(load);

    const first = part.preload();
    const second = part.preload();
    // Not in the caller's task, microtasks included (e.g. a screen's effect).
    await Promise.resolve();
    await Promise.resolve();
    expect(load).not.toHaveBeenCalled();

    await vi.waitFor(() => expect(load).toHaveBeenCalled());
    expect(load).toHaveBeenCalledTimes(1);
    expect(await first).toBe(Part);
    expect(second).toBe(first);
  });

  it('says when the import failed', async () => {
    const part = lazyPart(() => Promise.reject(new Error('offline')));
    await expect(part.preload()).rejects.toThrow('offline');
  });
});
