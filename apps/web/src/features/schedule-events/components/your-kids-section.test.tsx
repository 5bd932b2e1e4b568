import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Kid, ScheduleEvent } from '@nestling/shared';
import { buildKid } from '@/entities/kids/testing/build-kid';
import { deferred, jsonResponse, mockApi, type MockAnswer } from '@/testing/mock-api';
import { renderFeature } from '@/testing/render-feature';
import { buildEvent } from '../testing/build-event';
import { formatEventDateTime } from '../utils/event-time';
import { YourKidsSection } from './your-kids-section';

/** The section's English texts (spec §2.10). */
const YOUR_KIDS_TEXTS = {
  empty: 'No kids added yet. Click Manage Kids to get started.',
  loading: 'Loading your kids...',
  loadFailed: '❌ Could not load your kids. Please try again.',
};

const MIA = buildKid({ id: 5, name: 'Mia', age: 6, gender: 'Female', photoUrl: '/api/files/3' });
const LEO = buildKid({ id: 8, name: 'Leo', age: 4, gender: 'Male', photoUrl: null });

/** The section, with GET /api/kids answering `kids` and GET /api/schedules answering `events`. */
function renderSection(kids: Kid[] | MockAnswer = [MIA, LEO], events: ScheduleEvent[] = []) {
  const api = mockApi({
    'GET /api/kids': Array.isArray(kids) ? { status: 200, body: kids } : kids,
    'GET /api/schedules': { status: 200, body: events },
  });
  return { ...api, ...renderFeature(<YourKidsSection />) };
}

describe("parent hub 'Your Kids' (spec §2.10)", () => {
  it('shows a card per kid with photo, name, age, gender and only that kid’s upcoming events', async () => {
    const swim = buildEvent({
      id: 1,
      kidId: 5,
      title: 'Swimming',
      date: '2030-05-01T09:00:00.000Z',
    });
    const chess = buildEvent({
      id: 2,
      kidId: 8,
      title: 'Chess club',
      date: '2030-05-02T15:00:00.000Z',
    });
    const family = buildEvent({ id: 3, kidId: null, kidName: null, title: 'Picnic' });
    const { requests } = renderSection([MIA, LEO], [swim, chess, family]);

    expect(screen.getByRole('heading', { name: 'Your Kids' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Manage Kids' }).getAttribute('href')).toBe(
      '/dashboard/kidsprofile',
    );
    const mia = within(await screen.findByRole('article', { name: 'Mia' }));
    expect(mia.getByText('6 years old · Female')).toBeTruthy();
    expect(await mia.findByText('Swimming')).toBeTruthy();
    expect(mia.getByText(formatEventDateTime(swim.startTime))).toBeTruthy();
    expect(mia.queryByText('Chess club')).toBeNull();
    expect(mia.queryByText('Picnic')).toBeNull();
    const leo = within(screen.getByRole('article', { name: 'Leo' }));
    expect(leo.getByText('Chess club')).toBeTruthy();
    const upcoming = requests.find((request) => request.path === '/api/schedules');
    expect(upcoming?.query.get('from')).toBeTruthy();

    const photos = screen.getAllByRole('presentation');
    // The card's photo is small: the 320 px thumbnail of the kid's photo.
    expect(photos[0]?.getAttribute('src')).toBe('/api/files/3?variant=thumb');
    // Leo has no photo: the kid placeholder (inlined by Vite as a data URL).
    expect(photos[1]?.getAttribute('src')).toMatch(/kid-avatar|^data:image\/svg\+xml/);
  });

  it('links Edit, Achievements, Health (with the kid’s name) and Calendar to the kid’s pages', async () => {
    const { user } = renderSection([MIA]);
    const card = within(await screen.findByRole('article', { name: 'Mia' }));
    expect(await card.findByText('No upcoming events.')).toBeTruthy();
    expect(card.getByRole('link', { name: 'Edit for Mia' }).getAttribute('href')).toBe(
      '/dashboard/kids/5/edit',
    );
    expect(card.getByRole('link', { name: 'Achievements for Mia' }).getAttribute('href')).toBe(
      '/dashboard/kids/5/achievements',
    );
    expect(card.getByRole('link', { name: 'Calendar for Mia' }).getAttribute('href')).toBe(
      '/dashboard/kids/5/calendar',
    );
    await user.click(card.getByRole('link', { name: 'Health for Mia' }));
    expect(screen.getByTestId('location').textContent).toBe(
      '/dashboard/kids/5/health {"kidName":"Mia"}',
    );
  });

  it('shows the empty text without kids', async () => {
    renderSection([]);
    expect(await screen.findByText(YOUR_KIDS_TEXTS.empty)).toBeTruthy();
  });

  it('says it is loading the kids until the list arrives', async () => {
    const answer = deferred<Response>();
    renderSection(() => answer.promise);
    expect(screen.getByText(YOUR_KIDS_TEXTS.loading)).toBeTruthy();
    answer.resolve(jsonResponse(200, [MIA]));
    expect(await screen.findByRole('article', { name: 'Mia' })).toBeTruthy();
    expect(screen.queryByText(YOUR_KIDS_TEXTS.loading)).toBeNull();
  });

  it('says when the kids cannot be loaded and loads them again on Try again', async () => {
    let calls = 0;
    const { user } = renderSection(() => {
      calls += 1;
      // The API client retries a failed GET once: the first two calls are one failed load.
      return calls <= 2 ? new Response(null, { status: 503 }) : jsonResponse(200, [MIA]);
    });
    expect(
      within(await screen.findByRole('alert')).getByText(YOUR_KIDS_TEXTS.loadFailed),
    ).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: 'Mia' })).toBeTruthy();
  });
});
