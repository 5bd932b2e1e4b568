import { expect, vi } from 'vitest';

/**
 * A browser that reports its largest paints (Chromium), for the tests of what waits for the
 * screen's presentation (`whenPresented`, lib/first-screen.ts): a fake `PerformanceObserver`
 * that takes `largest-contentful-paint` entries (stubbed as a global: vitest's
 * `unstubAllGlobals` takes it away after each test).
 * @returns `paint(startTime, element)`: reports a largest paint timed at `startTime` (ms of
 *   `performance.now()`) to every observer; `observing()`: how many observers are connected
 */
export function stubLargestPaints() {
  const observers = new Set<FakeObserver>();
  class FakeObserver {
    static supportedEntryTypes = ['largest-contentful-paint', 'element', 'first-input'];
    constructor(private readonly callback: PerformanceObserverCallback) {}
    observe(options: PerformanceObserverInit) {
      expect(options).toMatchObject({ type: 'largest-contentful-paint', buffered: true });
      observers.add(this);
    }
    disconnect() {
      observers.delete(this);
    }
    report(entry: object) {
      const list = { getEntries: () => [entry] } as unknown as PerformanceObserverEntryList;
      this.callback(list, this as unknown as PerformanceObserver);
    }
  }
  vi.stubGlobal('PerformanceObserver', FakeObserver);
  return {
    paint(startTime: number, element: Element | null = document.body) {
      for (const observer of [...observers]) observer.report({ startTime, element });
    },
    observing: () => observers.size,
  };
}
