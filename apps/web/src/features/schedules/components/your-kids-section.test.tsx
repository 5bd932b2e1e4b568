import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '@/testing/mock-api';
import { buildEvent, renderFeature } from '../testing/render-feature';
import { formatEventDateTime } from '../utils/event-time';
import type { KidSummary } from './kid-schedule-card';
import { YOUR_KIDS_TEXTS, YourKidsSection } from './your-kids-section';

const MIA: KidSummary = { id: 5, name: 'Mia', age: 6, gender: 'Female', photoUrl: '/api/files/3' };
const LEO: KidSummary = { id: 8, name: 'Leo', age: 4, gender: 'Male', photoUrl: null };

function renderSection(props: Partial<Parameters<typeof YourKidsSection>[0]> = {}) {
  return renderFeature(
    <YourKidsSection
      kids={[MIA, LEO]}
      isLoading={false}
      isError={false}
      onRetry={() => undefined}
      {...props}
    />,
  );
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
    const { requests } = mockApi({
      'GET /api/schedules': { status: 200, body: [swim, chess, family] },
    });
    renderSection();

    expect(screen.getByRole('heading', { name: 'Your Kids' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Manage Kids' }).getAttribute('href')).toBe(
      '/dashboard/kidsprofile',
    );
    const mia = within(screen.getByRole('article', { name: 'Mia' }));
    expect(mia.getByText('Age 6 · Female')).toBeTruthy();
    expect(await mia.findByText('Swimming')).toBeTruthy();
    expect(mia.getByText(formatEventDateTime(swim.startTime))).toBeTruthy();
    expect(mia.queryByText('Chess club')).toBeNull();
    expect(mia.queryByText('Picnic')).toBeNull();
    const leo = within(screen.getByRole('article', { name: 'Leo' }));
    expect(leo.getByText('Chess club')).toBeTruthy();
    expect(requests[0]?.query.get('from')).toBeTruthy();

    const photos = screen.getAllByRole('presentation');
    expect(photos[0]?.getAttribute('src')).toBe('/api/files/3');
    // Leo has no photo: the kid placeholder (inlined by Vite as a data URL).
    expect(photos[1]?.getAttribute('src')).toMatch(/kid-avatar|^data:image\/svg\+xml/);
  });

  it('links Edit, Achievements, Health (with the kid’s name) and Calendar to the kid’s pages', async () => {
    mockApi({ 'GET /api/schedules': { status: 200, body: [] } });
    const { user } = renderSection({ kids: [MIA] });
    const card = within(screen.getByRole('article', { name: 'Mia' }));
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

  it('shows the empty text without kids, and the loading and error states', async () => {
    mockApi({ 'GET /api/schedules': { status: 200, body: [] } });
    const empty = renderSection({ kids: [] });
    expect(screen.getByText(YOUR_KIDS_TEXTS.empty)).toBeTruthy();
    empty.unmount();

    const loading = renderSection({ kids: undefined, isLoading: true });
    expect(screen.getByText(YOUR_KIDS_TEXTS.loading)).toBeTruthy();
    loading.unmount();

    let retried = false;
    const { user } = renderSection({
      kids: undefined,
      isError: true,
      onRetry: () => {
        retried = true;
      },
    });
    expect(screen.getByRole('alert').textContent).toBe(YOUR_KIDS_TEXTS.loadFailed);
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(retried).toBe(true);
  });
});
