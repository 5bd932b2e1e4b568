import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { heldFirstScreen } from '@/testing/held-first-screen';
import { buildKid } from '@/entities/kids/testing/build-kid';
import { buildParent } from '@/entities/parent/testing/build-parent';
import { renderApp } from '@/app/testing/render-app';
import { mockApi } from '@/testing/mock-api';

vi.mock('@/hooks/use-first-screen-shown', () => import('@/testing/held-first-screen'));

/** Lets pending imports and effects run. */
const flush = () => new Promise((resolve) => setTimeout(resolve, 50));

// One test: the wait, once ended, stays ended for the whole file.
describe('the parent hub’s first screen is its profile (issue 29, spec §2.10)', () => {
  it('draws the profile and the messages card’s frame, and asks for the previews and the schedules once that has been shown', async () => {
    const { requests } = mockApi({
      'GET /api/kids': { status: 200, body: [buildKid({ id: 5, name: 'Mia' })] },
      'GET /api/schedules': { status: 200, body: [] },
      'GET /api/messages/unread-preview': { status: 200, body: [] },
    });
    renderApp('/dashboard/parent-hub', { parent: buildParent({ emailVerified: true }) });
    const asked = () => requests.map((request) => `${request.method} ${request.path}`);

    expect(await screen.findByRole('heading', { level: 2, name: 'Hi, Maya' })).toBeTruthy();
    expect(await screen.findByText('1 kid')).toBeTruthy();
    const messages = screen.getByRole('region', { name: 'Messages' });
    expect(within(messages).getByRole('status').textContent).toContain('Loading messages...');
    expect(within(messages).getByRole('link', { name: 'View All' })).toBeTruthy();
    await flush();
    expect(asked()).not.toContain('GET /api/messages/unread-preview');
    expect(asked()).not.toContain('GET /api/schedules');
    expect(screen.queryByRole('heading', { name: 'Schedule' })).toBeNull();

    heldFirstScreen.end();
    expect(await within(messages).findByText('No new messages.')).toBeTruthy();
    expect(await screen.findByRole('article', { name: 'Mia' })).toBeTruthy();
    await waitFor(() =>
      expect(asked()).toEqual(
        expect.arrayContaining(['GET /api/messages/unread-preview', 'GET /api/schedules']),
      ),
    );
  });
});
