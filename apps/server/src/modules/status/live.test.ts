import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app.js';

/**
 * The probes — liveness, and readiness (`GET /api/health` without a query) — live in the root context, outside the app's per-request plugins
 * (decision 037): these tests pin what its answer must still carry, and that the app's hooks
 * (helmet's full set, cookies, the XSRF pair) are not run for it while they still are for
 * every other answer.
 */
describe('the probes outside the app scope', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ INSTANCE_ID: 'instance-a' });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('answers its JSON with no-store, nosniff, a closed CSP, the request id and X-Instance', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/health/live',
      headers: { cookie: 'nestling_session=not-a-session; broken' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toBe(
      "default-src 'none'; frame-ancestors 'none'",
    );
    expect(response.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(response.headers['x-instance']).toBe('instance-a');
    expect(response.headers['set-cookie']).toBeUndefined();
  });

  it('answers readiness the same way, from the root context', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', database: 'ok' });
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(response.headers['x-instance']).toBe('instance-a');
    expect(response.headers['referrer-policy']).toBeUndefined();
  });

  it('runs none of the app scope’s hooks, which every other answer still gets', async () => {
    const live = await t.app.inject({ method: 'GET', url: '/api/health/live' });
    const ready = await t.app.inject({ method: 'GET', url: '/api/health' });
    // With a query, GET /api/health is the app's route: the check without kidId, the kid's
    // logs (signed in only) with it.
    const checkWithQuery = await t.app.inject({ method: 'GET', url: '/api/health?probe=1' });
    const logs = await t.app.inject({ method: 'GET', url: '/api/health?kidId=1' });
    const unknown = await t.app.inject({ method: 'POST', url: '/not-a-route' });
    expect(live.headers['referrer-policy']).toBeUndefined();
    expect(ready.headers['referrer-policy']).toBeUndefined();
    expect(checkWithQuery.statusCode).toBe(200);
    expect(checkWithQuery.json()).toEqual({ status: 'ok', database: 'ok' });
    expect(logs.statusCode).toBe(401);
    for (const response of [checkWithQuery, logs, unknown]) {
      expect(response.headers['referrer-policy']).toBe('no-referrer');
      expect(response.headers['content-security-policy']).toContain("default-src 'self'");
      expect(response.headers['x-instance']).toBe('instance-a');
    }
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('is in the OpenAPI document', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    const document = response.json() as { paths: Record<string, { get?: unknown }> };
    expect(document.paths['/api/health/live']?.get).toBeDefined();
    expect(document.paths['/api/health']?.get).toBeDefined();
  });
});
