import { expect } from 'vitest';
import type { ScheduleEvent } from '@nestling/shared';
import type { TestClient } from './test-client.js';

/**
 * Adds an event to the family's calendar through the API (`POST /api/schedules`), in either of
 * the forms the screens send: `{kidId, date, title, description?}` (a kid's calendar) or
 * `{title, date: YYYY-MM-DD, startTime, kidId?}` (the schedule card). Asserts the 201.
 * @returns the event as the API answers it
 */
export async function addScheduleEvent(client: TestClient, body: object): Promise<ScheduleEvent> {
  const response = await client.post('/api/schedules', body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}
