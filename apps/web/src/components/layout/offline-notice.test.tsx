import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OfflineNotice } from './offline-notice';

/** Sets what navigator.onLine answers and tells the window, as the browser does. */
function goOnline(online: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
  act(() => {
    window.dispatchEvent(new Event(online ? 'online' : 'offline'));
  });
}

describe('OfflineNotice', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('says "You\'re offline" while the browser has no network, and nothing once it is back', () => {
    goOnline(true);
    render(<OfflineNotice />);
    expect(screen.queryByRole('status')).toBeNull();

    goOnline(false);
    expect(screen.getByRole('status').textContent).toMatch(/^You're offline\. /);

    goOnline(true);
    expect(screen.queryByRole('status')).toBeNull();
  });
});
