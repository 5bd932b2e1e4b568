import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { SCHEDULE_EVENT_MESSAGES, SCHEDULE_STATUS_CLEAR_MS, type Kid } from '@nestling/shared';
import { jsonResponse, mockApi, type RecordedRequest } from '@/testing/mock-api';
import { renderFeature } from '@/testing/render-feature';
import { buildKid } from '@/entities/kids/testing/build-kid';
import { buildEvent } from '../testing/build-event';
import { formatDay } from '@/lib/dates';
import { formatEventTime } from '../utils/event-time';
import { ScheduleCard } from './schedule-card';

const MAY_10 = new Date(2030, 4, 10);
const MAY_21 = new Date(2030, 4, 21);

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The calendar's button for a day (its name starts with the full local date). */
function dayButton(day: Date, locale: string) {
  return screen.getByRole('button', { name: new RegExp(`^${escape(formatDay(day, locale))}`) });
}

/** Waits for a polite status line with exactly this text (the month caption is one too). */
async function expectStatus(text: string) {
  await waitFor(() =>
    expect(screen.getAllByRole('status').map((element) => element.textContent)).toContain(text),
  );
}

function gets(requests: RecordedRequest[]) {
  return requests.filter((request) => request.method === 'GET');
}

/** A fake API holding events in memory: GET filters by the from/to range, POST stores. */
function fakeScheduleEventApi(
  initial = [
    buildEvent({ id: 1, title: 'Dentist', date: new Date(2030, 4, 10, 14, 30).toISOString() }),
  ],
  kids: Kid[] = [],
) {
  const events = [...initial];
  const api = mockApi({
    'GET /api/kids': { status: 200, body: kids },
    'GET /api/schedules': (request) => {
      const from = Date.parse(request.query.get('from') ?? '');
      const to = Date.parse(request.query.get('to') ?? '');
      return jsonResponse(
        200,
        events.filter((event) => {
          const start = Date.parse(event.startTime);
          return (Number.isNaN(from) || start >= from) && (Number.isNaN(to) || start < to);
        }),
      );
    },
    'POST /api/schedules': (request) => {
      const body = request.body as {
        title: string;
        description: string;
        startTime: string;
        kidId?: number;
      };
      const kid = kids.find((item) => item.id === body.kidId);
      const created = buildEvent({
        id: events.length + 10,
        kidId: kid?.id ?? null,
        kidName: kid?.name ?? null,
        title: body.title,
        description: body.description || null,
        date: body.startTime,
      });
      events.push(created);
      return jsonResponse(201, created);
    },
  });
  return { ...api, events };
}

async function openForm(user: ReturnType<typeof renderFeature>['user']) {
  await user.click(screen.getByRole('button', { name: 'Add Schedule' }));
  // The form's code loads when it is first asked for (decision 055).
  return screen.findByRole('form', { name: 'Add a schedule' });
}

describe('parent hub schedule card (spec §2.10, §4, §5, §8.2 Parent hub)', () => {
  it("loads the shown month's range and puts a dot on days with events", async () => {
    const { requests } = fakeScheduleEventApi();
    renderFeature(<ScheduleCard locale="en-GB" initialDay={MAY_21} />);
    await waitFor(() =>
      expect(dayButton(MAY_10, 'en-GB').getAttribute('aria-label')).toContain('has events'),
    );
    expect(dayButton(MAY_21, 'en-GB').getAttribute('aria-label')).not.toContain('has events');
    expect(dayButton(MAY_10, 'en-GB').closest('td')?.className).toContain('after:bg-accent-500');
    const query = gets(requests)[0]?.query;
    expect(query?.get('from')).toBe(new Date(2030, 4, 1).toISOString());
    expect(query?.get('to')).toBe(new Date(2030, 5, 1).toISOString());
  });

  it("shows 'Selected: {date}' and 'Events on {date}' with each event's time, title and notes", async () => {
    fakeScheduleEventApi([
      buildEvent({
        id: 1,
        title: 'Dentist',
        description: 'Bring the card',
        date: new Date(2030, 4, 10, 14, 30).toISOString(),
      }),
    ]);
    const { user } = renderFeature(<ScheduleCard locale="en-GB" initialDay={MAY_21} />);
    expect(screen.getByText(`Selected: ${formatDay(MAY_21, 'en-GB')}`)).toBeTruthy();
    expect(await screen.findByText('No events for selected day.')).toBeTruthy();

    await user.click(dayButton(MAY_10, 'en-GB'));
    expect(screen.getByText(`Selected: ${formatDay(MAY_10, 'en-GB')}`)).toBeTruthy();
    const heading = screen.getByRole('heading', {
      name: `Events on ${formatDay(MAY_10, 'en-GB')}`,
    });
    const list = within(heading.parentElement!);
    const item = await list.findByRole('listitem');
    expect(item.textContent).toContain(
      formatEventTime(new Date(2030, 4, 10, 14, 30).toISOString(), 'en-GB'),
    );
    expect(item.textContent).toContain('14:30');
    expect(item.textContent).toContain('Dentist');
    expect(item.textContent).toContain('Bring the card');
  });

  it('opens and closes the form with the Add Schedule disclosure, and with Cancel', async () => {
    fakeScheduleEventApi([]);
    const { user } = renderFeature(<ScheduleCard locale="en-GB" initialDay={MAY_10} />);
    const toggle = screen.getByRole('button', { name: 'Add Schedule' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('form', { name: 'Add a schedule' })).toBeNull();
    const form = await openForm(user);
    // Spec §2.10: the open form's toggle reads 'Hide Schedule Form' (issue 29 #10).
    expect(toggle.textContent).toBe('Hide Schedule Form');
    expect(screen.getByRole('button', { name: 'Hide Schedule Form' })).toBe(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(toggle.getAttribute('aria-controls')).toBe(form.id);
    expect(within(form).getByLabelText('Title')).toBeTruthy();
    expect(within(form).getByLabelText('Notes (optional)')).toBeTruthy();
    expect(within(form).getByRole('group', { name: /Time/ })).toBeTruthy();
    // The same button closes it, and reads 'Add Schedule' again.
    await user.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(toggle.textContent).toBe('Add Schedule');
    expect(screen.queryByRole('form', { name: 'Add a schedule' })).toBeNull();
    // Cancel closes it too and gives focus back to the disclosure.
    await openForm(user);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('form', { name: 'Add a schedule' })).toBeNull();
    expect(document.activeElement).toBe(toggle);
  });

  it('gives an event to a kid when one is chosen, and to the whole family otherwise', async () => {
    const mia = buildKid({ id: 7, name: 'Mia' });
    const { requests } = fakeScheduleEventApi([], [mia, buildKid({ id: 8, name: 'Leo' })]);
    const { user } = renderFeature(<ScheduleCard locale="en-GB" initialDay={MAY_21} />);
    const form = within(await openForm(user));
    const forKid = (await form.findByLabelText('For (optional)')) as HTMLSelectElement;
    expect(Array.from(forKid.options).map((option) => option.text)).toEqual([
      'The whole family',
      'Mia',
      'Leo',
    ]);
    await user.type(form.getByLabelText('Title'), 'Swimming');
    await user.selectOptions(forKid, 'Mia');
    await user.click(form.getByRole('button', { name: 'Save Schedule' }));
    await expectStatus(SCHEDULE_EVENT_MESSAGES.hubAdded);
    const posts = requests.filter((request) => request.method === 'POST');
    expect(posts[0]?.body).toMatchObject({ title: 'Swimming', kidId: 7 });
    expect(forKid.value).toBe('');
    const item = await screen.findByRole('listitem');
    expect(item.textContent).toContain('Mia');

    await user.type(form.getByLabelText('Title'), 'Picnic');
    await user.click(form.getByRole('button', { name: 'Save Schedule' }));
    await waitFor(() =>
      expect(requests.filter((request) => request.method === 'POST')).toHaveLength(2),
    );
    expect(requests.filter((request) => request.method === 'POST')[1]?.body).not.toHaveProperty(
      'kidId',
    );
  });

  it.each([
    { clock: 'a 24-hour', locale: 'en-GB', hour: '09', period: undefined },
    { clock: 'an AM/PM', locale: 'en-US', hour: '9', period: 'AM' },
  ])(
    'uses $clock time field defaulting to 9 o’clock where the locale ($locale) writes it so',
    async ({ locale, hour, period }) => {
      fakeScheduleEventApi([]);
      const { user } = renderFeature(<ScheduleCard locale={locale} initialDay={MAY_10} />);
      const form = within(await openForm(user));
      expect((form.getByLabelText('Hour') as HTMLInputElement).value).toBe(hour);
      expect((form.getByLabelText('Minutes') as HTMLInputElement).value).toBe('00');
      expect((form.queryByLabelText('AM or PM') as HTMLSelectElement | null)?.value).toBe(period);
    },
  );

  it('saves a family event at the local day and 12-hour time, then shows it with a dot', async () => {
    const { requests } = fakeScheduleEventApi([]);
    const { user } = renderFeature(<ScheduleCard locale="en-US" initialDay={MAY_21} />);
    const form = within(await openForm(user));
    await user.type(form.getByLabelText('Title'), '  Picnic  ');
    await user.type(form.getByLabelText('Notes (optional)'), ' Bring a blanket ');
    await user.clear(form.getByLabelText('Hour'));
    await user.type(form.getByLabelText('Hour'), '2');
    await user.clear(form.getByLabelText('Minutes'));
    await user.type(form.getByLabelText('Minutes'), '30');
    await user.selectOptions(form.getByLabelText('AM or PM'), 'PM');
    await user.click(form.getByRole('button', { name: 'Save Schedule' }));

    await expectStatus(SCHEDULE_EVENT_MESSAGES.hubAdded);
    expect(requests.find((request) => request.method === 'POST')?.body).toEqual({
      title: 'Picnic',
      description: 'Bring a blanket',
      date: '2030-05-21',
      startTime: new Date(2030, 4, 21, 14, 30).toISOString(),
    });
    await waitFor(() =>
      expect(dayButton(MAY_21, 'en-US').getAttribute('aria-label')).toContain('has events'),
    );
    const item = await screen.findByRole('listitem');
    expect(item.textContent).toContain('2:30 PM');
    expect(item.textContent).toContain('Picnic');
    expect(item.textContent).toContain('Bring a blanket');
    expect((form.getByLabelText('Title') as HTMLInputElement).value).toBe('');
    expect((form.getByLabelText('Hour') as HTMLInputElement).value).toBe('9');
  });

  it('says "Please fill in all fields." without a title, sends nothing, and clears after 3 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout'] });
    const { requests } = fakeScheduleEventApi([]);
    const { user } = renderFeature(<ScheduleCard locale="en-GB" initialDay={MAY_10} />, {
      advanceTimers: vi.advanceTimersByTime,
    });
    const form = within(await openForm(user));
    await user.click(form.getByRole('button', { name: 'Save Schedule' }));
    expect((await screen.findByRole('alert')).textContent).toBe(SCHEDULE_EVENT_MESSAGES.hubFillAll);
    expect(requests.filter((request) => request.method === 'POST')).toEqual([]);

    act(() => vi.advanceTimersByTime(SCHEDULE_STATUS_CLEAR_MS - 200));
    expect(screen.getByRole('alert').textContent).toBe(SCHEDULE_EVENT_MESSAGES.hubFillAll);
    act(() => vi.advanceTimersByTime(400));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says "Please fill in all fields." when the time is emptied', async () => {
    const { requests } = fakeScheduleEventApi([]);
    const { user } = renderFeature(<ScheduleCard locale="en-GB" initialDay={MAY_10} />);
    const form = within(await openForm(user));
    await user.type(form.getByLabelText('Title'), 'Picnic');
    await user.clear(form.getByLabelText('Hour'));
    await user.click(form.getByRole('button', { name: 'Save Schedule' }));
    expect((await screen.findByRole('alert')).textContent).toBe(SCHEDULE_EVENT_MESSAGES.hubFillAll);
    expect(requests.filter((request) => request.method === 'POST')).toEqual([]);
  });

  it.each([
    { locale: 'en-GB', hour: '24', error: 'Hour must be between 0 and 23.' },
    { locale: 'en-US', hour: '13', error: 'Hour must be between 1 and 12.' },
    { locale: 'en-GB', hour: '9a', error: 'Use digits only.' },
  ])('refuses hour "$hour" on the $locale clock with "$error"', async ({ locale, hour, error }) => {
    const { requests } = fakeScheduleEventApi([]);
    const { user } = renderFeature(<ScheduleCard locale={locale} initialDay={MAY_10} />);
    const form = within(await openForm(user));
    await user.type(form.getByLabelText('Title'), 'Picnic');
    await user.clear(form.getByLabelText('Hour'));
    await user.type(form.getByLabelText('Hour'), hour);
    await user.click(form.getByRole('button', { name: 'Save Schedule' }));
    expect((await screen.findByRole('alert')).textContent).toContain(error);
    expect(requests.filter((request) => request.method === 'POST')).toEqual([]);
  });

  it('says "Could not add event." when the save fails', async () => {
    mockApi({
      'GET /api/schedules': { status: 200, body: [] },
      'POST /api/schedules': { status: 500, body: { error: 'Boom', code: 'INTERNAL' } },
    });
    const { user } = renderFeature(<ScheduleCard locale="en-GB" initialDay={MAY_10} />);
    const form = within(await openForm(user));
    await user.type(form.getByLabelText('Title'), 'Picnic');
    await user.click(form.getByRole('button', { name: 'Save Schedule' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      SCHEDULE_EVENT_MESSAGES.hubAddFailed,
    );
    expect((form.getByLabelText('Title') as HTMLInputElement).value).toBe('Picnic');
  });

  it('deletes an event of the day after the confirmation', async () => {
    const { events } = fakeScheduleEventApi();
    let deleted = false;
    mockApi({
      'GET /api/schedules': () => jsonResponse(200, deleted ? [] : events),
      'DELETE /api/schedules/1': () => {
        deleted = true;
        return jsonResponse(204);
      },
    });
    const { user } = renderFeature(<ScheduleCard locale="en-GB" initialDay={MAY_10} />);
    await user.click(await screen.findByRole('button', { name: 'Delete Dentist' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain(SCHEDULE_EVENT_MESSAGES.deleteConfirm);
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await expectStatus(SCHEDULE_EVENT_MESSAGES.deleted);
    expect(await screen.findByText('No events for selected day.')).toBeTruthy();
  });
});
