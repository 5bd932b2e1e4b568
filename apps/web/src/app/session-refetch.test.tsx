import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { deferred, jsonResponse, mockApi } from '@/testing/mock-api';
import { buildParent } from '@/entities/parent/testing/build-parent';
import { renderApp } from '@/app/testing/render-app';
import { listenForWindowFocus } from '@/lib/query-client';

let stopListening: (() => void) | undefined;
afterEach(() => stopListening?.());

describe('session refetch (spec §4 Session)', () => {
  it('refetches on focus and visibility change, never two at once', async () => {
    stopListening = listenForWindowFocus();
    const pending = deferred<Response>();
    let calls = 0;
    mockApi({
      'GET /api/auth/me': () => {
        calls += 1;
        return calls === 1 ? jsonResponse(200, { parent: buildParent() }) : pending.promise;
      },
    });
    renderApp('/dashboard');
    await screen.findByRole('heading', { name: 'Hi, Maya' });
    expect(calls).toBe(1);

    window.dispatchEvent(new Event('focus'));
    document.dispatchEvent(new Event('visibilitychange'));
    window.dispatchEvent(new Event('focus'));
    await waitFor(() => expect(calls).toBe(2));

    // The server now says the session is gone: the protected page sends the parent to /login.
    pending.resolve(jsonResponse(200, { parent: null }));
    expect(await screen.findByRole('heading', { name: 'Welcome back' })).toBeTruthy();
    expect(calls).toBe(2);
  });
});
