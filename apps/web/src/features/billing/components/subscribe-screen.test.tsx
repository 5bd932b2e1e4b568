import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { PREMIUM_FEATURES, SUBSCRIPTION_MESSAGES } from '@nestling/shared';
import { renderApp } from '@/app/testing/render-app';
import { buildParent } from '@/entities/parent/testing/build-parent';
import {
  activePremium,
  activeTrial,
  buildSubscription,
} from '@/entities/subscription/testing/build-subscription';
import { mockApi } from '@/testing/mock-api';

const parent = buildParent();

/**
 * A parent who may subscribe through Stripe, whose Checkout session is at `url`; the browser's
 * `location.assign` is a spy, so the test sees where the app sends it.
 */
function mockCheckout(url: string) {
  const assign = vi.fn();
  vi.stubGlobal('location', { ...window.location, assign });
  const { requests } = mockApi({
    'GET /api/parents/check-subscription': {
      status: 200,
      body: buildSubscription({ trialAvailable: false, checkoutAvailable: true }),
    },
    'POST /api/billing/checkout': { status: 200, body: { url } },
  });
  return { assign, requests };
}

/**
 * A paying parent back on the screen from Checkout (`?checkout=success`, then `more` of the
 * query), once the screen says Checkout went through.
 */
async function backFromCheckout(more = '') {
  mockApi({ 'GET /api/parents/check-subscription': { status: 200, body: activePremium() } });
  renderApp(`/dashboard/subscribe?checkout=success${more}`, { parent });
  expect(
    await screen.findByText('✅ Thank you! Your subscription is being activated.'),
  ).toBeTruthy();
}

describe('/dashboard/subscribe (product.md, decision 019)', () => {
  it('starts the free trial once, then shows it active', async () => {
    const { requests } = mockApi({
      'GET /api/parents/check-subscription': { status: 200, body: buildSubscription() },
      'POST /api/billing/trial': { status: 201, body: activeTrial() },
    });
    const { user } = renderApp('/dashboard/subscribe', { parent });
    expect(await screen.findByText(SUBSCRIPTION_MESSAGES.required)).toBeTruthy();
    for (const feature of PREMIUM_FEATURES) expect(screen.getByText(feature)).toBeTruthy();
    expect(screen.queryByRole('button', { name: SUBSCRIPTION_MESSAGES.checkout })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Start your free 14-day trial' }));
    expect(await screen.findByText('✅ Your free 14-day trial has started!')).toBeTruthy();
    expect(screen.getByText(/Your free trial runs until/)).toBeTruthy();
    expect(requests.filter((request) => request.method === 'POST')).toHaveLength(1);
  });

  it('after the trial, "Go to Achievements" returns to the kid the parent came from (issue 29)', async () => {
    mockApi({
      'GET /api/parents/check-subscription': { status: 200, body: buildSubscription() },
      'POST /api/billing/trial': { status: 201, body: activeTrial() },
    });
    const { user } = renderApp('/dashboard/subscribe?kid=11', { parent });
    await user.click(await screen.findByRole('button', { name: 'Start your free 14-day trial' }));
    const link = await screen.findByRole('link', { name: 'Go to Achievements' });
    expect(link.getAttribute('href')).toBe('/dashboard/kids/11/achievements');
    expect(screen.getByRole('link', { name: /Back to Achievements/ }).getAttribute('href')).toBe(
      '/dashboard/kids/11/achievements',
    );
  });

  it('without a kid, "Go to Achievements" opens the kid chooser', async () => {
    mockApi({
      'GET /api/parents/check-subscription': { status: 200, body: activeTrial() },
    });
    renderApp('/dashboard/subscribe?kid=abc', { parent });
    const link = await screen.findByRole('link', { name: 'Go to Achievements' });
    expect(link.getAttribute('href')).toBe('/dashboard/achievements');
  });

  it('shows the server’s refusal of a second trial', async () => {
    mockApi({
      'GET /api/parents/check-subscription': { status: 200, body: buildSubscription() },
      'POST /api/billing/trial': {
        status: 409,
        body: { error: SUBSCRIPTION_MESSAGES.trialUsed, code: 'TRIAL_USED' },
      },
    });
    const { user } = renderApp('/dashboard/subscribe', { parent });
    await user.click(await screen.findByRole('button', { name: 'Start your free 14-day trial' }));
    expect(await screen.findByText(SUBSCRIPTION_MESSAGES.trialUsed)).toBeTruthy();
  });

  it('with Stripe, sends the browser to Checkout', async () => {
    const { assign } = mockCheckout('https://checkout.stripe.com/c/pay/cs_test_1');
    const { user } = renderApp('/dashboard/subscribe', { parent });
    await user.click(await screen.findByRole('button', { name: SUBSCRIPTION_MESSAGES.checkout }));
    await waitFor(() =>
      expect(assign).toHaveBeenCalledWith('https://checkout.stripe.com/c/pay/cs_test_1'),
    );
  });

  it('keeps the kid through Stripe: Checkout returns to it, and "Go to Achievements" leads there (issue 29)', async () => {
    const { assign, requests } = mockCheckout('https://checkout.stripe.com/c/pay/cs_test_2');
    const { user } = renderApp('/dashboard/subscribe?kid=11', { parent });
    await user.click(await screen.findByRole('button', { name: SUBSCRIPTION_MESSAGES.checkout }));
    await waitFor(() =>
      expect(assign).toHaveBeenCalledWith('https://checkout.stripe.com/c/pay/cs_test_2'),
    );
    const checkout = requests.find((request) => request.path === '/api/billing/checkout');
    expect(checkout?.query.get('kid')).toBe('11');
  });

  it('back from Checkout with the kid, "Go to Achievements" returns to that kid (issue 29)', async () => {
    await backFromCheckout('&kid=11');
    const link = await screen.findByRole('link', { name: 'Go to Achievements' });
    expect(link.getAttribute('href')).toBe('/dashboard/kids/11/achievements');
  });

  it('offers the portal to a paying parent and says how Checkout went', async () => {
    await backFromCheckout();
    expect(await screen.findByText(/Your subscription renews on/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Manage subscription' })).toBeTruthy();
  });

  it('says so when the subscription cannot be loaded', async () => {
    mockApi({
      'GET /api/parents/check-subscription': { status: 400, body: { error: 'x', code: 'X' } },
    });
    renderApp('/dashboard/subscribe', { parent });
    expect(await screen.findByText('❌ Could not load your subscription.')).toBeTruthy();
  });
});

describe('/premium (spec §2.15 premium card, product.md)', () => {
  it('describes the plan and links to subscribe', async () => {
    mockApi({
      'GET /api/parents/check-subscription': { status: 200, body: buildSubscription() },
    });
    renderApp('/premium', { parent });
    expect(await screen.findByRole('heading', { level: 1, name: 'Nestling Premium' })).toBeTruthy();
    for (const feature of PREMIUM_FEATURES) expect(screen.getByText(feature)).toBeTruthy();
    expect(
      (await screen.findByRole('link', { name: 'Start your free 14-day trial' })).getAttribute(
        'href',
      ),
    ).toBe('/dashboard/subscribe');
  });
});
