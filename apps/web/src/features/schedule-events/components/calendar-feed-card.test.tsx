import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockApi } from '@/testing/mock-api';
import { renderFeature } from '@/testing/render-feature';
import { settingsCatalogue, type MessageKey } from '@nestling/shared';
import { translations } from '@/lib/i18n/translations';
import { CalendarFeedCard } from './calendar-feed-card';

const FIRST_URL = 'http://localhost/api/calendar-feed/first-token-aaaaaaaaaaaaaaaaaaaa.ics';
const SECOND_URL = 'http://localhost/api/calendar-feed/second-token-bbbbbbbbbbbbbbbbbbb.ics';

/** The card's English text `calendarFeed.<name>` (the settings area's). */
function feedText(name: string): string {
  return translations.t(
    'en',
    settingsCatalogue,
    `calendarFeed.${name}` as MessageKey<typeof settingsCatalogue>,
  );
}

/** A fake feed endpoint: POST hands out the URLs in turn, DELETE turns it off. */
function fakeFeedApi(initiallyEnabled = false) {
  let enabled = initiallyEnabled;
  const urls = [FIRST_URL, SECOND_URL];
  return mockApi({
    'GET /api/calendar-feed': () =>
      jsonResponse(200, { enabled, createdAt: enabled ? '2030-01-01T00:00:00.000Z' : null }),
    'POST /api/calendar-feed': () => {
      enabled = true;
      return jsonResponse(201, { url: urls.shift(), createdAt: '2030-01-02T00:00:00.000Z' });
    },
    'DELETE /api/calendar-feed': () => {
      enabled = false;
      return jsonResponse(204);
    },
  });
}

function urlField() {
  return screen.getByLabelText(feedText('urlLabel')) as HTMLInputElement;
}

describe('calendar feed card (issue 4: a private iCal feed)', () => {
  it('turns the feed on, shows the URL once with the warning, and copies it', async () => {
    const { requests } = fakeFeedApi();
    const { user } = renderFeature(<CalendarFeedCard />);
    const writeText = vi.spyOn(navigator.clipboard, 'writeText');
    expect(
      screen.getByRole('heading', { name: /Subscribe in Google, Apple or Outlook Calendar/ }),
    ).toBeTruthy();
    expect(await screen.findByText(feedText('off'))).toBeTruthy();

    await user.click(screen.getByRole('button', { name: feedText('turnOn') }));
    await waitFor(() => expect(urlField().value).toBe(FIRST_URL));
    expect(screen.getByText(feedText('showOnce'))).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe(feedText('turnedOn'));
    expect(requests.filter((request) => request.method === 'POST')).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: feedText('copy') }));
    expect(writeText).toHaveBeenCalledWith(FIRST_URL);
    expect(await navigator.clipboard.readText()).toBe(FIRST_URL);
    expect((await screen.findByRole('status')).textContent).toBe(feedText('copied'));
  });

  it('says how to copy by hand when the clipboard refuses', async () => {
    fakeFeedApi();
    const { user } = renderFeature(<CalendarFeedCard />);
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'));
    await user.click(await screen.findByRole('button', { name: feedText('turnOn') }));
    await user.click(await screen.findByRole('button', { name: feedText('copy') }));
    expect((await screen.findByRole('alert')).textContent).toBe(feedText('copyFailed'));
  });

  it('regenerates the URL after a confirmation; cancelling sends nothing', async () => {
    const { requests } = fakeFeedApi(true);
    const { user } = renderFeature(<CalendarFeedCard />);
    expect(await screen.findByText(feedText('lostLink'))).toBeTruthy();

    await user.click(screen.getByRole('button', { name: feedText('regenerate') }));
    let dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain(feedText('regenerateQuestion'));
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(requests.filter((request) => request.method === 'POST')).toEqual([]);

    await user.click(screen.getByRole('button', { name: feedText('regenerate') }));
    dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: feedText('regenerate') }));
    await waitFor(() => expect(urlField().value).toBe(FIRST_URL));
    expect(screen.getByRole('status').textContent).toBe(feedText('regenerated'));
  });

  it('turns the feed off after a confirmation and forgets the URL', async () => {
    const { requests } = fakeFeedApi();
    const { user } = renderFeature(<CalendarFeedCard />);
    await user.click(await screen.findByRole('button', { name: feedText('turnOn') }));
    await waitFor(() => expect(urlField().value).toBe(FIRST_URL));

    await user.click(screen.getByRole('button', { name: feedText('turnOff') }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain(feedText('turnOffQuestion'));
    await user.click(within(dialog).getByRole('button', { name: feedText('turnOff') }));
    expect(await screen.findByText(feedText('off'))).toBeTruthy();
    expect(screen.queryByLabelText(feedText('urlLabel'))).toBeNull();
    expect(screen.getByRole('status').textContent).toBe(feedText('turnedOff'));
    expect(requests.filter((request) => request.method === 'DELETE')).toHaveLength(1);
  });

  it('says so when the status cannot be loaded', async () => {
    mockApi({ 'GET /api/calendar-feed': { status: 500, body: { error: 'Boom', code: 'X' } } });
    renderFeature(<CalendarFeedCard />);
    const alert = await screen.findByRole('alert', {}, { timeout: 2_000 });
    expect(within(alert).getByText(feedText('loadFailed'))).toBeTruthy();
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
