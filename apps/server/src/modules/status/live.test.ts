import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app.js';

/**
 * The probes — liveness, and readiness (`GET /api/health` without a query) — live in the root
 * context, outside the app's per-request plugins (decision 037): these tests pin that their
 * answers still carry every header the app's hooks give an answer, and that those hooks are
 * not run for them while they still are for every other route.
 */
describe('the probes outside the app scope', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ INSTANCE_ID: 'instance-a' });
  });
  afterAll(async () => {
    await t?.close();
  });

  /**
   * The headers an answer of the API's scope carries that a probe must carry too: the API's
   * security set (decision 042), no-store, X-Instance.
   */
  const SHARED = [
    'content-security-policy',
    'x-content-type-options',
    'referrer-policy',
    'cross-origin-resource-policy',
    'cache-control',
    'x-instance',
  ];

  it('answer with the app scope’s headers, the request id and X-Instance, and set no cookie', async () => {
    const headers = { cookie: 'nestling_session=not-a-session; broken' };
    const live = await t.app.inject({ method: 'GET', url: '/api/health/live', headers });
    const ready = await t.app.inject({ method: 'GET', url: '/api/health', headers });
    // With a query, GET /api/health is the app's route: the check without kidId, the kid's
    // logs (signed in only) with it.
    const readyInScope = await t.app.inject({ method: 'GET', url: '/api/health?probe=1' });
    expect(live.statusCode).toBe(200);
    expect(live.json()).toEqual({ status: 'ok' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ok', database: 'ok' });
    expect(readyInScope.statusCode).toBe(200);
    expect(readyInScope.json()).toEqual({ status: 'ok', database: 'ok' });
    for (const response of [live, ready]) {
      expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
      for (const name of SHARED) {
        expect(response.headers[name], name).toBe(readyInScope.headers[name]);
      }
      expect(response.headers['content-security-policy']).toBe(
        "default-src 'none';frame-ancestors 'none'",
      );
      expect(response.headers['x-frame-options']).toBeUndefined();
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.headers['x-instance']).toBe('instance-a');
      expect(response.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
      expect(response.headers['set-cookie']).toBeUndefined();
    }
    const logs = await t.app.inject({ method: 'GET', url: '/api/health?kidId=1' });
    expect(logs.statusCode).toBe(401);
  });

  it('run none of the app scope’s request hooks, which its routes still run', () => {
    const tree = t.app.printRoutes({ includeHooks: true, commonPrefix: false });
    const hooksOf = (line: RegExp) => {
      const lines = tree.split('\n');
      const index = lines.findIndex((text) => line.test(text));
      expect(index, String(line)).toBeGreaterThanOrEqual(0);
      const hooks: string[] = [];
      for (const text of lines.slice(index + 1)) {
        const hook = /• \(([a-zA-Z]+)\)/.exec(text);
        if (!hook) break;
        hooks.push(hook[1]!);
      }
      return hooks;
    };
    expect(hooksOf(/\/live \(GET/)).toEqual([]);
    expect(hooksOf(/\/api\/kids \(GET/)).toContain('onRequest');
  });

  it('are in the OpenAPI document', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    const document = response.json() as { paths: Record<string, { get?: unknown }> };
    expect(document.paths['/api/health/live']?.get).toBeDefined();
    expect(document.paths['/api/health']?.get).toBeDefined();
  });
});
