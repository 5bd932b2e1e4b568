import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SUBSCRIPTION_MESSAGES, TRIAL_DAYS } from '@nestling/shared';
import { signUp } from '../../../test/helpers/accounts.js';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app.js';
import { trials } from '../../db/schema/index.js';
import { expectError, expectNotAuthenticated } from '../../../test/helpers/social.js';

/** Billing without Stripe configured: the one free trial per parent (product.md). */

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('GET /api/parents/check-subscription', () => {
  it('says a new parent has nothing active and may start a trial', async () => {
    const { client } = await signUp(t);
    const response = await client.get('/api/parents/check-subscription');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      active: false,
      plan: null,
      status: 'none',
      trialEndsAt: null,
      currentPeriodEnd: null,
      cancelAtPeriodEnd: false,
      trialAvailable: true,
      checkoutAvailable: false,
      portalAvailable: false,
    });
  });

  it('answers 401 without a session', async () => {
    const response = await t.client().get('/api/parents/check-subscription');
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe('NOT_AUTHENTICATED');
  });
});

describe('POST /api/billing/trial', () => {
  it('starts a 14-day trial once: 201 active, then 409 with nothing changed', async () => {
    const { client } = await signUp(t);
    const before = Date.now();
    const started = await client.post('/api/billing/trial');
    expect(started.statusCode).toBe(201);
    const body = started.json();
    expect(body).toMatchObject({
      active: true,
      plan: 'trial',
      status: 'trialing',
      trialAvailable: false,
    });
    const endsAt = Date.parse(body.trialEndsAt);
    const fourteenDays = TRIAL_DAYS * 24 * 60 * 60 * 1000;
    expect(endsAt).toBeGreaterThanOrEqual(before + fourteenDays);
    expect(endsAt).toBeLessThanOrEqual(Date.now() + fourteenDays);

    const again = await client.post('/api/billing/trial');
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ error: SUBSCRIPTION_MESSAGES.trialUsed, code: 'TRIAL_USED' });
    expect((await client.get('/api/parents/check-subscription')).json()).toEqual(body);
  });

  it('of ten concurrent starts, one answers 201 and nine 409; one trial is stored', async () => {
    const { client, parentId } = await signUp(t);
    await client.get('/api/auth/me'); // the XSRF pair, once, before the race
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => client.post('/api/billing/trial')),
    );
    const statuses = answers.map((response) => response.statusCode).sort();
    expect(statuses).toEqual([201, ...Array<number>(9).fill(409)]);
    const rows = await t.database.db.select().from(trials).where(eq(trials.startedBy, parentId));
    expect(rows).toHaveLength(1);
  });

  it('an ended trial is inactive, "expired", and is not offered again', async () => {
    const { client, parentId } = await signUp(t);
    await client.post('/api/billing/trial');
    await t.database.db
      .update(trials)
      .set({ endsAt: new Date(Date.now() - 1000) })
      .where(eq(trials.startedBy, parentId));
    expect((await client.get('/api/parents/check-subscription')).json()).toMatchObject({
      active: false,
      plan: 'trial',
      status: 'expired',
      trialAvailable: false,
    });
    expect((await client.post('/api/billing/trial')).statusCode).toBe(409);
  });

  it('is one trial per parent: another parent still has theirs', async () => {
    const first = await signUp(t);
    const second = await signUp(t);
    expect((await first.client.post('/api/billing/trial')).statusCode).toBe(201);
    expect((await second.client.get('/api/parents/check-subscription')).json().active).toBe(false);
    expect((await second.client.post('/api/billing/trial')).statusCode).toBe(201);
  });

  it('needs a session and the XSRF token', async () => {
    expect((await t.client().post('/api/billing/trial')).statusCode).toBe(401);
    const { client } = await signUp(t);
    const forged = await client.post('/api/billing/trial', undefined, { withoutXsrf: true });
    expect(forged.statusCode).toBe(403);
    expect(forged.json().code).toBe('XSRF_INVALID');
    expect((await client.get('/api/parents/check-subscription')).json().active).toBe(false);
  });
});

describe('Stripe routes without Stripe configured', () => {
  it.each(['/api/billing/checkout', '/api/billing/portal'])(
    'POST %s answers 404 BILLING_NOT_CONFIGURED',
    async (url) => {
      const { client } = await signUp(t);
      const response = await client.post(url);
      expectError(response, 404, {
        error: SUBSCRIPTION_MESSAGES.billingUnavailable,
        code: 'BILLING_NOT_CONFIGURED',
      });
    },
  );

  it('the webhook answers 404 and needs no session to say so', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/billing/webhook',
      headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=00' },
      payload: '{"id":"evt_1"}',
    });
    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe('BILLING_NOT_CONFIGURED');
  });

  it.each(['/api/billing/checkout', '/api/billing/portal'])(
    'POST %s answers 401 without a session',
    async (url) => {
      const response = await t.client().post(url);
      expectNotAuthenticated(response);
    },
  );
});
