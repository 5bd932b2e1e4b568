import { act, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SCHEDULE_EVENT_MESSAGES, type HealthLog, type Kid } from '@nestling/shared';
import { healthLogKeys } from '@/entities/health-logs/api/health-log-keys';
import { buildKid } from '@/entities/kids/testing/build-kid';
import { buildParent } from '@/entities/parent/testing/build-parent';
import { scheduleEventKeys } from '@/entities/schedule-events/api/schedule-event-keys';
import { buildHealthLog } from '@/features/health-logs/testing/build-health-log';
import { buildEvent } from '@/features/schedule-events/testing/build-event';
import { formFields } from '@/testing/form-data';
import { jsonResponse, mockApi, type RecordedRequest } from '@/testing/mock-api';
import { renderApp } from './testing/render-app';

const notFound = { status: 404, body: { error: 'Kid not found.', code: 'NOT_FOUND' } };

/**
 * A fake server holding one family: Mia (id 5) with an event early today (listed under the hub's
 * 'Events on {today}' with her name), one next month (on her kid card) and a health log. A
 * rename changes the kid and the name its events and logs carry; a deletion removes the kid
 * with its events and logs (as the real server does).
 */
/** Today at 00:00 local time, as an ISO instant. */
function earlyToday(): string {
  const day = new Date();
  day.setHours(0, 0, 0, 0);
  return day.toISOString();
}

function familyApi() {
  let kids: Kid[] = [buildKid({ id: 5, name: 'Mia' })];
  const nextMonth = new Date();
  nextMonth.setMonth(nextMonth.getMonth() + 1, 15);
  let events = [
    buildEvent({
      id: 1,
      kidId: 5,
      kidName: 'Mia',
      title: 'Swimming',
      date: nextMonth.toISOString(),
    }),
    buildEvent({ id: 2, kidId: 5, kidName: 'Mia', title: 'Breakfast', date: earlyToday() }),
  ];
  let logs: HealthLog[] = [
    buildHealthLog({ id: 1, kidId: 5, kidName: 'Mia', notes: 'Slept well' }),
  ];
  const kid = () => kids.find((item) => item.id === 5);
  const api = mockApi({
    'GET /api/kids': () => jsonResponse(200, kids),
    'GET /api/kids/5': () => (kid() ? jsonResponse(200, kid()) : notFound),
    'PATCH /api/kids/5': (request: RecordedRequest) => {
      const name = formFields(request.body).name ?? '';
      kids = kids.map((item) => (item.id === 5 ? { ...item, name } : item));
      events = events.map((event) => ({ ...event, kidName: name }));
      logs = logs.map((log) => ({ ...log, kidName: name }));
      return jsonResponse(200, kid());
    },
    'DELETE /api/kids/5': () => {
      kids = [];
      events = [];
      logs = [];
      return jsonResponse(204);
    },
    'GET /api/schedules': () => jsonResponse(200, events),
    'GET /api/schedules/5': () => (kid() ? jsonResponse(200, events) : notFound),
    'GET /api/health': () => jsonResponse(200, { logs, nextOffset: null }),
    'GET /api/calendar-feed': { status: 200, body: { enabled: false, createdAt: null } },
  });
  return api;
}

/** The hub's 'Events on {today}' list. */
async function todaysEvents() {
  const heading = await screen.findByRole('heading', { name: /^Events on / });
  return within(heading.parentElement!);
}

function renderFamily(path: string) {
  const api = familyApi();
  const view = renderApp(path, { parent: buildParent() });
  const go = (to: string) => act(() => view.router.navigate(to));
  return { ...api, ...view, go };
}

describe('a kid changed in one feature shows changed in every other (decision 009)', () => {
  // The health tracker draws its log list when it comes near the viewport (WhenSeen), which
  // happy-dom never reports: without an IntersectionObserver it is drawn at once, as in a
  // browser that has none.
  beforeEach(() => vi.stubGlobal('IntersectionObserver', undefined));
  afterEach(() => vi.unstubAllGlobals());

  it('a rename reaches the Health Tracker picker and the parent hub at once', async () => {
    const { user, go } = renderFamily('/dashboard/health');
    expect(await screen.findByRole('link', { name: /Mia/ })).toBeTruthy();
    await go('/dashboard/parent-hub');
    expect(await screen.findByRole('article', { name: 'Mia' })).toBeTruthy();
    expect(await (await todaysEvents()).findByText('Mia')).toBeTruthy();

    await go('/dashboard/kids/5/edit');
    const name = await screen.findByLabelText('Name');
    await user.clear(name);
    await user.type(name, 'Mila');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Kid updated successfully!')).toBeTruthy();

    // Well within the lists' 30 s freshness: without the invalidation they would still say Mia.
    await go('/dashboard/health');
    expect(await screen.findByRole('link', { name: /Mila/ })).toBeTruthy();
    expect(screen.queryByRole('link', { name: /Mia/ })).toBeNull();
    await go('/dashboard/parent-hub');
    const card = await screen.findByRole('article', { name: 'Mila' });
    expect(await within(card).findByText('Swimming')).toBeTruthy();
    expect(screen.queryByRole('article', { name: 'Mia' })).toBeNull();
    // Each event carries its kid's name: the day list says the new one.
    expect(await (await todaysEvents()).findByText('Mila')).toBeTruthy();
  });

  it("a deletion empties the hub and drops the kid's calendar and health data", async () => {
    const { user, go, queryClient, requests } = renderFamily('/dashboard/kids/5/calendar');
    const calendar = within(await screen.findByRole('region', { name: 'Upcoming Events' }));
    expect(await calendar.findByText('Swimming', { selector: 'p' })).toBeTruthy();
    await go('/dashboard/kids/5/health');
    expect(await screen.findByText('Slept well')).toBeTruthy();
    await go('/dashboard/parent-hub');
    expect(await screen.findByRole('article', { name: 'Mia' })).toBeTruthy();

    await go('/dashboard/kids/5/edit');
    await user.click(await screen.findByRole('button', { name: 'Delete Kid Profile' }));
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    expect(
      await screen.findByText(
        'You haven’t added any kids yet. Click “Add New Kid” below to add your first profile.',
      ),
    ).toBeTruthy();

    // The server deleted the kid's events and logs: what was cached of them is stale.
    expect(queryClient.getQueryState(scheduleEventKeys.kid(5))?.isInvalidated).toBe(true);
    const healthLogQueries = queryClient
      .getQueryCache()
      .findAll({ queryKey: healthLogKeys.kid(5) });
    expect(healthLogQueries.length).toBeGreaterThan(0);
    expect(healthLogQueries.every((query) => query.state.isInvalidated)).toBe(true);

    const upcomingLoads = () =>
      requests.filter((request) => request.path === '/api/schedules' && request.query.has('from'))
        .length;
    const loadsBefore = upcomingLoads();
    await go('/dashboard/parent-hub');
    expect(
      await screen.findByText('No kids added yet. Click Manage Kids to get started.'),
    ).toBeTruthy();
    expect(upcomingLoads()).toBeGreaterThan(loadsBefore);

    // The calendar asks again instead of showing the cached events: the kid is gone.
    await go('/dashboard/kids/5/calendar');
    expect(await screen.findByText(`❌ ${SCHEDULE_EVENT_MESSAGES.kidNotFound}`)).toBeTruthy();
  });
});
