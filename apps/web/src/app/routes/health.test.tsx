import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { deferred, mockApi } from '@/testing/mock-api';
import { buildParent } from '@/entities/parent/testing/build-parent';
import { renderApp } from '@/app/testing/render-app';
import { buildKid } from '@/entities/kids/testing/build-kid';

const parent = buildParent();

describe('/dashboard/health, the Health Tracker tile (spec §2.1, §2.9)', () => {
  it('offers the way to the Kids Profile when there are no kids', async () => {
    mockApi({ 'GET /api/kids': { status: 200, body: [] } });
    const { user, location } = renderApp('/dashboard/health', { parent });
    await user.click(await screen.findByRole('link', { name: 'Go to Kids Profile' }));
    expect(location()).toBe('/dashboard/kidsprofile');
  });

  it('lists the kids and opens the chosen kid’s tracker, titled with the name at once', async () => {
    const mia = buildKid({ id: 12, name: 'Mia' });
    const leo = buildKid({ id: 15, name: 'Leo', gender: 'Male', age: 4 });
    const kidCheck = deferred<void>();
    mockApi({
      'GET /api/kids': { status: 200, body: [mia, leo] },
      'GET /api/kids/15': async () => {
        await kidCheck.promise;
        return { status: 200, body: leo };
      },
      'GET /api/health': { status: 200, body: { logs: [], nextOffset: null } },
    });
    const { user, location } = renderApp('/dashboard/health', { parent });
    expect(await screen.findByRole('link', { name: /Mia/ })).toBeTruthy();
    await user.click(screen.getByRole('link', { name: /Leo/ }));
    expect(location()).toBe('/dashboard/kids/15/health');
    // The name came along with the link: no placeholder while the kid is checked.
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Health Tracker for Leo' }),
    ).toBeTruthy();
    expect(screen.getByText("Checking the kid's profile...")).toBeTruthy();
    kidCheck.resolve();
    expect(await screen.findByRole('form', { name: 'Add a health log' })).toBeTruthy();
  });

  it('says when the kids cannot be loaded', async () => {
    mockApi({ 'GET /api/kids': { status: 400, body: { error: 'Nope.', code: 'X' } } });
    renderApp('/dashboard/health', { parent });
    expect(await screen.findByText('❌ Could not load your kids. (Nope.)')).toBeTruthy();
  });
});
