import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { deferred } from '@/testing/mock-api';
import { settledWithin } from '@/testing/settled';
import { whenFirstScreenShown } from './first-screen';

/** The layout's `<main>` with the screen's heading drawn in it. */
function drawScreen() {
  const main = document.createElement('main');
  main.innerHTML = '<h1>Your Kids</h1>';
  document.body.append(main);
}

describe('whenFirstScreenShown (issue 29: what the first screen does not show waits for it)', () => {
  afterEach(() => {
    vi.useRealTimers();
    document.body.replaceChildren();
  });

  it('waits while a read is in flight, and resolves once it has answered and a frame has passed', async () => {
    drawScreen();
    const queryClient = new QueryClient();
    const answer = deferred<string[]>();
    void queryClient.prefetchQuery({ queryKey: ['kids'], queryFn: () => answer.promise });
    const shown = whenFirstScreenShown(queryClient);
    expect(await settledWithin(shown)).toBe(false);
    answer.resolve([]);
    expect(await settledWithin(shown)).toBe(true);
    // Every caller shares the one wait.
    expect(whenFirstScreenShown(queryClient)).toBe(shown);
  });

  it('waits for a read that starts before the idle moment comes', async () => {
    drawScreen();
    const queryClient = new QueryClient();
    const shown = whenFirstScreenShown(queryClient);
    const answer = deferred<string[]>();
    void queryClient.prefetchQuery({ queryKey: ['kids'], queryFn: () => answer.promise });
    expect(await settledWithin(shown)).toBe(false);
    answer.resolve([]);
    expect(await settledWithin(shown)).toBe(true);
  });

  it("waits for the screen's heading: its data in, its code still on the way", async () => {
    const queryClient = new QueryClient();
    await queryClient.prefetchQuery({ queryKey: ['kids'], queryFn: () => Promise.resolve([]) });
    const shown = whenFirstScreenShown(queryClient);
    expect(await settledWithin(shown)).toBe(false);
    drawScreen();
    expect(await settledWithin(shown)).toBe(true);
  });

  it('a change of the page while the paint is awaited puts the wait after it', async () => {
    drawScreen();
    const queryClient = new QueryClient();
    const shown = whenFirstScreenShown(queryClient);
    const heading = document.querySelector('h1')!;
    // The screen keeps drawing (a part, its data) in every task for 300 ms.
    const start = performance.now();
    let n = 0;
    while (performance.now() - start < 300) {
      heading.textContent = `Your Kids ${++n}`;
      await new Promise((resolve) => setTimeout(resolve, 0));
    }
    expect(await settledWithin(shown, 0)).toBe(false);
    expect(await settledWithin(shown)).toBe(true);
  });

  it('starts one paint wait for a burst of changes in one task, not one per change', async () => {
    drawScreen();
    const queryClient = new QueryClient();
    const frames = vi.spyOn(globalThis, 'requestAnimationFrame');
    const shown = whenFirstScreenShown(queryClient);
    await new Promise((resolve) => setTimeout(resolve, 0));
    frames.mockClear();
    // One commit's worth of changes: many mutations and reads' events in the same task.
    const heading = document.querySelector('h1')!;
    for (let n = 0; n < 50; n++) {
      heading.textContent = `Your Kids ${n}`;
      queryClient.setQueryData(['kid', n], { n });
    }
    expect(await settledWithin(shown)).toBe(true);
    // Its two frames (the commit's, then the next), however many changes came in the task.
    expect(frames).toHaveBeenCalledTimes(2);
  });

  it('gives up waiting after 4 s: a read that never answers does not hold the socket back', async () => {
    vi.useFakeTimers();
    const queryClient = new QueryClient();
    void queryClient.prefetchQuery({ queryKey: ['slow'], queryFn: () => new Promise(() => {}) });
    let done = false;
    void whenFirstScreenShown(queryClient).then(() => (done = true));
    await vi.advanceTimersByTimeAsync(3900);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(200);
    expect(done).toBe(true);
  });
});
