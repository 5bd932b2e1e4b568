import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import {
  CERTIFICATE_MESSAGES,
  MILESTONE_MESSAGES,
  MILESTONE_SOURCES,
  milestoneExistsMessage,
  type Milestone,
} from '@nestling/shared';
import { renderApp } from '@/app/testing/render-app';
import { buildKid } from '@/entities/kids/testing/build-kid';
import { buildParent } from '@/entities/parent/testing/build-parent';
import { activeTrial, buildSubscription } from '@/entities/subscription/testing/build-subscription';
import { mockXhr } from '@/testing/fake-xhr';
import { mockApi, type MockAnswer } from '@/testing/mock-api';
import { buildCertificate, buildMilestone, milestonePage } from '../testing/build-milestone';

const parent = buildParent();
const kid = buildKid({ id: 11, name: 'Mia' });
const PATH = `/dashboard/kids/${kid.id}/achievements`;

/** The API of Mia's achievements: her milestones (paged as the server does) and the extras. */
function achievementsApi(milestones: Milestone[], extra: Record<string, MockAnswer> = {}) {
  return mockApi({
    [`GET /api/kids/${kid.id}`]: { status: 200, body: kid },
    'GET /api/kids': { status: 200, body: [kid] },
    'GET /api/milestones': (request) => ({
      status: 200,
      body: milestonePage(
        milestones,
        Number(request.query.get('page') ?? 1),
        Number(request.query.get('pageSize') ?? 5),
      ),
    }),
    'GET /api/certificates': { status: 200, body: [] },
    'GET /api/parents/check-subscription': { status: 200, body: buildSubscription() },
    ...extra,
  });
}

const tenMilestones = Array.from({ length: 7 }, (_, index) =>
  buildMilestone({ id: index + 1, title: `Milestone ${index + 1}`, completed: index < 2 }),
);

describe('achievements screen: milestones (spec §2.15)', () => {
  it('titles the screen, shows progress, the first page and paging with Prev and Next', async () => {
    const { requests } = achievementsApi(tenMilestones);
    const { user } = renderApp(PATH, { parent });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Achievements for Mia' }),
    ).toBeTruthy();
    const list = await screen.findByRole('list', { name: 'Milestones' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(5);
    expect(
      screen.getByRole('progressbar', { name: 'Progress' }).getAttribute('aria-valuenow'),
    ).toBe('29');
    expect(screen.getByText('2 of 7 completed (29%)')).toBeTruthy();
    expect(screen.getByText('Page 1 of 2')).toBeTruthy();
    expect(screen.getByRole('button', { name: /Prev/ }).hasAttribute('disabled')).toBe(true);

    await user.click(screen.getByRole('button', { name: /Next/ }));
    expect(await screen.findByText('Page 2 of 2')).toBeTruthy();
    expect(
      within(screen.getByRole('list', { name: 'Milestones' })).getAllByRole('listitem'),
    ).toHaveLength(2);
    const last = requests.filter((request) => request.path === '/api/milestones').at(-1);
    expect(Object.fromEntries(last?.query ?? [])).toEqual({
      kidId: '11',
      status: 'all',
      sort: 'newest',
      page: '2',
      pageSize: '5',
    });
  });

  it('sends the search, filter, sort and page size, starting again from page 1', async () => {
    const { requests } = achievementsApi(tenMilestones);
    const { user } = renderApp(PATH, { parent });
    await screen.findByRole('list', { name: 'Milestones' });
    await user.click(screen.getByRole('button', { name: /Next/ }));
    await screen.findByText('Page 2 of 2');

    await user.selectOptions(screen.getByLabelText('Status'), 'Completed');
    await user.selectOptions(screen.getByLabelText('Sort'), 'Oldest First');
    await user.selectOptions(screen.getByLabelText('Per page'), '10');
    await user.type(screen.getByLabelText('Search'), 'bike');
    await waitFor(() => expect(requests.at(-1)?.query.get('q')).toBe('bike'));
    expect(Object.fromEntries(requests.at(-1)?.query ?? [])).toEqual({
      kidId: '11',
      q: 'bike',
      status: 'completed',
      sort: 'oldest',
      page: '1',
      pageSize: '10',
    });
  });

  it('shows the spec’s empty text and the load error with its message', async () => {
    achievementsApi([]);
    renderApp(PATH, { parent });
    expect(await screen.findByText('No milestones match your criteria.')).toBeTruthy();
    expect(screen.getByText('No milestones yet')).toBeTruthy();
  });

  it('says so when the milestones cannot be loaded', async () => {
    achievementsApi([], {
      'GET /api/milestones': { status: 400, body: { error: 'Bad page.', code: 'BAD_REQUEST' } },
    });
    renderApp(PATH, { parent });
    expect(await screen.findByText(`${'❌ Error fetching milestones'} (Bad page.)`)).toBeTruthy();
  });

  it('adds a milestone, and shows the 409 text of a title the kid already has', async () => {
    let answer: MockAnswer = { status: 201, body: buildMilestone({ title: 'Walks' }) };
    const { requests } = achievementsApi([], { 'POST /api/milestones': () => answer });
    const { user } = renderApp(PATH, { parent });
    const form = await screen.findByRole('form', { name: 'Add a milestone' });

    await user.click(within(form).getByRole('button', { name: /Add Milestone/ }));
    expect(await within(form).findByText(MILESTONE_MESSAGES.titleRequired)).toBeTruthy();
    expect(requests.some((request) => request.method === 'POST')).toBe(false);

    await user.type(within(form).getByLabelText('Milestone'), '  Walks  ');
    const date = within(form).getByLabelText('Date');
    await user.clear(date);
    await user.type(date, '2026-02-01');
    await user.click(within(form).getByRole('button', { name: /Add Milestone/ }));
    expect(await within(form).findByText('✅ Milestone added!')).toBeTruthy();
    expect(requests.find((request) => request.method === 'POST')?.body).toEqual({
      kidId: 11,
      title: 'Walks',
      date: '2026-02-01',
    });

    answer = {
      status: 409,
      body: { error: milestoneExistsMessage('walks'), code: 'MILESTONE_EXISTS' },
    };
    await user.type(within(form).getByLabelText('Milestone'), 'walks');
    await user.click(within(form).getByRole('button', { name: /Add Milestone/ }));
    expect(await within(form).findByText('Milestone "walks" already exists.')).toBeTruthy();
  });

  it('marks a milestone complete and deletes one after asking', async () => {
    const milestone = buildMilestone({ id: 5, title: 'First words' });
    const { requests } = achievementsApi([milestone], {
      'PATCH /api/milestones/5': { status: 200, body: { ...milestone, completed: true } },
      'DELETE /api/milestones/5': { status: 204 },
    });
    const { user } = renderApp(PATH, { parent });
    await user.click(await screen.findByRole('checkbox', { name: 'First words completed' }));
    await waitFor(() =>
      expect(requests.find((request) => request.method === 'PATCH')?.body).toEqual({
        completed: true,
      }),
    );
    // Spec §9: confetti (decorative, hidden from assistive technology).
    expect((await screen.findByTestId('confetti')).getAttribute('aria-hidden')).toBe('true');

    await user.click(screen.getByRole('button', { name: 'Delete First words' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete milestone' });
    expect(within(dialog).getByText('Delete this milestone? This cannot be undone.')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('✅ Milestone deleted.')).toBeTruthy();
    expect(requests.some((request) => request.method === 'DELETE')).toBe(true);
  });

  it('says no kid is selected for an id that is not one, and asks nothing', async () => {
    const { requests } = achievementsApi([]);
    renderApp('/dashboard/kids/abc/achievements', { parent });
    expect(
      await screen.findByText("❌ No kid selected. Please access achievements from a kid's card."),
    ).toBeTruthy();
    expect(requests.some((request) => request.path.startsWith('/api/milestones'))).toBe(false);
  });

  it('opens another kid’s achievements from the kid selector', async () => {
    const other = buildKid({ id: 12, name: 'Leo' });
    achievementsApi([], { 'GET /api/kids': { status: 200, body: [kid, other] } });
    const { user, location } = renderApp(PATH, { parent });
    await screen.findByRole('heading', { level: 1, name: 'Achievements for Mia' });
    // The kids list is asked for once the title has been presented (issue 29).
    await screen.findByRole('option', { name: 'Leo' });
    await user.selectOptions(await screen.findByLabelText('Kid'), 'Leo');
    expect(location()).toBe('/dashboard/kids/12/achievements');
  });
});

describe('achievements screen: AI suggestions (spec §4 AI suggestions flow, §8.2)', () => {
  it('without a subscription says so and goes to /dashboard/subscribe, keeping the kid, after 2 s', async () => {
    const { requests } = achievementsApi([]);
    const { user, location } = renderApp(PATH, { parent });
    await user.click(await screen.findByRole('button', { name: 'AI Milestones' }));
    expect(
      await screen.findByText(
        '❌ You need an active subscription to use AI suggestions. Redirecting...',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to subscription' })).toBeTruthy();
    expect(requests.some((request) => request.path === '/api/ai/milestones')).toBe(false);
    await waitFor(() => expect(location()).toBe(`/dashboard/subscribe?kid=${kid.id}`), {
      timeout: 5_000,
    });
  });

  it('shows each suggestion with its domain and source, and adds one as a milestone', async () => {
    const { requests } = achievementsApi([], {
      'GET /api/parents/check-subscription': { status: 200, body: activeTrial() },
      'POST /api/ai/milestones': {
        status: 200,
        body: [
          {
            title: 'Says two words together',
            date: '2026-05-01',
            domain: 'language-communication',
            source: MILESTONE_SOURCES.cdc,
          },
          {
            title: 'Kicks a ball',
            date: '2026-05-01',
            domain: 'movement-physical',
            source: MILESTONE_SOURCES.cdc,
          },
        ],
      },
      'POST /api/milestones': {
        status: 201,
        body: buildMilestone({ title: 'Kicks a ball' }),
      },
    });
    const { user } = renderApp(PATH, { parent });
    await user.click(await screen.findByRole('button', { name: 'AI Milestones' }));
    const list = await screen.findByRole('list', { name: 'Suggested milestones' });
    expect(await within(list).findByText('Kicks a ball')).toBeTruthy();
    expect(within(list).getByText('Language/Communication')).toBeTruthy();
    expect(within(list).getAllByText(`Source: ${MILESTONE_SOURCES.cdc}`)).toHaveLength(2);
    expect(requests.find((request) => request.path === '/api/ai/milestones')?.body).toMatchObject({
      kidId: 11,
    });

    await user.click(within(list).getByRole('button', { name: 'Add Kicks a ball' }));
    expect(await screen.findByText('✅ AI milestone "Kicks a ball" added!')).toBeTruthy();
    expect(within(list).getByRole('button', { name: 'Kicks a ball added' })).toBeTruthy();
    expect(
      requests.find((request) => request.path === '/api/milestones' && request.method === 'POST')
        ?.body,
    ).toEqual({
      kidId: 11,
      title: 'Kicks a ball',
      date: '2026-05-01',
    });
  });

  it('reveals the suggestions one by one, 250 ms apart', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setInterval', 'clearInterval'] });
    achievementsApi([], {
      'GET /api/parents/check-subscription': { status: 200, body: activeTrial() },
      'POST /api/ai/milestones': { status: 200, body: [] },
    });
    renderApp(PATH, { parent });
    fireEvent.click(await screen.findByRole('button', { name: 'AI Milestones' }));
    const list = await screen.findByRole('list', { name: 'Suggested milestones' });
    // None came back: the three built-in samples of spec §9 show instead, without an error.
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);
    await act(() => vi.advanceTimersByTimeAsync(250));
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    await act(() => vi.advanceTimersByTimeAsync(250));
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.querySelector('p')?.textContent),
    ).toEqual(['Master Numbers 1-20', 'Draw Shapes', 'Read a Short Story']);
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
  });

  it('on failure shows the error with Retry and the samples; a 409 on add shows the spec text', async () => {
    let fail = true;
    achievementsApi([], {
      'GET /api/parents/check-subscription': { status: 200, body: activeTrial() },
      'POST /api/ai/milestones': () =>
        fail
          ? { status: 429, body: { error: 'Too many requests.', code: 'RATE_LIMITED' } }
          : { status: 200, body: [] },
      'POST /api/milestones': {
        status: 409,
        body: { error: milestoneExistsMessage('Draw Shapes'), code: 'MILESTONE_EXISTS' },
      },
    });
    const { user } = renderApp(PATH, { parent });
    await user.click(await screen.findByRole('button', { name: 'AI Milestones' }));
    expect(
      await screen.findByText('❌ Failed to generate AI suggestions. (Too many requests.)'),
    ).toBeTruthy();
    const list = screen.getByRole('list', { name: 'Suggested milestones' });
    await user.click(await within(list).findByRole('button', { name: 'Add Draw Shapes' }));
    expect(await screen.findByText('❌ Milestone "Draw Shapes" already exists.')).toBeTruthy();

    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull());
  });

  it('treats the server’s 403 SUBSCRIPTION_REQUIRED as no subscription', async () => {
    achievementsApi([], {
      'GET /api/parents/check-subscription': { status: 200, body: activeTrial() },
      'POST /api/ai/milestones': {
        status: 403,
        body: { error: 'You need an active subscription.', code: 'SUBSCRIPTION_REQUIRED' },
      },
    });
    const { user, location } = renderApp(PATH, { parent });
    await user.click(await screen.findByRole('button', { name: 'AI Milestones' }));
    expect(
      await screen.findByText(
        '❌ You need an active subscription to use AI suggestions. Redirecting...',
      ),
    ).toBeTruthy();
    // A refusal of this call, not a session failure: the parent stays signed in here.
    expect(location()).toBe(PATH);
  });
});

describe('achievements screen: certificates (spec §2.15, §5, §8.2)', () => {
  const pdf = () => new File(['%PDF-1.4'], 'award.pdf', { type: 'application/pdf' });

  it('shows the empty gallery text and refuses a wrong type or a missing file', async () => {
    const { requests } = achievementsApi([]);
    const { user } = renderApp(PATH, { parent });
    expect(await screen.findByText('No certificates yet. Upload one to get started!')).toBeTruthy();
    const form = await screen.findByRole('form', { name: 'Upload a certificate' });
    await user.click(within(form).getByRole('button', { name: /Upload Certificate/ }));
    expect(await within(form).findByText(CERTIFICATE_MESSAGES.fileRequired)).toBeTruthy();

    const input = within(form).getByLabelText('Certificate');
    fireEvent.change(input, {
      target: { files: [new File(['x'], 'notes.txt', { type: 'text/plain' })] },
    });
    expect(await within(form).findByText(CERTIFICATE_MESSAGES.type)).toBeTruthy();
    expect(requests.some((request) => request.method === 'POST')).toBe(false);
  });

  it('uploads with a progress percent, then shows the certificate in the gallery', async () => {
    let certificates: unknown[] = [];
    achievementsApi([], { 'GET /api/certificates': () => ({ status: 200, body: certificates }) });
    const uploads = mockXhr();
    const { user } = renderApp(PATH, { parent });
    const form = await screen.findByRole('form', { name: 'Upload a certificate' });
    await user.upload(within(form).getByLabelText('Certificate'), pdf());
    await user.type(within(form).getByLabelText('Title (optional)'), 'Swimming award');
    await user.click(within(form).getByRole('button', { name: /Upload Certificate/ }));

    await waitFor(() => expect(uploads).toHaveLength(1));
    const body = uploads[0]?.body as FormData;
    expect(uploads[0]?.url).toBe('/api/certificates');
    expect(body.get('kidId')).toBe('11');
    expect(body.get('title')).toBe('Swimming award');
    expect((body.get('certificate') as File).name).toBe('award.pdf');
    expect(Number.isNaN(Date.parse(String(body.get('date'))))).toBe(false);

    act(() => uploads[0]?.progress(42, 100));
    expect(await within(form).findByRole('button', { name: /Uploading 42%/ })).toBeTruthy();
    expect(within(form).getByRole('progressbar').getAttribute('aria-valuenow')).toBe('42');

    certificates = [
      buildCertificate({
        title: 'Swimming award',
        fileType: 'pdf',
        thumbnailUrl: null,
        contentType: 'application/pdf',
      }),
    ];
    act(() => uploads[0]?.respond(201, certificates[0]));
    expect(await within(form).findByText('Certificate uploaded successfully!')).toBeTruthy();
    const gallery = await screen.findByRole('list', { name: 'Certificates' });
    expect(within(gallery).getByText('PDF certificate')).toBeTruthy();
  });

  it('shows the server’s refusal after “Upload failed:”', async () => {
    achievementsApi([]);
    const uploads = mockXhr();
    const { user } = renderApp(PATH, { parent });
    const form = await screen.findByRole('form', { name: 'Upload a certificate' });
    await user.upload(within(form).getByLabelText('Certificate'), pdf());
    await user.click(within(form).getByRole('button', { name: /Upload Certificate/ }));
    await waitFor(() => expect(uploads).toHaveLength(1));
    act(() =>
      uploads[0]?.respond(415, { error: CERTIFICATE_MESSAGES.type, code: 'UNSUPPORTED_TYPE' }),
    );
    expect(
      await within(form).findByText(`❌ Upload failed: ${CERTIFICATE_MESSAGES.type}`),
    ).toBeTruthy();
  });

  it('opens the gallery modal by keyboard, closes it with Escape, and deletes after asking', async () => {
    const certificate = buildCertificate({ id: 4 });
    const { requests } = achievementsApi([], {
      'GET /api/certificates': { status: 200, body: [certificate] },
      'DELETE /api/certificates/4': { status: 204 },
    });
    const { user } = renderApp(PATH, { parent });
    const gallery = await screen.findByRole('list', { name: 'Certificates' });
    const open = within(gallery).getByRole('button', { name: /^Swimming badge — open/ });
    open.focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Swimming badge' });
    expect(within(dialog).getByRole('img', { name: 'Swimming badge' }).getAttribute('src')).toBe(
      '/api/files/21',
    );
    expect(
      within(dialog)
        .getByRole('link', { name: /Download/ })
        .getAttribute('href'),
    ).toBe('/api/files/21');
    // Escape: the browser's `cancel` event of the native dialog (happy-dom sends none itself).
    act(() => {
      dialog.closest('dialog')?.dispatchEvent(new Event('cancel', { cancelable: true }));
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(open);

    await user.click(within(gallery).getByRole('button', { name: /Delete Swimming badge/ }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete certificate' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('✅ Certificate deleted.')).toBeTruthy();
    expect(requests.some((request) => request.method === 'DELETE')).toBe(true);
  });
});
