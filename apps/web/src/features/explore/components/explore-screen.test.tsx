import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { BLOCK_MESSAGES, FRIEND_MESSAGES, REPORT_MESSAGES, type PublicKid } from '@nestling/shared';
import { renderApp } from '@/app/testing/render-app';
import { buildFriendRequest } from '@/entities/friends/testing/build-friend-request';
import { buildKid } from '@/entities/kids/testing/build-kid';
import { buildFamily } from '@/entities/parent/testing/build-family';
import { buildParent } from '@/entities/parent/testing/build-parent';
import { buildReport } from '@/entities/reports/testing/build-report';
import { fileReport } from '@/entities/reports/testing/file-report';
import { mockApi, type MockAnswer, type RecordedRequest } from '@/testing/mock-api';
import { buildPublicKid } from '../testing/build-public-kid';

const PATH = '/dashboard/explore';
const LEEDS = { placeId: 2644688, name: 'Leeds', admin: 'ENG', country: 'GB' };

function page(items: PublicKid[], total = items.length) {
  return { status: 200, body: { items, total, totalCapped: false, page: 1, pageSize: 12 } };
}

/** The fake API of an Explore visit: two own kids, one page of cards, no requests. */
function mockExplore(routes: Record<string, MockAnswer> = {}) {
  return mockApi({
    'GET /api/kids': {
      status: 200,
      body: [buildKid({ id: 11, name: 'Mila Lopez' }), buildKid({ id: 12, name: 'Leo Lopez' })],
    },
    'GET /api/kids/public': page([buildPublicKid()]),
    'GET /api/friends/incoming': { status: 200, body: [] },
    'GET /api/family': { status: 200, body: buildFamily({ area: LEEDS }) },
    ...routes,
  });
}

function renderExplore(path = PATH) {
  return renderApp(path, { parent: buildParent() });
}

function exploreCalls(requests: RecordedRequest[]) {
  return requests.filter((request) => request.path === '/api/kids/public');
}

function card(name: string) {
  return within(screen.getByRole('article', { name }));
}

type User = ReturnType<typeof renderExplore>['user'];

/** Opens the Schedule Meetup modal from Zoe's card (the one card of mockExplore); its scope. */
async function openMeetupWithZoe(user: User) {
  await screen.findByRole('article', { name: 'Zoe' });
  await user.click(card('Zoe').getByRole('button', { name: 'Connect' }));
  return within(await screen.findByRole('dialog', { name: 'Schedule Meetup with Zoe' }));
}

/** Proposes a meetup with Zoe on 1 March next year at 10:15 and presses Send Request. */
async function sendMeetupToZoe(user: User) {
  const dialog = await openMeetupWithZoe(user);
  await user.type(
    dialog.getByLabelText('Date and time'),
    `${new Date().getFullYear() + 1}-03-01 10:15`,
  );
  await user.click(dialog.getByRole('button', { name: 'Send Request' }));
  return dialog;
}

describe('Explore Public Kids (spec §2.18, §5, §8.2)', { timeout: 60_000 }, () => {
  // The cards' code is a part loaded on demand: its module compiled once before the first test,
  // so no test's first card waits for the transform on a busy machine.
  beforeAll(() => import('./public-kid-card'));

  it('shows each card’s photo, first name, age and gender, area, interests, skill level and match score for the first kid', async () => {
    const { requests } = mockExplore();
    renderExplore();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Explore Public Kids' }),
    ).toBeTruthy();
    const zoe = await screen.findByRole('article', { name: 'Zoe' });
    expect(zoe.textContent).toContain('7 years old · Female');
    expect(zoe.textContent).toContain('Headingley');
    expect(
      within(zoe)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Art', 'Soccer']);
    expect(zoe.textContent).toContain('Intermediate');
    expect(zoe.textContent).toContain('50% match');
    expect(zoe.querySelector('img')).toBeTruthy();
    expect((screen.getByLabelText('Matching for') as HTMLSelectElement).value).toBe('11');
    expect(exploreCalls(requests).at(-1)?.query.get('forKid')).toBe('11');
    expect(document.title).toBe(`${'Explore Public Kids'} · Nestling`);
  });

  it('leaves out the skill level of a kid whose parent did not set one (issue 29)', async () => {
    mockExplore({ 'GET /api/kids/public': page([buildPublicKid({ skillLevel: null })]) });
    renderExplore();
    const zoe = await screen.findByRole('article', { name: 'Zoe' });
    expect(zoe.textContent).not.toContain('Skill level');
    expect(zoe.textContent).not.toContain('Not set');
  });

  it('sends every ticked interest, custom ones too, and the gender, age and skill filters', async () => {
    const { requests } = mockExplore();
    const { user, location } = renderExplore();
    await screen.findByRole('article', { name: 'Zoe' });
    await user.click(screen.getByRole('checkbox', { name: 'Soccer' }));
    // Ticked at once, before the URL's navigation lands.
    expect(screen.getByRole('checkbox', { name: 'Soccer' })).toHaveProperty('checked', true);
    await waitFor(() => expect(location()).toBe('/dashboard/explore?interest=Soccer'));
    await user.type(screen.getByLabelText('Add a custom interest'), '  Board games , Lego{Enter}');
    // "Board games" is the Other category's Board Games: not added twice; Lego is new and ticked.
    expect(await screen.findByRole('checkbox', { name: 'Lego' })).toHaveProperty('checked', true);
    expect(screen.queryByRole('checkbox', { name: 'Board games' })).toBeNull();
    await user.type(screen.getByLabelText('Add a custom interest'), 'lego{Enter}');
    expect(await screen.findByText('That interest is already in the list.')).toBeTruthy();
    await user.selectOptions(screen.getByLabelText('Gender'), 'Female');
    await user.selectOptions(screen.getByLabelText('Age'), '7');
    await user.selectOptions(screen.getByLabelText('Skill level'), 'Intermediate');
    await user.selectOptions(screen.getByLabelText('Matching for'), '12');
    await waitFor(() => expect(exploreCalls(requests).at(-1)?.query.get('forKid')).toBe('12'));
    const last = exploreCalls(requests).at(-1)!;
    expect(last.query.getAll('interests')).toEqual(['Soccer', 'Lego']);
    expect(last.query.get('gender')).toBe('Female');
    expect(last.query.get('age')).toBe('7');
    expect(last.query.get('skillLevel')).toBe('Intermediate');
    expect(last.query.get('page')).toBe('1');
    // The filters are in the URL: the page can be shared, reloaded and gone back to.
    expect(location()).toBe(
      '/dashboard/explore?interest=Soccer&interest=Lego&custom=Lego&gender=Female&age=7&skill=Intermediate&forKid=12',
    );
  });

  it('reads its filters from the URL, counts them on the phone’s Filters button, and clears them', async () => {
    const { requests } = mockExplore();
    const { user, location } = renderExplore(
      `${PATH}?interest=Art&custom=Lego&interest=Lego&gender=Female&age=99&skill=Expert&forKid=12&page=2`,
    );
    await screen.findByRole('article', { name: 'Zoe' });
    const call = exploreCalls(requests).at(-1)!;
    expect(call.query.getAll('interests')).toEqual(['Art', 'Lego']);
    expect(call.query.get('gender')).toBe('Female');
    // Values the filters do not offer are no filter.
    expect(call.query.get('age')).toBeNull();
    expect(call.query.get('skillLevel')).toBeNull();
    expect(call.query.get('forKid')).toBe('12');
    expect(call.query.get('page')).toBe('2');
    expect(screen.getByRole('checkbox', { name: 'Lego' })).toHaveProperty('checked', true);
    const toggle = screen.getByRole('button', { name: /^Filters/ });
    expect(toggle.textContent).toContain('3');
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    await user.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    await user.click(screen.getAllByRole('button', { name: 'Clear filters' })[0]!);
    await waitFor(() => expect(location()).toBe('/dashboard/explore?custom=Lego&forKid=12'));
    expect(screen.queryByRole('button', { name: 'Clear filters' })).toBeNull();
  });

  it('falls back to the first kid when the URL’s "Matching for" is not the parent’s', async () => {
    const { requests } = mockExplore();
    renderExplore(`${PATH}?forKid=999`);
    await screen.findByRole('article', { name: 'Zoe' });
    expect(exploreCalls(requests).every((call) => call.query.get('forKid') === '11')).toBe(true);
  });

  it('shows where the parent stands with a family instead of Connect (issue 29)', async () => {
    mockExplore({
      'GET /api/kids/public': page([
        buildPublicKid({ relationship: 'friend' }),
        buildPublicKid({ id: 32, parentId: 43, firstName: 'Ben', relationship: 'request-sent' }),
        buildPublicKid({
          id: 33,
          parentId: 44,
          firstName: 'Ada',
          relationship: 'request-received',
        }),
        buildPublicKid({ id: 34, parentId: 45, firstName: 'Kai' }),
      ]),
    });
    renderExplore();
    await screen.findByRole('article', { name: 'Kai' });
    expect(card('Zoe').queryByRole('button', { name: 'Connect' })).toBeNull();
    expect(card('Zoe').getByText('Friends')).toBeTruthy();
    expect(card('Ben').queryByRole('button', { name: 'Connect' })).toBeNull();
    expect(card('Ben').getByText('Request sent')).toBeTruthy();
    expect(
      card('Ben').getByRole('link', { name: 'See it in My Requests' }).getAttribute('href'),
    ).toBe('/my-requests');
    expect(card('Ada').getByText('Request received')).toBeTruthy();
    expect(card('Ada').getByRole('link', { name: 'Answer in My Requests' })).toBeTruthy();
    expect(card('Kai').getByRole('button', { name: 'Connect' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'My Requests' }).getAttribute('href')).toBe(
      '/my-requests',
    );
  });

  it('says the spec’s empty text, and its error text with Try again', async () => {
    mockExplore({ 'GET /api/kids/public': page([]) });
    renderExplore();
    expect(await screen.findByText('No kids found. Try adjusting your filters!')).toBeTruthy();
  });

  it('says "⚠️ Error fetching kids" when the cards fail to load', async () => {
    let calls = 0;
    mockExplore({
      'GET /api/kids/public': () => {
        calls += 1;
        return calls <= 2
          ? { status: 503, body: { error: 'Down.', code: 'X' } }
          : page([buildPublicKid()]);
      },
    });
    const { user } = renderExplore();
    expect((await screen.findByRole('alert')).textContent).toContain('⚠️ Error fetching kids');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: 'Zoe' })).toBeTruthy();
  });

  it('pages with Prev and Next through the server’s pages', async () => {
    const { requests } = mockExplore({
      'GET /api/kids/public': (request) =>
        page(
          [
            buildPublicKid({
              id: Number(request.query.get('page')) * 100,
              firstName: `Kid${request.query.get('page')}`,
            }),
          ],
          30,
        ),
    });
    const { user } = renderExplore();
    await screen.findByRole('article', { name: 'Kid1' });
    // The pager loads on demand (decision 055).
    expect(await screen.findByText('Page 1 of 3')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('article', { name: 'Kid2' })).toBeTruthy();
    expect(exploreCalls(requests).at(-1)?.query.get('page')).toBe('2');
  });

  it('offers Chat to friends only, and says why to others', async () => {
    mockExplore({
      'GET /api/kids/public': page([
        buildPublicKid({ relationship: 'friend' }),
        buildPublicKid({ id: 32, parentId: 43, firstName: 'Ben' }),
      ]),
    });
    const { user } = renderExplore();
    await screen.findByRole('article', { name: 'Ben' });
    await waitFor(() =>
      expect(card('Zoe').getByRole('link', { name: 'Chat' }).getAttribute('href')).toBe(
        '/dashboard/messages?chatWith=42',
      ),
    );
    expect(card('Ben').queryByRole('link', { name: 'Chat' })).toBeNull();
    await user.click(card('Ben').getByRole('button', { name: 'Chat' }));
    expect(card('Ben').getByRole('status').textContent).toBe(
      'You can chat once this family has accepted a request.',
    );
  });

  it('sends a meetup request from the Schedule Meetup modal, then celebrates', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: false, media: query }));
    const { requests } = mockExplore({
      'POST /api/friends/send': { status: 201, body: buildFriendRequest() },
    });
    const { user } = renderExplore();
    const dialog = await openMeetupWithZoe(user);
    // Nothing chosen yet: the schema's message, nothing sent.
    await user.click(dialog.getByRole('button', { name: 'Send Request' }));
    expect(await dialog.findByText(FRIEND_MESSAGES.proposedTimeInvalid)).toBeTruthy();
    await user.type(dialog.getByLabelText('Date and time'), '2020-01-01 10:00');
    await user.click(dialog.getByRole('button', { name: 'Send Request' }));
    expect(await dialog.findByText(FRIEND_MESSAGES.proposedTimePast)).toBeTruthy();
    expect(requests.some((request) => request.method === 'POST')).toBe(false);

    const nextYear = new Date().getFullYear() + 1;
    await user.clear(dialog.getByLabelText('Date and time'));
    await user.type(dialog.getByLabelText('Date and time'), `${nextYear}-03-01 10:15`);
    await user.selectOptions(dialog.getByLabelText('Meeting type'), 'Study Date');
    await user.type(dialog.getByLabelText('Message (optional)'), '  Maths together? ');
    await user.click(dialog.getByRole('button', { name: 'Send Request' }));
    expect(await screen.findByText('✅ Friend request sent!')).toBeTruthy();
    const sent = requests.find((request) => request.path === '/api/friends/send');
    expect(sent?.body).toEqual({
      kidId: 31,
      receiverId: 42,
      meetingType: 'Study Date',
      proposedTime: new Date(nextYear, 2, 1, 10, 15).toISOString(),
      message: 'Maths together?',
    });
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Schedule Meetup with Zoe' })).toBeNull(),
    );
    // The confetti loads at the first burst (decision 055).
    expect(await screen.findByTestId('confetti')).toBeTruthy();
  });

  it('draws no confetti when the device asks for reduced motion', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query.includes('reduce'),
      media: query,
    }));
    mockExplore({ 'POST /api/friends/send': { status: 201, body: buildFriendRequest() } });
    const { user } = renderExplore();
    await sendMeetupToZoe(user);
    expect(await screen.findByText('✅ Friend request sent!')).toBeTruthy();
    expect(screen.queryByTestId('confetti')).toBeNull();
  });

  it('shows the daily cap in the modal, which stays open', async () => {
    mockExplore({
      'POST /api/friends/send': {
        status: 429,
        body: { error: FRIEND_MESSAGES.dailyCap, code: 'DAILY_REQUEST_LIMIT' },
      },
    });
    const { user } = renderExplore();
    const dialog = await sendMeetupToZoe(user);
    expect((await dialog.findByRole('alert')).textContent).toBe(
      `${FRIEND_MESSAGES.failedPrefix}${FRIEND_MESSAGES.dailyCap}`,
    );
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('blocks a family after asking, says "🚫 Kid blocked" and the card goes', async () => {
    let blocked = false;
    const { requests } = mockExplore({
      'GET /api/kids/public': () => page(blocked ? [] : [buildPublicKid()]),
      'POST /api/blocks': () => {
        blocked = true;
        return {
          status: 201,
          body: {
            id: 1,
            kid: { id: 31, firstName: 'Zoe' },
            guardianFirstName: 'Sam',
            createdAt: '2030-01-01T00:00:00.000Z',
          },
        };
      },
    });
    const { user } = renderExplore();
    await screen.findByRole('article', { name: 'Zoe' });
    await user.click(card('Zoe').getByRole('button', { name: 'Block' }));
    const confirm = within(await screen.findByRole('alertdialog', { name: 'Block this family' }));
    expect(confirm.getByText(BLOCK_MESSAGES.confirm('Zoe'))).toBeTruthy();
    await user.click(confirm.getByRole('button', { name: 'Block' }));
    expect(await screen.findByText('🚫 Kid blocked')).toBeTruthy();
    expect(await screen.findByText('No kids found. Try adjusting your filters!')).toBeTruthy();
    expect(requests.find((request) => request.path === '/api/blocks')?.body).toEqual({ kidId: 31 });
  });

  it('reports a card’s family, then offers its Block confirmation (issue 27)', async () => {
    const { requests } = mockExplore({
      'POST /api/reports': {
        status: 201,
        body: buildReport({ targetId: buildPublicKid().parentId }),
      },
    });
    const { user } = renderExplore();
    await screen.findByRole('article', { name: 'Zoe' });
    await user.click(card('Zoe').getByRole('button', { name: 'Report' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Report family' }));
    await fileReport(user, 'spam', dialog);
    expect(
      await dialog.findByText(
        'Thank you. Our moderators will review your report; the family is not told who reported.',
      ),
    ).toBeTruthy();
    expect(requests.find((request) => request.path === '/api/reports')?.body).toEqual({
      targetType: 'family',
      targetId: buildPublicKid().parentId,
      reason: 'spam',
      note: '',
    });
    await user.click(dialog.getByRole('button', { name: REPORT_MESSAGES.blockFamily('Zoe') }));
    const confirm = within(await screen.findByRole('alertdialog', { name: 'Block this family' }));
    expect(confirm.getByText(BLOCK_MESSAGES.confirm('Zoe'))).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'Report family' })).toBeNull();
  });

  it('opens the pending requests with ?requests=pending and accepts one', async () => {
    let answered = false;
    const { requests } = mockExplore({
      'GET /api/friends/incoming': () => ({
        status: 200,
        body: answered ? [] : [buildFriendRequest()],
      }),
      'POST /api/friends/accept': () => {
        answered = true;
        return { status: 200, body: buildFriendRequest({ status: 'accepted' }) };
      },
    });
    const { user, location } = renderExplore(`${PATH}?requests=pending`);
    const dialog = within(await screen.findByRole('dialog', { name: 'Pending requests' }));
    expect(await dialog.findByText('Park on Saturday?')).toBeTruthy();
    expect(dialog.getByText('Sam Carter')).toBeTruthy();
    await user.click(dialog.getByRole('button', { name: 'Accept Sam Carter’s request' }));
    expect(await screen.findByText('Friend request accepted!')).toBeTruthy();
    expect(await dialog.findByText('No pending requests right now.')).toBeTruthy();
    expect(requests.find((request) => request.path === '/api/friends/accept')?.body).toEqual({
      requestId: 5,
    });
    await user.click(dialog.getByRole('button', { name: 'Close' }));
    expect(location()).toBe(PATH);
  });

  it('says "❌ Failed to reject request" when a reject fails', async () => {
    mockExplore({
      'GET /api/friends/incoming': { status: 200, body: [buildFriendRequest()] },
      'POST /api/friends/reject': {
        status: 409,
        body: { error: FRIEND_MESSAGES.notPending, code: 'NOT_PENDING' },
      },
    });
    const { user } = renderExplore();
    await user.click(await screen.findByRole('button', { name: /Pending requests/ }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Pending requests' }));
    await user.click(await dialog.findByRole('button', { name: 'Reject Sam Carter’s request' }));
    expect(await screen.findByText('❌ Failed to reject request')).toBeTruthy();
  });

  it('explores within 25 km of the home area by default, keeps the distance chosen in the URL, and shows each card’s distance (issue 30)', async () => {
    const { requests } = mockExplore({
      'GET /api/kids/public': {
        status: 200,
        body: {
          items: [buildPublicKid({ area: 'York', distanceKm: 35 })],
          total: 120,
          totalCapped: true,
          page: 1,
          pageSize: 12,
        },
      },
    });
    const { user, location } = renderExplore();
    const zoe = await screen.findByRole('article', { name: 'Zoe' });
    expect(zoe.textContent).toContain('York · ≈ 35 km away');
    expect(screen.getByText('120+ kids nearby')).toBeTruthy();
    expect((screen.getByLabelText('Distance') as HTMLSelectElement).value).toBe('25');
    expect(exploreCalls(requests).at(-1)?.query.get('withinKm')).toBe('25');
    await user.selectOptions(screen.getByLabelText('Distance'), '50');
    await waitFor(() => expect(exploreCalls(requests).at(-1)?.query.get('withinKm')).toBe('50'));
    expect(location()).toBe('/dashboard/explore?within=50');
    await user.selectOptions(screen.getByLabelText('Distance'), 'any');
    await waitFor(() => expect(location()).toBe('/dashboard/explore?within=any'));
    await waitFor(() => expect(exploreCalls(requests).at(-1)?.query.has('withinKm')).toBe(false));
  });

  it('a family with no home area explores anywhere and is asked for one, once (issue 30)', async () => {
    const { requests } = mockExplore({
      'GET /api/family': { status: 200, body: buildFamily({ area: null, areaPrompt: true }) },
      'DELETE /api/family/area-prompt': { status: 204 },
    });
    const { user } = renderExplore();
    await screen.findByRole('article', { name: 'Zoe' });
    const prompt = await screen.findByRole('region', { name: 'Where does your family live?' });
    expect(within(prompt).getByText('Choose your home area to see families nearby.')).toBeTruthy();
    expect(
      within(prompt).getByRole('link', { name: 'Choose home area' }).getAttribute('href'),
    ).toBe('/dashboard/family');
    const distance = screen.getByLabelText('Distance') as HTMLSelectElement;
    expect(distance.value).toBe('any');
    expect(distance.disabled).toBe(true);
    expect(exploreCalls(requests).at(-1)?.query.has('withinKm')).toBe(false);

    // "Not now": the server keeps the answer for the family; the ask is gone, a quiet line stays.
    await user.click(within(prompt).getByRole('button', { name: 'Not now' }));
    await waitFor(() =>
      expect(
        requests.some(
          (request) => request.method === 'DELETE' && request.path === '/api/family/area-prompt',
        ),
      ).toBe(true),
    );
    expect(screen.queryByRole('region', { name: 'Where does your family live?' })).toBeNull();
    expect(screen.getByText('Distances need a home area (Family screen).')).toBeTruthy();
  });

  it('a family that answered the ask is not asked again (issue 30)', async () => {
    mockExplore({
      'GET /api/family': { status: 200, body: buildFamily({ area: null, areaPrompt: false }) },
    });
    renderExplore();
    await screen.findByRole('article', { name: 'Zoe' });
    expect(await screen.findByText('Distances need a home area (Family screen).')).toBeTruthy();
    expect(screen.queryByText('Choose your home area to see families nearby.')).toBeNull();
    expect(screen.getByRole('link', { name: 'Choose home area' }).getAttribute('href')).toBe(
      '/dashboard/family',
    );
  });

  it('asks for the page of cards once its header is on screen, and draws the cards then (issue 29)', async () => {
    let headerShownFirst: boolean | undefined;
    mockExplore({
      'GET /api/kids/public': () => {
        headerShownFirst ??=
          screen.queryByRole('heading', { level: 1, name: 'Explore Public Kids' }) !== null;
        return page([buildPublicKid()]);
      },
    });
    renderExplore();
    await screen.findByRole('article', { name: 'Zoe' });
    expect(headerShownFirst).toBe(true);
  });

  it('draws the home-area ask with the cards, in the loading line’s place, so nothing moves down (issue 29)', async () => {
    let answer: (value: MockAnswer) => void = () => undefined;
    const { requests } = mockExplore({
      'GET /api/family': { status: 200, body: buildFamily({ area: null, areaPrompt: true }) },
      'GET /api/kids/public': () => new Promise<MockAnswer>((resolve) => (answer = resolve)),
    });
    renderExplore();
    // The family has answered without an area; the cards are still on their way.
    await waitFor(() => expect(exploreCalls(requests)).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByText('Loading kids...')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Where does your family live?' })).toBeNull();
    answer(page([buildPublicKid()]));
    await screen.findByRole('article', { name: 'Zoe' });
    // In the same commit as the cards: no await between them.
    expect(screen.getByRole('region', { name: 'Where does your family live?' })).toBeTruthy();
    expect(screen.queryByText('Loading kids...')).toBeNull();
  });
});
