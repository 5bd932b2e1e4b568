/** The browser's `scheduler.yield` (Prioritized Task Scheduling API), where it has one. */
interface WithSchedulerYield {
  scheduler?: { yield?: () => Promise<void> };
}

/**
 * Ends the current task and resumes in a new one, so the browser may paint and answer input in
 * between (issue 29: no task over 50 ms on a phone): `scheduler.yield()` where the browser has
 * it (it resumes ahead of other queued tasks), else a `MessageChannel` message (a new task,
 * without `setTimeout`'s 4 ms clamp).
 * @returns settles in a later task; never rejects
 */
export function yieldToBrowser(): Promise<void> {
  const { scheduler } = globalThis as WithSchedulerYield;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(undefined);
  });
}
