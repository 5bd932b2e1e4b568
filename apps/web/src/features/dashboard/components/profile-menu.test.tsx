import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '@/testing/mock-api';
import { buildParent } from '@/entities/parent/testing/build-parent';
import { renderApp } from '@/app/testing/render-app';

describe('dashboard (spec §2.9)', () => {
  it('shows the eight tiles with their targets', async () => {
    renderApp('/dashboard', { parent: buildParent() });
    await screen.findByRole('heading', { name: 'Hi, Maya' });
    const main = screen.getByRole('main');
    const tiles = Array.from(main.querySelectorAll('ul a')).map((link) => [
      link.querySelector('span.font-bold')?.textContent,
      link.getAttribute('href'),
    ]);
    expect(tiles).toEqual([
      ['Parent Hub', '/dashboard/parent-hub'],
      ['Kids Profile', '/dashboard/kidsprofile'],
      ['Explore Kids', '/dashboard/explore'],
      ['Health Tracker', '/dashboard/health'],
      ['Achievements', '/dashboard/achievements'],
      ['Notifications', '/dashboard/notifications'],
      ['Privacy', '/dashboard/privacy'],
      ['Messages', '/dashboard/messages'],
    ]);
  });

  it('opens the profile menu, moves with the arrows and closes on Escape', async () => {
    const { user } = renderApp('/dashboard', { parent: buildParent() });
    const button = await screen.findByRole('button', { name: 'Profile menu' });
    expect(button.getAttribute('aria-haspopup')).toBe('menu');
    expect(button.getAttribute('aria-expanded')).toBe('false');

    await user.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    const items = screen.getAllByRole('menuitem');
    expect(items.map((item) => item.textContent?.trim())).toEqual([
      'Profile Settings',
      'Settings',
      'Family',
      'My Requests',
      'Privacy',
      'Logout',
    ]);
    expect(items.slice(0, 5).map((item) => item.getAttribute('href'))).toEqual([
      '/dashboard/parent-hub',
      '/dashboard/settings',
      '/dashboard/family',
      '/my-requests',
      '/dashboard/privacy',
    ]);
    expect(document.activeElement).toBe(items[0]);
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(items[1]);
    await user.keyboard('{End}');
    expect(document.activeElement).toBe(items[5]);

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(button);
  });

  it('closes the profile menu on an outside click', async () => {
    const { user } = renderApp('/dashboard', { parent: buildParent() });
    await user.click(await screen.findByRole('button', { name: 'Profile menu' }));
    expect(screen.getByRole('menu')).toBeTruthy();
    await user.click(screen.getByRole('heading', { name: 'Hi, Maya' }));
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('goes to Parent Hub from Profile Settings', async () => {
    const { user, location } = renderApp('/dashboard', { parent: buildParent() });
    await user.click(await screen.findByRole('button', { name: 'Profile menu' }));
    await user.click(screen.getByRole('menuitem', { name: 'Profile Settings' }));
    expect(await screen.findByRole('heading', { name: 'Parent Hub' })).toBeTruthy();
    expect(location()).toBe('/dashboard/parent-hub');
  });

  it('logs out from the menu (server call, local session cleared)', async () => {
    const { requests } = mockApi({ 'POST /api/auth/logout': { status: 204 } });
    const { user, location } = renderApp('/dashboard', { parent: buildParent() });
    await user.click(await screen.findByRole('button', { name: 'Profile menu' }));
    await user.click(screen.getByRole('menuitem', { name: 'Logout' }));
    expect(await screen.findByRole('heading', { name: 'Welcome back' })).toBeTruthy();
    expect(location()).toBe('/login');
    // One server call for the logout; the rest are the dashboard's own reads, which may or may
    // not have started before the click.
    expect(
      requests
        .filter((request) => request.method !== 'GET')
        .map((request) => `${request.method} ${request.path}`),
    ).toEqual(['POST /api/auth/logout']);
  });

  it('shows the default avatar without a photo, and the photo when there is one', async () => {
    const first = renderApp('/dashboard', { parent: buildParent() });
    const image = (await screen.findByRole('button', { name: 'Profile menu' })).querySelector(
      'img',
    );
    expect(image?.getAttribute('src')).toMatch(/default-avatar|^data:image\/svg\+xml/);
    first.unmount();
    renderApp('/dashboard', { parent: buildParent({ photoUrl: '/api/files/parents/7.webp' }) });
    const photo = (await screen.findByRole('button', { name: 'Profile menu' })).querySelector(
      'img',
    );
    expect(photo?.getAttribute('src')).toBe('/api/files/parents/7.webp');
  });
});
