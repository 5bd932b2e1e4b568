import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { GROWTH_MESSAGES, KID_MESSAGES, ageInYears, todayIsoDate } from '@nestling/shared';
import { formatAge } from '@/entities/kids/utils/format-kid';
import { deferred, jsonResponse, mockApi } from '@/testing/mock-api';
import { buildParent } from '@/entities/parent/testing/build-parent';
import { renderApp } from '@/app/testing/render-app';
import { buildKid } from '@/entities/kids/testing/build-kid';
import { fileOf, formFields } from '@/testing/form-data';

const EDIT = '/dashboard/kids/11/edit';
const notFound = { status: 404, body: { error: 'Kid not found.', code: 'NOT_FOUND' } };

describe('Edit Kid Profile (spec §2.12, §5 Edit-kid form)', () => {
  it('shows the loading text, then the form filled with the kid', async () => {
    const answer = deferred<Response>();
    mockApi({ 'GET /api/kids/11': () => answer.promise });
    renderApp(EDIT, { parent: buildParent() });
    expect(await screen.findByText('Loading kid profile...')).toBeTruthy();
    answer.resolve(
      jsonResponse(200, buildKid({ interests: ['Art', 'Music'], area: 'Headingley' })),
    );
    expect(await screen.findByRole('heading', { name: 'Edit Kid Profile' })).toBeTruthy();
    const value = (label: string) => (screen.getByLabelText(label) as HTMLInputElement).value;
    expect(value('Name')).toBe('Mila Lopez');
    // Worked out from the date of birth (issue 9), not the stored number.
    expect(value('Age')).toBe(formatAge(ageInYears('2019-05-04', todayIsoDate())));
    expect(value('Gender')).toBe('Female');
    expect(value('Date of birth')).toBe('2019-05-04');
    expect(value('Address')).toBe('12 Oak Lane, Leeds');
    expect(value('Interests')).toBe('Art, Music');
    expect(value('Area (optional)')).toBe('Headingley');
    expect(screen.getByLabelText('Photo (optional)').getAttribute('accept')).toBe('image/*');
  });

  it('shows the not-found panel for another family’s (or a missing) kid, with a way back', async () => {
    mockApi({ 'GET /api/kids/11': notFound, 'GET /api/kids': { status: 200, body: [] } });
    const { user, location } = renderApp(EDIT, { parent: buildParent() });
    expect(
      await screen.findByRole('heading', { name: 'Kid not found or an error occurred.' }),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
    await user.click(screen.getByRole('link', { name: 'Back to Kids Profile' }));
    expect(await screen.findByRole('heading', { name: 'Kids Profile Management' })).toBeTruthy();
    expect(location()).toBe('/dashboard/kidsprofile');
  });

  it.each(['abc', '0', '1.5', '2147483648'])(
    'shows the not-found panel for "%s", which is not a kid id, without asking the server',
    async (rawId) => {
      const { requests } = mockApi({});
      renderApp(`/dashboard/kids/${rawId}/edit`, { parent: buildParent() });
      expect(
        await screen.findByRole('heading', { name: 'Kid not found or an error occurred.' }),
      ).toBeTruthy();
      // Nothing about the kid: only the navigation bar's unread badge asks its summary.
      expect(
        requests.filter((request) => request.path !== '/api/notifications/summary/me'),
      ).toEqual([]);
    },
  );

  it('offers a retry when loading failed for another reason', async () => {
    let calls = 0;
    mockApi({
      'GET /api/kids/11': () => {
        calls += 1;
        return calls <= 2 ? new Response(null, { status: 503 }) : jsonResponse(200, buildKid());
      },
    });
    const { user } = renderApp(EDIT, { parent: buildParent() });
    expect(
      await screen.findByText('Failed to load kid. Please try again.', {}, { timeout: 3_000 }),
    ).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Edit Kid Profile' })).toBeTruthy();
  });

  it('requires name, age, dob and address and sends nothing until they are there', async () => {
    const { requests } = mockApi({ 'GET /api/kids/11': { status: 200, body: buildKid() } });
    const { user } = renderApp(EDIT, { parent: buildParent() });
    await user.clear(await screen.findByLabelText('Name'));
    await user.clear(screen.getByLabelText('Address'));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText(KID_MESSAGES.required)).toBeTruthy();
    expect(screen.getByLabelText('Name').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByLabelText('Address').getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(screen.getByLabelText('Name'));
    expect(requests.some((request) => request.method === 'PATCH')).toBe(false);
  });

  it('accepts any image type on edit but still refuses more than 5 MB', async () => {
    mockApi({ 'GET /api/kids/11': { status: 200, body: buildKid() } });
    renderApp(EDIT, { parent: buildParent() });
    const picker = await screen.findByLabelText('Photo (optional)');
    fireEvent.change(picker, { target: { files: [fileOf('party.gif', 'image/gif')] } });
    expect(screen.queryByText(KID_MESSAGES.imageType)).toBeNull();
    fireEvent.change(picker, { target: { files: [fileOf('notes.pdf', 'application/pdf')] } });
    expect(await screen.findByText(KID_MESSAGES.imageType)).toBeTruthy();
    fireEvent.change(picker, {
      target: { files: [fileOf('huge.gif', 'image/gif', 5 * 1024 * 1024 + 1)] },
    });
    expect(await screen.findByText(KID_MESSAGES.imageTooLarge)).toBeTruthy();
  });

  it('updates: comma-separated interests sent, success text, back to the list after 1.5 s', async () => {
    const updated = buildKid({ name: 'Mila R.', interests: ['Art', 'Soccer'] });
    const { requests } = mockApi({
      'GET /api/kids/11': { status: 200, body: buildKid() },
      'PATCH /api/kids/11': { status: 200, body: updated },
      'GET /api/kids': { status: 200, body: [updated] },
    });
    const { user, location } = renderApp(EDIT, { parent: buildParent() });
    const name = await screen.findByLabelText('Name');
    await user.clear(name);
    await user.type(name, 'Mila R. ');
    await user.clear(screen.getByLabelText('Interests'));
    await user.type(screen.getByLabelText('Interests'), 'Art, soccer , art,');
    await user.click(screen.getByRole('switch', { name: 'Show in Explore' }));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText('Kid updated successfully!')).toBeTruthy();
    const patch = requests.find((request) => request.method === 'PATCH');
    expect(formFields(patch?.body)).toMatchObject({
      name: 'Mila R.',
      age: String(ageInYears('2019-05-04', todayIsoDate())),
      gender: 'Female',
      interests: 'Art, soccer',
      showInExplore: 'true',
    });
    expect(location()).toBe(EDIT);
    await waitFor(() => expect(location()).toBe('/dashboard/kidsprofile'), { timeout: 2_500 });
    expect(await screen.findByRole('link', { name: 'Mila R.' })).toBeTruthy();
  });

  it('says "Update failed: " and the reason when the server refuses', async () => {
    mockApi({
      'GET /api/kids/11': { status: 200, body: buildKid() },
      'PATCH /api/kids/11': {
        status: 413,
        body: { error: KID_MESSAGES.imageTooLarge, code: 'FILE_TOO_LARGE' },
      },
    });
    const { user } = renderApp(EDIT, { parent: buildParent() });
    await user.click(await screen.findByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText(`Update failed: ${KID_MESSAGES.imageTooLarge}`)).toBeTruthy();
  });

  it('deletes only after the confirmation', async () => {
    const { requests } = mockApi({
      'GET /api/kids/11': { status: 200, body: buildKid() },
      'DELETE /api/kids/11': { status: 204 },
      'GET /api/kids': { status: 200, body: [] },
    });
    const { user, location } = renderApp(EDIT, { parent: buildParent() });
    await user.click(await screen.findByRole('button', { name: 'Delete Kid Profile' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete Mila Lopez?' });
    expect(dialog.textContent).toContain(
      'Delete this kid profile and everything in it (photo, health logs, milestones, certificates, events)? This cannot be undone.',
    );
    expect(document.activeElement?.textContent).toBe('Cancel');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(requests.some((request) => request.method === 'DELETE')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Delete Kid Profile' }));
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    expect(
      await screen.findByText(
        'You haven’t added any kids yet. Click “Add New Kid” below to add your first profile.',
      ),
    ).toBeTruthy();
    expect(location()).toBe('/dashboard/kidsprofile');
    expect(requests.filter((request) => request.method === 'DELETE')).toHaveLength(1);
    expect(await screen.findByText('Kid profile deleted.')).toBeTruthy();
  });

  it('shows and sends the optional gestational age at birth (issue 26)', async () => {
    const kid = buildKid({ gestationalAge: { weeks: 33, days: 4 } });
    const { requests } = mockApi({
      'GET /api/kids/11': { status: 200, body: kid },
      'PATCH /api/kids/11': {
        status: 200,
        body: { ...kid, gestationalAge: { weeks: 34, days: 0 } },
      },
    });
    const { user } = renderApp(EDIT, { parent: buildParent() });
    const weeks = (await screen.findByLabelText('Weeks')) as HTMLInputElement;
    const days = screen.getByLabelText('Days') as HTMLInputElement;
    expect([weeks.value, days.value]).toEqual(['33', '4']);
    await user.clear(weeks);
    await user.type(weeks, '34');
    await user.clear(days);
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(requests.some((request) => request.method === 'PATCH')).toBe(true));
    const patch = requests.find((request) => request.method === 'PATCH');
    expect(formFields(patch?.body)).toMatchObject({ gestationalWeeks: '34', gestationalDays: '' });
  });

  it('refuses weeks of gestation outside 22–44 with the one message', async () => {
    const { requests } = mockApi({ 'GET /api/kids/11': { status: 200, body: buildKid() } });
    const { user } = renderApp(EDIT, { parent: buildParent() });
    await user.type(await screen.findByLabelText('Weeks'), '50');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findAllByText(GROWTH_MESSAGES.gestationInvalid)).not.toHaveLength(0);
    expect(requests.some((request) => request.method === 'PATCH')).toBe(false);
  });
});
