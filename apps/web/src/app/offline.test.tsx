import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { OFFLINE_TEXT } from '@/components/layout/offline-notice';
import { buildParent } from '@/entities/parent/testing/build-parent';
import { mockApi } from '@/testing/mock-api';
import { renderApp } from './testing/render-app';

describe('the app opened while its server is unreachable (issue 29, decision 013)', () => {
  it('says it is offline instead of sending the parent to sign in, and tries again', async () => {
    let reachable = false;
    mockApi({
      'GET /api/auth/me': () => {
        if (!reachable) throw new TypeError('Failed to fetch');
        return { status: 200, body: { parent: buildParent() } };
      },
    });
    const { user, location } = renderApp('/dashboard');
    expect(await screen.findByRole('heading', { level: 1, name: OFFLINE_TEXT })).toBeTruthy();
    expect(location()).toBe('/dashboard');

    reachable = true;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Hi, Maya' })).toBeTruthy();
  });
});
