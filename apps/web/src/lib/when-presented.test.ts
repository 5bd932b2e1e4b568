import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubLargestPaints } from '@/testing/fake-largest-paints';
import { whenPresented } from './first-screen';

/** Animation frames run by the test: `next()` runs the callbacks of one frame. */
function stubFrames() {
  let queue: Array<{ id: number; run: FrameRequestCallback }> = [];
  let last = 0;
  vi.stubGlobal('requestAnimationFrame', (run: FrameRequestCallback) => {
    queue.push({ id: ++last, run });
    return last;
  });
  vi.stubGlobal('cancelAnimationFrame', (id: number) => {
    queue = queue.filter((frame) => frame.id !== id);
  });
  return {
    next() {
      const due = queue;
      queue = [];
      for (const frame of due) frame.run(performance.now());
    },
  };
}

/**
 * A browser that reports its largest paints (`stubLargestPaints`) with frames run by the test
 * (`stubFrames`), and `whenPresented` called for a commit made at `since`.
 * @returns the fakes, the `done` it calls and its `cancel`
 */
function presentWithReports(since?: number) {
  const paints = stubLargestPaints();
  const frames = stubFrames();
  const done = vi.fn();
  const cancel = whenPresented(done, since);
  return { paints, frames, done, cancel };
}

/** Runs the tasks due now and the ones they queue (nested timers are 1 ms apart here). */
const tasks = () => vi.advanceTimersByTimeAsync(2);

describe('whenPresented (issue 29: the one "the screen has been presented")', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('without largest-paint reports (Firefox, Safari): after two frames, in a task', async () => {
    vi.stubGlobal('PerformanceObserver', undefined);
    const frames = stubFrames();
    const done = vi.fn();
    whenPresented(done);
    await vi.advanceTimersByTimeAsync(0);
    frames.next(); // the commit's frame: its callback runs before the paint
    await vi.advanceTimersByTimeAsync(0);
    expect(done).not.toHaveBeenCalled();
    frames.next(); // the next frame: the commit's has been produced
    expect(done).not.toHaveBeenCalled();
    await tasks();
    expect(done).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(5000);
    expect(done).toHaveBeenCalledTimes(1);
  });

  it("with reports: at the first largest paint timed at or after the commit, not at an earlier one's", async () => {
    await vi.advanceTimersByTimeAsync(500);
    const { paints, frames, done } = presentWithReports(480);
    paints.paint(300); // the loading line's paint, reported again (buffered)
    frames.next();
    frames.next();
    await vi.advanceTimersByTimeAsync(100);
    expect(done).not.toHaveBeenCalled();
    paints.paint(520); // the commit's frame presented (its header)
    expect(done).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(0);
    expect(done).toHaveBeenCalledTimes(1);
    // Called once: neither the frames' wait nor a later paint calls it again.
    paints.paint(900);
    await vi.advanceTimersByTimeAsync(5000);
    expect(done).toHaveBeenCalledTimes(1);
    expect(paints.observing()).toBe(0);
  });

  it('with reports: the paint is awaited past two frames, as long as the presentation lags', async () => {
    const { paints, frames, done } = presentWithReports(0);
    frames.next();
    frames.next();
    await vi.advanceTimersByTimeAsync(150); // two frames + 150 ms: not presented yet
    expect(done).not.toHaveBeenCalled();
    paints.paint(160);
    await vi.advanceTimersByTimeAsync(0);
    expect(done).toHaveBeenCalledTimes(1);
  });

  it('ignores a paint whose element has left the page (an earlier frame presented late)', async () => {
    const { paints, frames, done } = presentWithReports(0);
    paints.paint(10, null);
    frames.next();
    await vi.advanceTimersByTimeAsync(0);
    expect(done).not.toHaveBeenCalled();
    paints.paint(20);
    await vi.advanceTimersByTimeAsync(0);
    expect(done).toHaveBeenCalledTimes(1);
  });

  it('a commit that paints nothing larger (no report): 300 ms after two frames', async () => {
    const { frames, done } = presentWithReports(0);
    frames.next();
    await vi.advanceTimersByTimeAsync(1000); // one frame only: the commit's not yet produced
    expect(done).not.toHaveBeenCalled();
    frames.next();
    await vi.advanceTimersByTimeAsync(299);
    expect(done).not.toHaveBeenCalled();
    await tasks();
    expect(done).toHaveBeenCalledTimes(1);
  });

  it('after an input (no more reports, e.g. an in-app navigation): two frames, no extra wait', async () => {
    vi.spyOn(performance, 'getEntriesByType').mockImplementation((type) =>
      type === 'first-input' ? [{ name: 'pointerdown' } as PerformanceEntry] : [],
    );
    const { frames, done } = presentWithReports();
    frames.next();
    frames.next();
    await tasks();
    expect(done).toHaveBeenCalledTimes(1);
  });

  it('where no frame comes: at most 2 s; in a hidden tab: in a task', async () => {
    const { done } = presentWithReports(); // its frames never run
    await vi.advanceTimersByTimeAsync(1999);
    expect(done).not.toHaveBeenCalled();
    await tasks();
    expect(done).toHaveBeenCalledTimes(1);

    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    const hidden = vi.fn();
    whenPresented(hidden);
    expect(hidden).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(0);
    expect(hidden).toHaveBeenCalledTimes(1);
  });

  it('cancelled, it is never called: not by the report, the frames or the timers', async () => {
    const { paints, frames, done, cancel } = presentWithReports(0);
    frames.next();
    cancel();
    expect(paints.observing()).toBe(0);
    paints.paint(50);
    frames.next();
    await vi.advanceTimersByTimeAsync(5000);
    expect(done).not.toHaveBeenCalled();

    // Cancelled after the paint was reported but before its task: not called either.
    const late = vi.fn();
    const cancelLate = whenPresented(late, 0);
    paints.paint(60);
    cancelLate();
    await vi.advanceTimersByTimeAsync(5000);
    expect(late).not.toHaveBeenCalled();
  });
});
