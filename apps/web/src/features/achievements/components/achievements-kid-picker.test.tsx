import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/app/testing/render-app';
import { buildKid } from '@/entities/kids/testing/build-kid';
import { buildParent } from '@/entities/parent/testing/build-parent';
import { buildSubscription } from '@/entities/subscription/testing/build-subscription';
import { mockApi } from '@/testing/mock-api';
import { milestonePage } from '../testing/build-milestone';

const parent = buildParent();

function api(kids: ReturnType<typeof buildKid>[]) {
  return mockApi({
    'GET /api/kids': { status: 200, body: kids },
    ...Object.fromEntries(
      kids.map((kid) => [`GET /api/kids/${kid.id}`, { status: 200, body: kid }]),
    ),
    'GET /api/milestones': { status: 200, body: milestonePage([]) },
    'GET /api/certificates': { status: 200, body: [] },
    'GET /api/parents/check-subscription': { status: 200, body: buildSubscription() },
  });
}

describe('/dashboard/achievements, the Achievements tile (spec §2.1, issue 10)', () => {
  it('lists the kids to choose from', async () => {
    api([buildKid({ id: 1, name: 'Mia' }), buildKid({ id: 2, name: 'Leo' })]);
    const { user, location } = renderApp('/dashboard/achievements', { parent });
    expect(await screen.findByText('Choose a kid to see their achievements.')).toBeTruthy();
    await user.click(await screen.findByRole('link', { name: /Leo/ }));
    expect(location()).toBe('/dashboard/kids/2/achievements');
  });

  it('goes straight to the only kid', async () => {
    api([buildKid({ id: 5, name: 'Mia' })]);
    renderApp('/dashboard/achievements', { parent });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Achievements for Mia' }),
    ).toBeTruthy();
  });

  it('without kids, says to add one first', async () => {
    api([]);
    renderApp('/dashboard/achievements', { parent });
    expect(await screen.findByText('Add a kid profile first to track achievements.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to Kids Profile' })).toBeTruthy();
  });

  it('says so when the kids cannot be loaded', async () => {
    mockApi({ 'GET /api/kids': { status: 400, body: { error: 'Nope.', code: 'BAD' } } });
    renderApp('/dashboard/achievements', { parent });
    expect(await screen.findByText(`${'❌ Error fetching kids list'} (Nope.)`)).toBeTruthy();
  });
});
