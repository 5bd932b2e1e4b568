import { count, eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SUBSCRIPTION_MESSAGES } from '@nestling/shared';
import { TEST_PASSWORD, signUp } from '../../../test/helpers/accounts.js';
import { addKid, expectError } from '../../../test/helpers/social.js';
import {
  sendJson,
  startLocalServer,
  type LocalServer,
  type ReceivedRequest,
} from '../../../test/helpers/local-server.js';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app.js';
import type { TestClient } from '../../../test/helpers/test-client.js';
import { billingEvents, parents, subscriptions } from '../../db/schema/index.js';

/**
 * Billing with Stripe configured: Checkout and the portal against a local stand-in for
 * Stripe's API (STRIPE_API_URL; never the internet), and the webhook with events signed by
 * the stripe library's own test-header helper.
 */

const SECRET_KEY = 'sk_test_nestling_secret_key';
const WEBHOOK_SECRET = 'whsec_nestling_test_secret';
const PRICE_ID = 'price_premium_monthly';
const CHECKOUT_URL = 'https://checkout.stripe.test/c/pay/cs_test_1';
const PORTAL_URL = 'https://billing.stripe.test/p/session/bps_1';

let t: TestApp;
let stripeApi: LocalServer;
/** Set to make the stand-in answer 500, as Stripe does when it is down. */
let stripeDown = false;
const logLines: string[] = [];
const stripe = new Stripe('sk_test_only_for_signing');

beforeAll(async () => {
  stripeApi = await startLocalServer((request, response) => {
    if (stripeDown) return sendJson(response, 500, { error: { type: 'api_error' } });
    if (request.url === '/v1/checkout/sessions') {
      return sendJson(response, 200, {
        id: 'cs_test_1',
        object: 'checkout.session',
        url: CHECKOUT_URL,
      });
    }
    const subscription = /^\/v1\/subscriptions\/(sub_[\w-]+)$/.exec(request.url ?? '')?.[1];
    if (subscription?.startsWith('sub_cus_gone_')) {
      // Its customer was deleted at Stripe: the subscription is no more.
      return sendJson(response, 404, {
        error: { type: 'invalid_request_error', code: 'resource_missing' },
      });
    }
    if (subscription?.startsWith('sub_cus_ended_')) {
      // Cancelled at Stripe, and the webhook that said so never arrived.
      if (request.method === 'DELETE') {
        return sendJson(response, 400, { error: { type: 'invalid_request_error' } });
      }
      return sendJson(response, 200, {
        id: subscription,
        object: 'subscription',
        status: 'canceled',
      });
    }
    if (subscription?.startsWith('sub_cus_refused_')) {
      return sendJson(response, 400, { error: { type: 'invalid_request_error' } });
    }
    if (request.method === 'DELETE' && subscription) {
      return sendJson(response, 200, {
        id: subscription,
        object: 'subscription',
        status: 'canceled',
      });
    }
    if (request.url === '/v1/billing_portal/sessions') {
      return sendJson(response, 200, {
        id: 'bps_1',
        object: 'billing_portal.session',
        url: PORTAL_URL,
      });
    }
    return sendJson(response, 404, { error: { type: 'invalid_request_error' } });
  });
  t = await createTestApp(
    {
      STRIPE_SECRET_KEY: SECRET_KEY,
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_PRICE_ID: PRICE_ID,
      STRIPE_API_URL: stripeApi.url,
      LOG_LEVEL: 'info',
    },
    { logStream: { write: (line) => void logLines.push(line) } },
  );
});
afterAll(async () => {
  await t?.close();
  await stripeApi?.close();
});

let eventSequence = 0;

/** A Stripe event as the webhook receives it. */
function stripeEvent(type: string, object: Record<string, unknown>, created: number) {
  eventSequence += 1;
  return {
    id: `evt_test_${eventSequence}_${Math.random().toString(36).slice(2)}`,
    object: 'event',
    api_version: '2026-10-28.endive',
    created,
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
    data: { object },
  };
}

function checkoutCompleted(parentId: number, customer: string, created: number) {
  return stripeEvent(
    'checkout.session.completed',
    {
      id: `cs_test_${customer}`,
      object: 'checkout.session',
      mode: 'subscription',
      client_reference_id: String(parentId),
      customer,
      subscription: `sub_${customer}`,
      payment_status: 'paid',
      status: 'complete',
    },
    created,
  );
}

function subscriptionEvent(
  type: 'created' | 'updated' | 'deleted',
  parentId: number,
  customer: string,
  status: string,
  created: number,
  periodEnd = created + 30 * 24 * 3600,
) {
  return stripeEvent(
    `customer.subscription.${type}`,
    {
      id: `sub_${customer}`,
      object: 'subscription',
      customer,
      status,
      cancel_at_period_end: false,
      metadata: { parentId: String(parentId) },
      items: {
        object: 'list',
        data: [
          { id: `si_${customer}`, object: 'subscription_item', current_period_end: periodEnd },
        ],
      },
    },
    created,
  );
}

/** Posts a webhook delivery as Stripe would: no cookies, no XSRF token, a signed raw body. */
function deliver(
  event: unknown,
  options: { secret?: string; signature?: string | null; body?: string; timestamp?: number } = {},
) {
  const payload = JSON.stringify(event);
  const signature =
    options.signature === undefined
      ? stripe.webhooks.generateTestHeaderString({
          payload,
          secret: options.secret ?? WEBHOOK_SECRET,
          ...(options.timestamp !== undefined ? { timestamp: options.timestamp } : {}),
        })
      : options.signature;
  return t.app.inject({
    method: 'POST',
    url: '/api/billing/webhook',
    headers: {
      'content-type': 'application/json; charset=utf-8',
      ...(signature !== null ? { 'stripe-signature': signature } : {}),
    },
    payload: options.body ?? payload,
  });
}

const now = () => Math.floor(Date.now() / 1000);

async function check(client: TestClient) {
  return (await client.get('/api/parents/check-subscription')).json();
}

async function processedEvents(): Promise<number> {
  const [row] = await t.database.db.select({ value: count() }).from(billingEvents);
  return row?.value ?? 0;
}

function formOf(request: ReceivedRequest): URLSearchParams {
  return new URLSearchParams(request.body);
}

describe('with Stripe configured', () => {
  it('offers Checkout instead of the free trial', async () => {
    const { client } = await signUp(t);
    expect(await check(client)).toMatchObject({
      active: false,
      status: 'none',
      trialAvailable: false,
      checkoutAvailable: true,
      portalAvailable: false,
    });
    const trial = await client.post('/api/billing/trial');
    expectError(trial, 409, {
      error: SUBSCRIPTION_MESSAGES.trialNotOffered,
      code: 'TRIAL_NOT_OFFERED',
    });
  });

  it('POST /api/billing/checkout answers the Checkout URL; only the parent id goes to Stripe', async () => {
    const { client, parentId, email } = await signUp(t);
    const before = stripeApi.requests.length;
    const response = await client.post('/api/billing/checkout');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ url: CHECKOUT_URL });

    const sent = stripeApi.requests.slice(before);
    expect(sent).toHaveLength(1);
    const [request] = sent as [ReceivedRequest];
    expect(request.method).toBe('POST');
    expect(request.url).toBe('/v1/checkout/sessions');
    expect(request.headers.authorization).toBe(`Bearer ${SECRET_KEY}`);
    const form = formOf(request);
    expect(form.get('mode')).toBe('subscription');
    expect(form.get('client_reference_id')).toBe(String(parentId));
    expect(form.get('line_items[0][price]')).toBe(PRICE_ID);
    expect(form.get('line_items[0][quantity]')).toBe('1');
    expect(form.get('subscription_data[metadata][parentId]')).toBe(String(parentId));
    expect(form.get('success_url')).toBe(
      'http://nestling.test/dashboard/subscribe?checkout=success',
    );
    expect(form.get('cancel_url')).toBe(
      'http://nestling.test/dashboard/subscribe?checkout=canceled',
    );
    expect(request.body).not.toContain(encodeURIComponent(email));
    expect(request.body).not.toContain('Test Parent');
  });

  it('keeps the kid the parent came from in the URLs Stripe sends the browser back to (issue 29)', async () => {
    const { client } = await signUp(t);
    const before = stripeApi.requests.length;
    const response = await client.post('/api/billing/checkout?kid=11');
    expect(response.statusCode).toBe(200);
    const form = formOf(stripeApi.requests[before] as ReceivedRequest);
    expect(form.get('success_url')).toBe(
      'http://nestling.test/dashboard/subscribe?checkout=success&kid=11',
    );
    expect(form.get('cancel_url')).toBe(
      'http://nestling.test/dashboard/subscribe?checkout=canceled&kid=11',
    );

    const bad = await client.post('/api/billing/checkout?kid=abc');
    expect(bad.statusCode).toBe(400);
    expect(stripeApi.requests).toHaveLength(before + 1);
  });

  it('a signed checkout.session.completed makes the subscription active; the portal opens', async () => {
    const { client, parentId } = await signUp(t);
    const delivery = await deliver(checkoutCompleted(parentId, `cus_${parentId}`, now()));
    expect(delivery.statusCode).toBe(200);
    expect(delivery.json()).toEqual({ received: true });
    expect(await check(client)).toMatchObject({
      active: true,
      plan: 'premium',
      status: 'active',
      portalAvailable: true,
    });

    const before = stripeApi.requests.length;
    const portal = await client.post('/api/billing/portal');
    expect(portal.statusCode).toBe(200);
    expect(portal.json()).toEqual({ url: PORTAL_URL });
    const form = formOf(stripeApi.requests[before] as ReceivedRequest);
    expect(form.get('customer')).toBe(`cus_${parentId}`);
    expect(form.get('return_url')).toBe('http://nestling.test/dashboard/subscribe');

    const second = await client.post('/api/billing/checkout');
    expect(second.statusCode).toBe(409);
    expect(second.json().code).toBe('ALREADY_SUBSCRIBED');
  });

  it('the portal before any Checkout answers 409 NO_BILLING_ACCOUNT', async () => {
    const { client } = await signUp(t);
    const response = await client.post('/api/billing/portal');
    expectError(response, 409, {
      error: SUBSCRIPTION_MESSAGES.noBillingAccount,
      code: 'NO_BILLING_ACCOUNT',
    });
  });

  it('keeps the status and period from subscription events, and ends with deleted', async () => {
    const { client, parentId } = await signUp(t);
    const customer = `cus_period_${parentId}`;
    const start = now();
    const periodEnd = start + 31 * 24 * 3600;
    await deliver(subscriptionEvent('created', parentId, customer, 'active', start, periodEnd));
    expect(await check(client)).toMatchObject({
      active: true,
      plan: 'premium',
      status: 'active',
      currentPeriodEnd: new Date(periodEnd * 1000).toISOString(),
    });
    await deliver(subscriptionEvent('updated', parentId, customer, 'past_due', start + 1));
    expect(await check(client)).toMatchObject({ active: true, status: 'past_due' });
    await deliver(subscriptionEvent('updated', parentId, customer, 'unpaid', start + 2));
    expect(await check(client)).toMatchObject({ active: false, status: 'unpaid' });
    await deliver(subscriptionEvent('deleted', parentId, customer, 'canceled', start + 3));
    expect(await check(client)).toMatchObject({
      active: false,
      plan: 'premium',
      status: 'canceled',
    });
  });

  it('an older event arriving late changes nothing', async () => {
    const { client, parentId } = await signUp(t);
    const customer = `cus_late_${parentId}`;
    const start = now();
    await deliver(subscriptionEvent('deleted', parentId, customer, 'canceled', start));
    const late = await deliver(
      subscriptionEvent('created', parentId, customer, 'active', start - 60),
    );
    expect(late.statusCode).toBe(200);
    expect(await check(client)).toMatchObject({ active: false, status: 'canceled' });
  });

  it('the same event delivered twice changes the subscription once', async () => {
    const { client, parentId } = await signUp(t);
    const customer = `cus_twice_${parentId}`;
    const at = now();
    const pastDue = subscriptionEvent('updated', parentId, customer, 'past_due', at);
    const active = subscriptionEvent('updated', parentId, customer, 'active', at);
    const eventsBefore = await processedEvents();
    await deliver(pastDue);
    await deliver(active);
    // Same second as the newest applied, so only the event id keeps it from applying again.
    const again = await deliver(pastDue);
    expect(again.statusCode).toBe(200);
    expect(await check(client)).toMatchObject({ active: true, status: 'active' });
    expect(await processedEvents()).toBe(eventsBefore + 2);
  });

  it('two deliveries of one event at once are both acknowledged and recorded once', async () => {
    const { client, parentId } = await signUp(t);
    const event = checkoutCompleted(parentId, `cus_race_${parentId}`, now());
    const answers = await Promise.all([deliver(event), deliver(event), deliver(event)]);
    expect(answers.map((response) => response.statusCode)).toEqual([200, 200, 200]);
    const rows = await t.database.db
      .select({ value: count() })
      .from(billingEvents)
      .where(eq(billingEvents.id, event.id));
    expect(rows[0]?.value).toBe(1);
    expect((await check(client)).active).toBe(true);
  });

  describe('a delivery whose signature does not hold answers 400 and changes nothing', () => {
    type Forgery = (event: ReturnType<typeof checkoutCompleted>) => Parameters<typeof deliver>[1];
    it.each<[string, Forgery]>([
      ['no Stripe-Signature header', () => ({ signature: null })],
      ['a signature made with another secret', () => ({ secret: 'whsec_someone_else' })],
      [
        'a signature of a different body',
        (event) => ({ body: JSON.stringify({ ...event, id: 'evt_tampered' }) }),
      ],
      ['a signature older than five minutes', () => ({ timestamp: now() - 3600 })],
      ['a garbled header', () => ({ signature: 'not a signature' })],
    ])('%s', async (_label, forge) => {
      const { client, parentId, familyId } = await signUp(t);
      const event = checkoutCompleted(parentId, `cus_forged_${parentId}`, now());
      const eventsBefore = await processedEvents();
      const response = await deliver(event, forge(event));
      expectError(response, 400, {
        error: 'The webhook signature is not valid.',
        code: 'INVALID_SIGNATURE',
      });
      expect(await processedEvents()).toBe(eventsBefore);
      expect((await check(client)).active).toBe(false);
      const stored = await t.database.db
        .select()
        .from(subscriptions)
        .where(eq(subscriptions.familyId, familyId));
      expect(stored).toEqual([]);
    });
  });

  it('answers 400 for a delivery without a content type or a body, and 413 past 512 KB', async () => {
    const bare = await t.app.inject({
      method: 'POST',
      url: '/api/billing/webhook',
      headers: { 'stripe-signature': 't=1,v1=00' },
    });
    expect(bare.statusCode).toBe(400);
    expect(bare.json().code).toBe('INVALID_SIGNATURE');
    const text = await t.app.inject({
      method: 'POST',
      url: '/api/billing/webhook',
      headers: { 'content-type': 'text/plain', 'stripe-signature': 't=1,v1=00' },
      payload: 'hello',
    });
    expect(text.statusCode).toBe(400);
    const huge = await deliver({ padding: 'x'.repeat(600 * 1024) });
    expect(huge.statusCode).toBe(413);
    expect(huge.json().code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('acknowledges events it does not keep, and events of unknown parents', async () => {
    const ignored = await deliver(
      stripeEvent('invoice.paid', { id: 'in_1', object: 'invoice' }, now()),
    );
    expect(ignored.statusCode).toBe(200);
    const unknown = await deliver(checkoutCompleted(2_000_000_000, 'cus_nobody', now()));
    expect(unknown.statusCode).toBe(200);
    const stored = await t.database.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.stripeCustomerId, 'cus_nobody'));
    expect(stored).toEqual([]);
  });

  it('a subscription makes AI suggestions available', async () => {
    const { client, parentId } = await signUp(t);
    const kid = await addKid(client, { age: 1, dob: '2025-06-01' });
    expect((await client.post('/api/ai/milestones', { kidId: kid.id })).statusCode).toBe(403);
    await deliver(checkoutCompleted(parentId, `cus_ai_${parentId}`, now()));
    const suggestions = await client.post('/api/ai/milestones', { kidId: kid.id });
    expect(suggestions.statusCode).toBe(200);
    expect(suggestions.json().length).toBeGreaterThan(0);
  });

  it('Stripe failing answers 503 BILLING_UNAVAILABLE; the log keeps no secret', async () => {
    const { client } = await signUp(t);
    stripeDown = true;
    try {
      const response = await client.post('/api/billing/checkout');
      expectError(response, 503, {
        error: SUBSCRIPTION_MESSAGES.billingUnavailable,
        code: 'BILLING_UNAVAILABLE',
      });
    } finally {
      stripeDown = false;
    }
    const failure = logLines.find((line) => line.includes('Stripe call failed'));
    expect(failure).toBeDefined();
    expect(logLines.join('\n')).not.toContain(SECRET_KEY);
    expect(logLines.join('\n')).not.toContain(WEBHOOK_SECRET);
  });

  describe('account deletion (issue 14, decision 029) cancels the Stripe subscription', () => {
    const deleteAccount = (client: TestClient) =>
      client.request('DELETE', '/api/account', { body: { password: TEST_PASSWORD } });
    const cancelsSent = (from: number) =>
      stripeApi.requests
        .slice(from)
        .filter(
          (request) => request.method === 'DELETE' && request.url.startsWith('/v1/subscriptions/'),
        );
    const storedSubscription = async (familyId: number) =>
      t.database.db.select().from(subscriptions).where(eq(subscriptions.familyId, familyId));
    const parentRows = async (parentId: number) =>
      (await t.database.db.select({ id: parents.id }).from(parents).where(eq(parents.id, parentId)))
        .length;

    it('a subscribed parent: Stripe receives the cancel of their subscription, then the account goes', async () => {
      const { client, parentId, familyId } = await signUp(t);
      const customer = `cus_leaving_${parentId}`;
      await deliver(checkoutCompleted(parentId, customer, now()));
      expect(await check(client)).toMatchObject({ active: true, status: 'active' });

      const before = stripeApi.requests.length;
      const response = await deleteAccount(client);
      expect(response.statusCode, response.body).toBe(204);
      const sent = cancelsSent(before);
      expect(sent.map((request) => request.url)).toEqual([`/v1/subscriptions/sub_${customer}`]);
      expect(sent[0]!.headers.authorization).toBe(`Bearer ${SECRET_KEY}`);
      expect(await storedSubscription(familyId)).toEqual([]);
      expect(await parentRows(parentId)).toBe(0);
    });

    it('Stripe failing: 503 BILLING_UNAVAILABLE and nothing is deleted', async () => {
      const { client, parentId } = await signUp(t);
      await deliver(checkoutCompleted(parentId, `cus_stuck_${parentId}`, now()));
      stripeDown = true;
      const response = await deleteAccount(client).finally(() => {
        stripeDown = false;
      });
      expectError(response, 503, {
        error: SUBSCRIPTION_MESSAGES.billingUnavailable,
        code: 'BILLING_UNAVAILABLE',
      });
      expect(await parentRows(parentId)).toBe(1);
      expect(await check(client)).toMatchObject({ active: true, status: 'active' });
    });

    it('a subscription Stripe no longer has, or already ended there (a missed webhook): the account still goes', async () => {
      for (const prefix of ['cus_gone_', 'cus_ended_']) {
        const { client, parentId } = await signUp(t);
        await deliver(checkoutCompleted(parentId, `${prefix}${parentId}`, now()));
        const before = stripeApi.requests.length;
        const response = await deleteAccount(client);
        expect(response.statusCode, `${prefix}: ${response.body}`).toBe(204);
        expect(cancelsSent(before)).toHaveLength(1);
        expect(await parentRows(parentId)).toBe(0);
      }
    });

    it('Stripe refusing the cancel of a live subscription: 503, nothing is deleted', async () => {
      const { client, parentId } = await signUp(t);
      await deliver(checkoutCompleted(parentId, `cus_refused_${parentId}`, now()));
      const response = await deleteAccount(client);
      expect(response.statusCode).toBe(503);
      expect(response.json().code).toBe('BILLING_UNAVAILABLE');
      expect(await parentRows(parentId)).toBe(1);
    });

    it('a subscription already cancelled, or none: no call to Stripe', async () => {
      const ended = await signUp(t);
      const customer = `cus_over_${ended.parentId}`;
      await deliver(subscriptionEvent('deleted', ended.parentId, customer, 'canceled', now()));
      const never = await signUp(t);
      const before = stripeApi.requests.length;
      expect((await deleteAccount(ended.client)).statusCode).toBe(204);
      expect((await deleteAccount(never.client)).statusCode).toBe(204);
      expect(cancelsSent(before)).toEqual([]);
    });
  });
});
