import type { AppEventName } from '../../src/events/app-events.js';
import type { TestApp } from './test-app.js';

/** An app event as a test heard it: its name and its payload. */
export interface HeardEvent {
  name: AppEventName;
  payload: unknown;
}

/**
 * Subscribes to `names` on the app's event bus and records every such event, in the order
 * announced, in the array it returns (a test empties it with `heard.length = 0`).
 */
export function recordAppEvents(t: TestApp, names: readonly AppEventName[]): HeardEvent[] {
  const heard: HeardEvent[] = [];
  for (const name of names) {
    t.app.services.events.subscribe(name, (payload) => void heard.push({ name, payload }));
  }
  return heard;
}
