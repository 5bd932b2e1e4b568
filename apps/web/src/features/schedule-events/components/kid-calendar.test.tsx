import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SCHEDULE_EVENT_MESSAGES } from '@nestling/shared';
import { deferred, jsonResponse, mockApi } from '@/testing/mock-api';
import { buildParent } from '@/entities/parent/testing/build-parent';
import { renderApp } from '@/app/testing/render-app';
import { buildKid } from '@/entities/kids/testing/build-kid';
import { buildEvent } from '../testing/build-event';
import { formatEventDateTime } from '../utils/event-time';

const PATH = '/dashboard/kids/5/calendar';

function renderCalendar(path = PATH) {
  return renderApp(path, { parent: buildParent() });
}

/** The 'Upcoming Events' region. */
function upcoming() {
  return within(screen.getByRole('region', { name: 'Upcoming Events' }));
}

/** Waits for the page (its route loads lazily) and then for its events to load. */
async function waitForList() {
  await screen.findByRole('region', { name: 'Upcoming Events' });
  await waitFor(() => expect(screen.queryByText(SCHEDULE_EVENT_MESSAGES.loading)).toBeNull());
}

describe('kid calendar (spec §2.13, §4, §5, §8.2 Calendar)', () => {
  it.each(['abc', '12abc', '0', '-3', '1.5', '1e3', '2147483648'])(
    'shows the Invalid Kid ID panel for "%s" and loads nothing',
    async (kidId) => {
      const { requests } = mockApi({});
      const { user, location } = renderCalendar(`/dashboard/kids/${kidId}/calendar`);
      expect(await screen.findByRole('heading', { name: 'Invalid Kid ID' })).toBeTruthy();
      expect(screen.getByRole('alert').textContent).toBe(SCHEDULE_EVENT_MESSAGES.invalidKidId);
      expect(screen.getByText('Go back to dashboard and select a valid kid profile.')).toBeTruthy();
      expect(screen.queryByRole('button', { name: 'Add Event' })).toBeNull();
      // Nothing about the kid: only the navigation bar's unread badge asks its summary.
      expect(
        requests.filter((request) => request.path !== '/api/notifications/summary/me'),
      ).toEqual([]);
      await user.click(screen.getByRole('link', { name: 'Go to Kids Profile' }));
      expect(location()).toBe('/dashboard/kidsprofile');
    },
  );

  it('titles the page with the id until the kid is loaded, then with the kid’s name', async () => {
    const kidGate = deferred<void>();
    mockApi({
      'GET /api/schedules/5': { status: 200, body: [] },
      'GET /api/kids/5': async () => {
        await kidGate.promise;
        return jsonResponse(200, buildKid({ id: 5, name: 'Mila Lopez' }));
      },
    });
    renderCalendar();
    expect(
      await screen.findByRole('heading', { name: 'Calendar for Kid #5', level: 1 }),
    ).toBeTruthy();
    kidGate.resolve();
    expect(
      await screen.findByRole('heading', { name: 'Calendar for Mila Lopez', level: 1 }),
    ).toBeTruthy();
    expect(document.title).toBe('Calendar for Mila Lopez · Nestling');
  });

  it('loads the events with "Loading events...", then the empty text', async () => {
    const gate = deferred<void>();
    const { requests } = mockApi({
      'GET /api/schedules/5': async () => {
        await gate.promise;
        return jsonResponse(200, []);
      },
      'GET /api/kids/5': { status: 200, body: buildKid({ id: 5 }) },
    });
    renderCalendar();
    expect(await screen.findByText(SCHEDULE_EVENT_MESSAGES.loading)).toBeTruthy();
    // The kid first (the title); the events once the title has been presented (issue 29).
    // StrictMode mounts twice in development, so the first, aborted call may be sent again.
    const asked = () =>
      new Set(
        requests
          .filter((request) => request.path !== '/api/notifications/summary/me')
          .map((request) => `${request.method} ${request.path}`),
      );
    await waitFor(() =>
      expect(asked()).toEqual(new Set(['GET /api/schedules/5', 'GET /api/kids/5'])),
    );
    expect(screen.getByText(SCHEDULE_EVENT_MESSAGES.loading)).toBeTruthy();
    gate.resolve();
    expect(await screen.findByText(SCHEDULE_EVENT_MESSAGES.emptyUpcoming)).toBeTruthy();
    expect(screen.getByPlaceholderText('Pick a date and time')).toBeTruthy();
    expect(screen.getByLabelText('Event Title')).toBeTruthy();
    expect(screen.getByLabelText('Notes (optional)').getAttribute('rows')).toBe('3');
  });

  it('lists each event with its local date and time, its title or "Untitled Event", and notes', async () => {
    const later = buildEvent({
      id: 2,
      title: ' ',
      date: new Date(2030, 5, 2, 8, 0).toISOString(),
      startTime: new Date(2030, 5, 2, 8, 0).toISOString(),
    });
    const sooner = buildEvent({ id: 1, description: 'Bring goggles' });
    mockApi({ 'GET /api/schedules/5': { status: 200, body: [later, sooner] } });
    renderCalendar();
    await waitForList();
    const items = upcoming().getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]?.textContent).toContain(formatEventDateTime(sooner.date));
    expect(items[0]?.textContent).toContain('Swimming lesson');
    expect(items[0]?.textContent).toContain('Bring goggles');
    expect(items[1]?.textContent).toContain(SCHEDULE_EVENT_MESSAGES.untitled);
    expect(within(items[1]!).getByRole('button', { name: /^Delete/ })).toBeTruthy();
  });

  it.each([
    { name: 'nothing', pickDate: false, title: '' },
    { name: 'a title but no date', pickDate: false, title: 'Dentist' },
    { name: 'a date but a blank title', pickDate: true, title: '   ' },
  ])('says "Please pick a date and enter a title." with $name, sending nothing', async (input) => {
    const { requests } = mockApi({ 'GET /api/schedules/5': { status: 200, body: [] } });
    const { user } = renderCalendar();
    await waitForList();
    if (input.pickDate) {
      await user.type(screen.getByLabelText('Date and time'), '2030-05-01 10:15');
    }
    if (input.title) await user.type(screen.getByLabelText('Event Title'), input.title);
    await user.click(screen.getByRole('button', { name: 'Add Event' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(SCHEDULE_EVENT_MESSAGES.pickDateAndTitle);
    expect(requests.filter((request) => request.method === 'POST')).toEqual([]);
  });

  it('adds an event: trimmed fields sent, the returned event appended, the form cleared', async () => {
    const created = buildEvent({ id: 9, title: 'Dentist', description: 'Bring the card' });
    const { requests } = mockApi({
      'GET /api/schedules/5': { status: 200, body: [] },
      'POST /api/schedules': { status: 201, body: created },
    });
    const { user } = renderCalendar();
    await waitForList();
    const picker = screen.getByLabelText('Date and time') as HTMLInputElement;
    await user.type(picker, '2030-05-01 10:15');
    await user.type(screen.getByLabelText('Event Title'), '  Dentist  ');
    await user.type(screen.getByLabelText('Notes (optional)'), ' Bring the card ');
    await user.click(screen.getByRole('button', { name: 'Add Event' }));

    expect((await screen.findByRole('status')).textContent).toBe(SCHEDULE_EVENT_MESSAGES.added);
    const post = requests.find((request) => request.method === 'POST');
    expect(post?.body).toEqual({
      kidId: 5,
      date: new Date(2030, 4, 1, 10, 15).toISOString(),
      title: 'Dentist',
      description: 'Bring the card',
    });
    const item = await upcoming().findByRole('listitem');
    expect(item.textContent).toContain('Dentist');
    expect(item.textContent).toContain(formatEventDateTime(created.date));
    expect(screen.queryByText(SCHEDULE_EVENT_MESSAGES.emptyUpcoming)).toBeNull();
    expect(picker.value).toBe('');
    expect((screen.getByLabelText('Event Title') as HTMLInputElement).value).toBe('');
    expect((screen.getByLabelText('Notes (optional)') as HTMLTextAreaElement).value).toBe('');
    // Appended from the answer: the list was not loaded again after the add.
    const postIndex = requests.findIndex((request) => request.method === 'POST');
    expect(requests.slice(postIndex + 1)).toEqual([]);
  });

  it.each([
    {
      name: 'a refused request (with the reason)',
      answer: () =>
        jsonResponse(400, {
          error: 'Title must be at most 120 characters.',
          code: 'VALIDATION_FAILED',
        }),
      text: `${SCHEDULE_EVENT_MESSAGES.addFailed} Title must be at most 120 characters.`,
    },
    {
      name: 'a server error',
      answer: () => jsonResponse(500, { error: 'Internal error', code: 'INTERNAL' }),
      text: SCHEDULE_EVENT_MESSAGES.addFailed,
    },
    {
      name: 'a network failure',
      answer: () => {
        throw new TypeError('Failed to fetch');
      },
      text: SCHEDULE_EVENT_MESSAGES.saveFailed,
    },
  ])('shows the add failure for $name and keeps the form', async ({ answer, text }) => {
    mockApi({ 'GET /api/schedules/5': { status: 200, body: [] }, 'POST /api/schedules': answer });
    const { user } = renderCalendar();
    await waitForList();
    await user.type(screen.getByLabelText('Date and time'), '2030-05-01 10:15');
    await user.type(screen.getByLabelText('Event Title'), 'Dentist');
    await user.click(screen.getByRole('button', { name: 'Add Event' }));
    expect((await screen.findByRole('alert')).textContent).toBe(text);
    expect((screen.getByLabelText('Event Title') as HTMLInputElement).value).toBe('Dentist');
    expect(screen.getByText(SCHEDULE_EVENT_MESSAGES.emptyUpcoming)).toBeTruthy();
  });

  it('deletes after the confirmation, removing the event only once the server agreed', async () => {
    const answer = deferred<Response>();
    const { requests } = mockApi({
      'GET /api/schedules/5': { status: 200, body: [buildEvent({ id: 3 })] },
      'DELETE /api/schedules/3': () => answer.promise,
    });
    const { user } = renderCalendar();
    await user.click(await screen.findByRole('button', { name: 'Delete Swimming lesson' }));

    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain(SCHEDULE_EVENT_MESSAGES.deleteConfirm);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(requests.filter((request) => request.method === 'DELETE')).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Delete Swimming lesson' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }),
    );
    await waitFor(() =>
      expect(requests.filter((request) => request.method === 'DELETE')).toHaveLength(1),
    );
    expect(upcoming().getByText('Swimming lesson', { selector: 'p' })).toBeTruthy();

    answer.resolve(jsonResponse(204));
    expect((await screen.findByRole('status')).textContent).toBe(SCHEDULE_EVENT_MESSAGES.deleted);
    // The list is redrawn with the new events in a deferred render (issue 29).
    await waitFor(() =>
      expect(upcoming().queryByText('Swimming lesson', { selector: 'p' })).toBeNull(),
    );
    expect(screen.getByText(SCHEDULE_EVENT_MESSAGES.emptyUpcoming)).toBeTruthy();
  });

  it('keeps the event and says "Could not delete event." when the delete fails', async () => {
    mockApi({
      'GET /api/schedules/5': { status: 200, body: [buildEvent({ id: 3 })] },
      'DELETE /api/schedules/3': { status: 500, body: { error: 'Boom', code: 'INTERNAL' } },
    });
    const { user } = renderCalendar();
    await user.click(await screen.findByRole('button', { name: 'Delete Swimming lesson' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }),
    );
    expect((await screen.findByRole('alert')).textContent).toBe(
      SCHEDULE_EVENT_MESSAGES.deleteFailed,
    );
    expect(upcoming().getByText('Swimming lesson', { selector: 'p' })).toBeTruthy();
  });

  it('says "Unexpected data from server." when the answer is not a list', async () => {
    mockApi({ 'GET /api/schedules/5': { status: 200, body: { events: [] } } });
    renderCalendar();
    expect((await screen.findByRole('alert')).textContent).toBe(
      SCHEDULE_EVENT_MESSAGES.unexpectedData,
    );
  });

  it('says "Could not load events. Please try again." and loads again on Try again', async () => {
    let serverUp = false;
    mockApi({
      'GET /api/schedules/5': () =>
        serverUp ? jsonResponse(200, []) : jsonResponse(500, { error: 'Boom', code: 'INTERNAL' }),
    });
    const { user } = renderCalendar();
    // The events are asked for once the title has been presented and the form's and list's code
    // has loaded (issue 29): in this test's environment that import can take a few seconds.
    expect((await screen.findByRole('alert', {}, { timeout: 6_000 })).textContent).toBe(
      SCHEDULE_EVENT_MESSAGES.loadFailed,
    );
    serverUp = true;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText(SCHEDULE_EVENT_MESSAGES.emptyUpcoming)).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("shows the Invalid Kid ID panel for a kid that is not the parent's", async () => {
    mockApi({
      'GET /api/schedules/5': { status: 404, body: { error: 'Kid not found.', code: 'NOT_FOUND' } },
    });
    renderCalendar();
    expect(await screen.findByRole('heading', { name: 'Invalid Kid ID' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe(`❌ ${SCHEDULE_EVENT_MESSAGES.kidNotFound}`);
  });
});
