import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { KID_MESSAGES, ageInYears, todayIsoDate, type Kid } from '@nestling/shared';
import { formatAge } from '@/entities/kids/utils/format-kid';
import { createQueryClient } from '@/lib/query-client';
import { deferred, jsonResponse, mockApi } from '@/testing/mock-api';
import { buildParent } from '@/entities/parent/testing/build-parent';
import { renderApp } from '@/app/testing/render-app';
import { buildKid } from '@/entities/kids/testing/build-kid';
import { fileOf, formFields } from '@/testing/form-data';
import { KidsProfileManagement } from './kids-profile-management';

const PAGE = '/dashboard/kidsprofile';

/** The kids page with GET /api/kids answering `kids` (then whatever `after` says). */
function renderKidsPage(kids: Kid[], routes: Parameters<typeof mockApi>[0] = {}) {
  const api = mockApi({ 'GET /api/kids': { status: 200, body: kids }, ...routes });
  const view = renderApp(PAGE, { parent: buildParent() });
  return { ...api, ...view };
}

/** The add form (the part of the page under the 'Add Kid Profile' heading), opened first. */
async function addForm() {
  const open = await screen.findByRole('button', { name: 'Add New Kid' });
  if (open.getAttribute('aria-expanded') !== 'true') fireEvent.click(open);
  const heading = await screen.findByRole('heading', { name: 'Add Kid Profile' });
  const section = within(heading.closest('section') as HTMLElement);
  // The form's code loads when it is first opened (decision 055).
  await section.findByRole('button', { name: 'Save Kid Profile' });
  return section;
}

async function fillValidKid(user: ReturnType<typeof userEvent.setup>) {
  const form = await addForm();
  await user.type(form.getByLabelText('Name'), '  Mila Lopez  ');
  await user.selectOptions(form.getByLabelText('Gender'), 'Female');
  await user.type(form.getByLabelText('Date of birth'), '2019-05-04');
  await user.type(form.getByLabelText('Address'), ' 12 Oak Lane, Leeds ');
  return form;
}

describe('Kids Profile Management (spec §2.11)', () => {
  it('shows the empty text with "Add New Kid" below it, which opens the form', async () => {
    renderKidsPage([]);
    const empty = await screen.findByText(
      'You haven’t added any kids yet. Click “Add New Kid” below to add your first profile.',
    );
    expect(screen.getByRole('heading', { name: 'Kids Profile Management' })).toBeTruthy();
    // The text says the button is below: it is, and the form is not open before it is asked for.
    const open = screen.getByRole('button', { name: 'Add New Kid' });
    expect(empty.compareDocumentPosition(open) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(open.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('heading', { name: 'Add Kid Profile' })).toBeNull();
    await addForm();
    expect(open.getAttribute('aria-expanded')).toBe('true');
    const toggle = screen.getByRole('switch', { name: 'Show in Explore' });
    expect(toggle.getAttribute('aria-checked')).toBe('false');
    const explanation = document.getElementById(toggle.getAttribute('aria-describedby') ?? '');
    expect(explanation?.textContent).toContain(
      'verified parents see first name, age, gender, interests, skill level, photo and area',
    );
    expect(explanation?.textContent).toContain('The street address never leaves your account.');
    const interests = screen.getByRole('group', { name: 'Interests' });
    expect(
      within(interests)
        .getAllByRole('checkbox')
        .map((box) => box.parentElement?.textContent),
    ).toEqual(['Art', 'Gaming', 'Reading', 'Soccer', 'Music', 'Biking']);
  });

  it('lists each kid with the row link to the profile and the four per-kid links', async () => {
    renderKidsPage([buildKid({ id: 11 }), buildKid({ id: 12, name: 'Theo', showInExplore: true })]);
    const mila = (await screen.findByRole('link', { name: 'Mila Lopez' })).closest(
      'li',
    ) as HTMLElement;
    const links = within(mila)
      .getAllByRole('link')
      .map((link) => [link.textContent, link.getAttribute('href')]);
    expect(links).toEqual([
      ['Mila Lopez', '/dashboard/kids/11/profile'],
      ['Edit Mila Lopez', '/dashboard/kids/11/edit'],
      ['achievements Mila Lopez', '/dashboard/kids/11/achievements'],
      ['Health Logs Mila Lopez', '/dashboard/kids/11/health'],
      ['calendar Mila Lopez', '/dashboard/kids/11/calendar'],
    ]);
    expect(within(mila).getByText('Private')).toBeTruthy();
    expect(screen.getByText('Shown in Explore')).toBeTruthy();
  });

  it('goes to the kid’s profile when the row is clicked', async () => {
    const { user, location } = renderKidsPage([buildKid({ id: 11 })], {
      'GET /api/kids/11': { status: 200, body: buildKid({ id: 11 }) },
    });
    await user.click(await screen.findByRole('link', { name: 'Mila Lopez' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Mila Lopez' })).toBeTruthy();
    expect(location()).toBe('/dashboard/kids/11/profile');
  });

  it('"Add New Kid" puts the cursor in the form’s first field', async () => {
    const { user } = renderKidsPage([]);
    await user.click(await screen.findByRole('button', { name: 'Add New Kid' }));
    expect(document.activeElement).toBe((await addForm()).getByLabelText('Name'));
  });

  it('says "Please fill all required fields." for an empty form and sends nothing', async () => {
    const { user, requests } = renderKidsPage([]);
    const form = await addForm();
    await user.click(form.getByRole('button', { name: 'Save Kid Profile' }));
    expect((await form.findAllByText(KID_MESSAGES.required)).length).toBe(1);
    for (const label of ['Name', 'Gender', 'Date of birth', 'Address'])
      expect(form.getByLabelText(label).getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(form.getByLabelText('Name'));
    expect(requests.filter((request) => request.method === 'POST')).toHaveLength(0);
    // The summary goes once the parent starts fixing the form; the field marks stay until fixed.
    await user.type(form.getByLabelText('Name'), 'Mila');
    expect(form.queryByText(KID_MESSAGES.required)).toBeNull();
    expect(form.getByLabelText('Name').getAttribute('aria-invalid')).toBeNull();
    expect(form.getByLabelText('Date of birth').getAttribute('aria-invalid')).toBe('true');
  });

  it('works the age out from the date of birth, and checks both there', async () => {
    const { user, requests } = renderKidsPage([]);
    const form = await fillValidKid(userEvent.setup());
    const age = form.getByLabelText('Age') as HTMLInputElement;
    expect(age.readOnly).toBe(true);
    expect(age.value).toBe(formatAge(ageInYears('2019-05-04', todayIsoDate())));

    fireEvent.change(form.getByLabelText('Date of birth'), { target: { value: '2999-01-01' } });
    expect(age.value).toBe('');
    await user.click(form.getByRole('button', { name: 'Save Kid Profile' }));
    expect((await form.findAllByText(KID_MESSAGES.dobFuture)).length).toBeGreaterThan(0);

    // Older than the app's oldest kid (25): the age rule is said under the date of birth.
    fireEvent.change(form.getByLabelText('Date of birth'), { target: { value: '1991-01-01' } });
    await user.click(form.getByRole('button', { name: 'Save Kid Profile' }));
    expect((await form.findAllByText(KID_MESSAGES.ageTooHigh)).length).toBeGreaterThan(0);
    expect(form.getByLabelText('Date of birth').getAttribute('aria-invalid')).toBe('true');
    expect(requests.filter((request) => request.method === 'POST')).toHaveLength(0);
  });

  it('refuses a photo of the wrong type or over 5 MB before uploading', async () => {
    renderKidsPage([]);
    const form = await addForm();
    const picker = form.getByLabelText('Photo (optional)');
    fireEvent.change(picker, { target: { files: [fileOf('notes.gif', 'image/gif')] } });
    expect(await form.findByText(KID_MESSAGES.imageType)).toBeTruthy();
    fireEvent.change(picker, {
      target: { files: [fileOf('huge.png', 'image/png', 5 * 1024 * 1024 + 1)] },
    });
    expect(await form.findByText(KID_MESSAGES.imageTooLarge)).toBeTruthy();
    fireEvent.change(picker, { target: { files: [fileOf('ok.webp', 'image/webp')] } });
    expect(form.queryByText(KID_MESSAGES.imageTooLarge)).toBeNull();
  });

  it('saves: "Saving..." while sending, then clears the form, reloads the list and says so', async () => {
    const answer = deferred<Response>();
    let listCalls = 0;
    const saved = buildKid({ id: 21, interests: ['Art', 'Music'], showInExplore: true });
    const { requests } = mockApi({
      'GET /api/kids': () => {
        listCalls += 1;
        return { status: 200, body: listCalls === 1 ? [] : [saved] };
      },
      'POST /api/kids': () => answer.promise,
    });
    renderApp(PAGE, { parent: buildParent() });
    const user = userEvent.setup();
    const form = await fillValidKid(user);
    await user.click(form.getByRole('checkbox', { name: /Art/ }));
    await user.click(form.getByRole('checkbox', { name: /Music/ }));
    await user.click(form.getByRole('switch', { name: 'Show in Explore' }));
    await user.type(form.getByLabelText('Area (optional)'), 'Headingley');
    fireEvent.change(form.getByLabelText('Photo (optional)'), {
      target: { files: [fileOf('mila.png', 'image/png')] },
    });
    await user.click(form.getByRole('button', { name: 'Save Kid Profile' }));

    const saving = await form.findByRole('button', { name: 'Saving...' });
    expect((saving as HTMLButtonElement).disabled).toBe(true);
    const post = requests.find((request) => request.method === 'POST');
    expect(formFields(post?.body)).toEqual({
      name: 'Mila Lopez',
      age: String(ageInYears('2019-05-04', todayIsoDate())),
      gender: 'Female',
      dob: '2019-05-04',
      address: '12 Oak Lane, Leeds',
      interests: '["Art","Music"]',
      skillLevel: '',
      showInExplore: 'true',
      area: 'Headingley',
      // The optional gestational age at birth (issue 26), not given.
      gestationalWeeks: '',
      gestationalDays: '',
      photo: 'file:mila.png',
    });
    expect(post?.headers.has('Content-Type')).toBe(false);

    answer.resolve(jsonResponse(201, saved));
    expect(await screen.findByText('Kid profile saved successfully!')).toBeTruthy();
    expect(await screen.findByRole('link', { name: 'Mila Lopez' })).toBeTruthy();
    expect(listCalls).toBe(2);
    expect((form.getByLabelText('Name') as HTMLInputElement).value).toBe('');
    expect((form.getByLabelText('Age') as HTMLInputElement).value).toBe('');
    expect(form.getByRole('switch', { name: 'Show in Explore' }).getAttribute('aria-checked')).toBe(
      'false',
    );
    expect((form.getByRole('checkbox', { name: /Art/ }) as HTMLInputElement).checked).toBe(false);
  });

  it.each([
    {
      name: 'the server’s error',
      answer: () =>
        jsonResponse(415, { error: KID_MESSAGES.imageType, code: 'UNSUPPORTED_FILE_TYPE' }),
      text: `Failed to save: ${KID_MESSAGES.imageType}`,
    },
    {
      name: 'a failure without text',
      answer: () => new Response(null, { status: 502 }),
      text: 'Failed to save: Unknown error',
    },
    {
      name: 'no connection',
      answer: () => Promise.reject(new TypeError('Failed to fetch')),
      text: 'Could not connect to the server.',
    },
  ])('shows $name when saving fails, and keeps the fields', async ({ answer, text }) => {
    mockApi({
      'GET /api/kids': { status: 200, body: [] },
      'POST /api/kids': answer as () => Response,
    });
    renderApp(PAGE, { parent: buildParent() });
    const user = userEvent.setup();
    const form = await fillValidKid(user);
    await user.click(form.getByRole('button', { name: 'Save Kid Profile' }));
    expect(await form.findByText(text)).toBeTruthy();
    expect((form.getByLabelText('Name') as HTMLInputElement).value).toBe('  Mila Lopez  ');
  });

  it('shows the server’s field details under the fields', async () => {
    mockApi({
      'GET /api/kids': { status: 200, body: [] },
      'POST /api/kids': {
        status: 400,
        body: {
          error: KID_MESSAGES.dobFuture,
          code: 'VALIDATION_FAILED',
          details: [{ path: 'dob', message: KID_MESSAGES.dobFuture }],
        },
      },
    });
    renderApp(PAGE, { parent: buildParent() });
    const user = userEvent.setup();
    const form = await fillValidKid(user);
    await user.click(form.getByRole('button', { name: 'Save Kid Profile' }));
    expect(await form.findByText(`Failed to save: ${KID_MESSAGES.dobFuture}`)).toBeTruthy();
    expect(form.getByLabelText('Date of birth').getAttribute('aria-invalid')).toBe('true');
  });

  it('keeps a failed list load apart from an empty list and offers a retry', async () => {
    let calls = 0;
    mockApi({
      'GET /api/kids': () => {
        calls += 1;
        return calls <= 2 ? new Response(null, { status: 500 }) : { status: 200, body: [] };
      },
    });
    const { user } = renderApp(PAGE, { parent: buildParent() });
    expect(await screen.findByText(/couldn.t load your kids/, {}, { timeout: 3_000 })).toBeTruthy();
    expect(
      screen.queryByText(
        'You haven’t added any kids yet. Click “Add New Kid” below to add your first profile.',
      ),
    ).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByText(
        'You haven’t added any kids yet. Click “Add New Kid” below to add your first profile.',
      ),
    ).toBeTruthy();
  });

  it('says "You must be logged in to add a kid profile." without a signed-in parent', async () => {
    const { requests } = mockApi({ 'GET /api/kids': { status: 200, body: [] } });
    const router = createMemoryRouter(
      // In a `<main>`, as the layout draws it: the list waits for the first screen's header there.
      [
        {
          path: '*',
          element: (
            <main>
              <KidsProfileManagement signedIn={false} />
            </main>
          ),
        },
      ],
      { initialEntries: [PAGE] },
    );
    render(
      <QueryClientProvider client={createQueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
    const user = userEvent.setup();
    const form = await fillValidKid(user);
    await user.click(form.getByRole('button', { name: 'Save Kid Profile' }));
    expect(await form.findByText('You must be logged in to add a kid profile.')).toBeTruthy();
    expect(requests.filter((request) => request.method === 'POST')).toHaveLength(0);
  });
});
