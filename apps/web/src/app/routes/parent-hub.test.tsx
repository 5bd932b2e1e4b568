import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildKid } from '@/entities/kids/testing/build-kid';
import { buildParent } from '@/entities/parent/testing/build-parent';
import { renderApp } from '@/app/testing/render-app';
import { mockApi } from '@/testing/mock-api';

function hubApi() {
  return mockApi({
    'GET /api/kids': { status: 200, body: [buildKid({ id: 5, name: 'Mia' })] },
    'GET /api/schedules': { status: 200, body: [] },
    'GET /api/messages/unread-preview': { status: 200, body: [] },
  });
}

describe('/dashboard/parent-hub (spec §2.10, issue 29 defect 5)', () => {
  it('shows the profile, messages, schedule and kids, in that order, and nothing of Settings', async () => {
    hubApi();
    renderApp('/dashboard/parent-hub', { parent: buildParent({ emailVerified: true }) });
    await screen.findByRole('article', { name: 'Mia' });
    const main = screen.getByRole('main');
    const sections = within(main)
      .getAllByRole('heading', { level: 2 })
      .map((heading) => heading.textContent?.trim());
    expect(sections).toEqual(['Hi, Maya', 'Messages', 'Schedule', 'Your Kids']);
    // The settings live on their own screen: no appearance switch, feed or blocked families here.
    expect(within(main).queryByRole('group', { name: 'Appearance' })).toBeNull();
    expect(within(main).queryByText('The calendar feed is off.')).toBeNull();
    expect(within(main).queryByRole('region', { name: 'Blocked families' })).toBeNull();
    expect(within(main).getByRole('link', { name: 'Settings' }).getAttribute('href')).toBe(
      '/dashboard/settings',
    );
  });

  it('asks for the kids list once and for two schedule ranges: the month shown and what is upcoming', async () => {
    const { requests } = hubApi();
    renderApp('/dashboard/parent-hub', { parent: buildParent({ emailVerified: true }) });
    await screen.findByRole('article', { name: 'Mia' });
    const asked = requests.map((request) => `${request.method} ${request.path}?${request.query}`);
    expect(asked.filter((line) => line.startsWith('GET /api/kids?'))).toHaveLength(1);
    // (Under StrictMode, as here, React mounts twice in development: a query with an abort signal
    // is asked again after the first unmount. The production build asks each range once.)
    const ranges = new Set(asked.filter((line) => line.startsWith('GET /api/schedules?')));
    expect([...ranges].map((line) => new URLSearchParams(line.split('?')[1]).has('to'))).toEqual(
      expect.arrayContaining([true, false]),
    );
    expect(ranges.size).toBe(2);
  });
});
