import type { BackgroundTasks } from '../lib/background.js';
import type { AppEventBus, AppEventListener, AppEventName } from './app-events.js';

/**
 * The in-process event bus: listeners in this instance hear what services in this instance
 * emit. Each listener call runs as background work, so it starts at once (synchronously up to
 * its first await), never delays or breaks the emitting request, is logged when it fails, and
 * is waited for at shutdown. Issue 12 subscribes Socket.IO here; its Redis adapter carries the
 * socket messages to the other instances.
 * @param background where listener calls run (its failures are logged with the event's name)
 */
export function createInProcessEvents(background: BackgroundTasks): AppEventBus {
  const listeners = new Map<AppEventName, Set<AppEventListener<AppEventName>>>();
  return {
    emit(name, payload) {
      for (const listener of listeners.get(name) ?? []) {
        background.run(`event ${name}`, async () => listener(payload));
      }
    },
    subscribe(name, listener) {
      const forName = listeners.get(name) ?? new Set();
      listeners.set(name, forName);
      const entry = listener as AppEventListener<AppEventName>;
      forName.add(entry);
      return () => {
        forName.delete(entry);
      };
    },
    listenerCount: (name) => listeners.get(name)?.size ?? 0,
  };
}
