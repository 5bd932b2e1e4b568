import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useAfterPaint } from './after-paint';

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
});
