import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it } from 'vitest';
import { createBackgroundTasks } from '../lib/background.js';
import type { SessionEnded } from './app-events.js';
import { createInProcessEvents } from './in-process-events.js';

function setUp() {
  const logged: { fields: Record<string, unknown>; message: string }[] = [];
  const logger = {
    error: (fields: Record<string, unknown>, message: string) => logged.push({ fields, message }),
  } as unknown as FastifyBaseLogger;
  const background = createBackgroundTasks(logger);
  return { events: createInProcessEvents(background), background, logged };
}

const ended: SessionEnded = { sessionId: 7, parentId: 3, reason: 'logout' };

describe('in-process events', () => {
  it('calls every listener of the event at once, in the order they subscribed', () => {
    const { events } = setUp();
    const heard: string[] = [];
    events.subscribe('sessionEnded', (payload) => void heard.push(`a:${payload.sessionId}`));
    events.subscribe('sessionEnded', (payload) => void heard.push(`b:${payload.sessionId}`));
    events.emit('sessionEnded', ended);
    expect(heard).toEqual(['a:7', 'b:7']);
  });

  it('stops calling a listener once unsubscribed', () => {
    const { events } = setUp();
    const heard: number[] = [];
    const unsubscribe = events.subscribe('sessionEnded', (payload) => {
      heard.push(payload.sessionId);
    });
    events.emit('sessionEnded', ended);
    unsubscribe();
    events.emit('sessionEnded', { ...ended, sessionId: 8 });
    expect(heard).toEqual([7]);
  });

  it('logs a listener that throws or rejects, and still calls the others; emit never throws', async () => {
    const { events, background, logged } = setUp();
    const heard: number[] = [];
    events.subscribe('sessionEnded', () => {
      throw new Error('socket layer down');
    });
    events.subscribe('sessionEnded', async () => {
      throw new Error('redis down');
    });
    events.subscribe('sessionEnded', (payload) => void heard.push(payload.sessionId));
    expect(() => events.emit('sessionEnded', ended)).not.toThrow();
    expect(heard).toEqual([7]);
    await background.drain();
    expect(logged.map((entry) => (entry.fields.err as Error).message).sort()).toEqual([
      'redis down',
      'socket layer down',
    ]);
    expect(logged.every((entry) => entry.fields.task === 'event sessionEnded')).toBe(true);
  });

  it('lets shutdown wait for a listener still running', async () => {
    const { events, background } = setUp();
    let finished = false;
    events.subscribe('sessionEnded', async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
      finished = true;
    });
    events.emit('sessionEnded', ended);
    expect(finished).toBe(false);
    await background.drain();
    expect(finished).toBe(true);
  });
});
