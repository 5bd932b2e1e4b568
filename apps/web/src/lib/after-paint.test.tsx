import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { stubLargestPaints } from '@/testing/fake-largest-paints';
import { TODAY_FORMAT, useAfterPaint, useInTurn } from './after-paint';
import { lazyPart } from './lazy-part';

function deferredPart() {
  let resolve: () => void = () => {};
  const loaded = new Promise<void>((done) => (resolve = done));
  return { preload: vi.fn(() => loaded), resolve };
}

describe('useAfterPaint (issue 29)', () => {
  it('asks for the parts only after the next frames, and is true once they have loaded', async () => {
    const part = deferredPart();
    const { result } = renderHook(() => useAfterPaint(true, part));
    expect(result.current).toBe(false);
    expect(part.preload).not.toHaveBeenCalled();
    await waitFor(() => expect(part.preload).toHaveBeenCalledTimes(1));
    expect(result.current).toBe(false);
    await act(async () => part.resolve());
    await waitFor(() => expect(result.current).toBe(true));
  });

  it('waits for `ready`, and draws a part whose code failed all the same', async () => {
    const part = { preload: vi.fn(() => Promise.reject(new Error('offline'))) };
    const { result, rerender } = renderHook(({ ready }) => useAfterPaint(ready, part), {
      initialProps: { ready: false },
    });
    await new Promise((done) => setTimeout(done, 50));
    expect(part.preload).not.toHaveBeenCalled();
    rerender({ ready: true });
    await waitFor(() => expect(result.current).toBe(true));
    expect(part.preload).toHaveBeenCalledTimes(1);
  });

  it("where the browser reports its largest paints: asks for the parts once the header's paint is reported", async () => {
    const paints = stubLargestPaints();
    const part = deferredPart();
    const before = performance.now();
    const { result } = renderHook(() => useAfterPaint(true, part));
    // Frames pass (the commit's frame is produced), but its presentation is not reported yet.
    await new Promise((done) => setTimeout(done, 150));
    expect(part.preload).not.toHaveBeenCalled();
    paints.paint(before - 1); // a paint of before the commit (the loading line) does not count
    await new Promise((done) => setTimeout(done, 20));
    expect(part.preload).not.toHaveBeenCalled();
    paints.paint(performance.now());
    await waitFor(() => expect(part.preload).toHaveBeenCalledTimes(1));
    await act(async () => part.resolve());
    await waitFor(() => expect(result.current).toBe(true));
  });

  it('unmounted before the paint, it asks for nothing', async () => {
    const paints = stubLargestPaints();
    const part = deferredPart();
    const { unmount } = renderHook(() => useAfterPaint(true, part));
    await waitFor(() => expect(paints.observing()).toBe(1));
    unmount();
    expect(paints.observing()).toBe(0);
    paints.paint(performance.now());
    await new Promise((done) => setTimeout(done, 400));
    expect(part.preload).not.toHaveBeenCalled();
  });
});

describe('useAfterPaint, several parts (issue 29)', () => {
  it("starts each lazy part's import in a task of its own, in the order given", async () => {
    const imported: string[] = [];
    // Once the task that imported the first part is over (its microtasks included), the second
    // has not been imported yet: it comes in a later task.
    let secondWithFirst: boolean | undefined;
    const first = lazyPart(() => {
      imported.push('first');
      queueMicrotask(() => (secondWithFirst = imported.includes('second')));
      return Promise.resolve(() => null);
    });
    const second = lazyPart(() => {
      imported.push('second');
      return Promise.resolve(() => null);
    });
    const { result } = renderHook(() => useAfterPaint(true, first, second, TODAY_FORMAT));
    await waitFor(() => expect(result.current).toBe(true));
    expect(imported).toEqual(['first', 'second']);
    expect(secondWithFirst).toBe(false);
  });
});

describe('useInTurn (issue 29)', () => {
  it('draws nothing before `ready`, then the first part at once and the others one by one', async () => {
    const seen: number[] = [];
    const { result, rerender } = renderHook(
      ({ ready }) => {
        const shown = useInTurn(ready, 3);
        seen.push(shown);
        return shown;
      },
      { initialProps: { ready: false } },
    );
    await new Promise((done) => setTimeout(done, 50));
    expect(result.current).toBe(0);
    rerender({ ready: true });
    expect(result.current).toBe(1);
    await waitFor(() => expect(result.current).toBe(3));
    // Each count in a render of its own, in order: no part skipped, none drawn twice over.
    expect([...new Set(seen)]).toEqual([0, 1, 2, 3]);
    await new Promise((done) => setTimeout(done, 50));
    expect(result.current).toBe(3);
  });
});
