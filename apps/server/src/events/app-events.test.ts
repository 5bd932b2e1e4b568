import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helpers/test-app.js';
import { APP_EVENT_NAMES } from './app-events.js';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('AppEvents', () => {
  it('has a subscriber for every event once the app is built: nothing is announced to no one', () => {
    const { events } = t.app.services;
    const unheard = APP_EVENT_NAMES.filter((name) => events.listenerCount(name) === 0);
    expect(unheard).toEqual([]);
    expect(APP_EVENT_NAMES).toContain('friendshipChanged');
  });
});
