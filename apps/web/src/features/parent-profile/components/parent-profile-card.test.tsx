import { useState } from 'react';
import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { KID_MESSAGES, PARENT_PROFILE_MESSAGES, type Parent } from '@nestling/shared';
import { createQueryClient } from '@/lib/query-client';
import { deferred, jsonResponse, mockApi } from '@/testing/mock-api';
import { buildKid } from '@/entities/kids/testing/build-kid';
import { buildParent } from '@/entities/parent/testing/build-parent';
import { renderApp } from '@/app/testing/render-app';
import { ParentProfileCard } from './parent-profile-card';

/** The card alone, holding the parent in state like the session would. */
function renderCard(
  initial: Parent,
  props: { kidCount?: number; isLoadingKids?: boolean } = { kidCount: 2 },
) {
  function Harness() {
    const [parent, setParent] = useState(initial);
    return (
      <ParentProfileCard
        parent={parent}
        kidCount={props.kidCount}
        isLoadingKids={props.isLoadingKids ?? false}
        onParentChange={setParent}
      />
    );
  }
  const user = userEvent.setup();
  render(
    <QueryClientProvider client={createQueryClient()}>
      <Harness />
    </QueryClientProvider>,
  );
  return { user };
}

const png = () => new File([new Uint8Array(2048)], 'me.png', { type: 'image/png' });

/** Picks a 2 KB PNG, me.png, in the open form's "Profile photo" picker. */
function pickPhoto() {
  fireEvent.change(screen.getByLabelText('Profile photo'), { target: { files: [png()] } });
}

/** The card of `buildParent()` with Edit Profile pressed and its form loaded (on demand). */
async function openEditor() {
  const view = renderCard(buildParent());
  await view.user.click(screen.getByRole('button', { name: 'Edit Profile' }));
  await screen.findByRole('form', { name: 'Edit Profile' });
  return view;
}

describe('parent hub profile card (spec §2.10, §4 Profile panel, §8.2 Parent hub)', () => {
  it('greets the parent by first name, counts the kids and shows the mascot without a photo', () => {
    renderCard(buildParent());
    expect(screen.getByRole('heading', { name: 'Hi, Maya' })).toBeTruthy();
    expect(screen.getByText('2 kids')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Your profile photo' }).getAttribute('src')).toMatch(
      /mascot|^data:image\/svg\+xml/,
    );
  });

  it('says "Hi, Parent" without a name, and a loading text while the kids load', () => {
    renderCard(buildParent({ name: '  ' }), { isLoadingKids: true });
    expect(screen.getByRole('heading', { name: 'Hi, Parent' })).toBeTruthy();
    expect(screen.getByText('Loading your kids...')).toBeTruthy();
  });

  it('falls back to the mascot when the photo is broken', () => {
    renderCard(buildParent({ photoUrl: '/api/files/3' }));
    const photo = screen.getByRole('img', { name: 'Your profile photo' });
    expect(photo.getAttribute('src')).toBe('/api/files/3');
    fireEvent.error(photo);
    expect(photo.getAttribute('src')).toMatch(/mascot|^data:image\/svg\+xml/);
  });

  it('opens Edit Profile with the current values, and Cancel leaves without saving', async () => {
    const { fetchMock } = mockApi({});
    const { user } = await openEditor();
    const form = screen.getByRole('form', { name: 'Edit Profile' });
    expect((within(form).getByLabelText('Name') as HTMLInputElement).value).toBe('Maya Lopez');
    expect((within(form).getByLabelText('Date of birth') as HTMLInputElement).value).toBe(
      '1988-04-12',
    );
    expect((within(form).getByLabelText('Gender') as HTMLSelectElement).value).toBe('Female');
    expect(within(form).getByLabelText('Profile photo').getAttribute('accept')).toBe(
      'image/jpeg,image/png,image/webp,image/jpg',
    );
    await user.clear(within(form).getByLabelText('Name'));
    await user.type(within(form).getByLabelText('Name'), 'Someone Else');
    await user.click(within(form).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('form', { name: 'Edit Profile' })).toBeNull();
    expect(screen.getByRole('heading', { name: 'Hi, Maya' })).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Edit Profile' }));
    await screen.findByRole('form', { name: 'Edit Profile' }); // loaded on demand
    expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('Maya Lopez');
  });

  it('saves the profile: PATCH /parents/edit, "✅ Profile updated!", back to viewing', async () => {
    const { requests } = mockApi({
      'PATCH /api/parents/edit': ({ body }) => ({
        status: 200,
        body: { parent: buildParent(body as Partial<Parent>) },
      }),
    });
    const { user } = await openEditor();
    await user.clear(screen.getByLabelText('Name'));
    await user.type(screen.getByLabelText('Name'), '  Ana Rivers ');
    await user.selectOptions(screen.getByLabelText('Gender'), 'Other');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(PARENT_PROFILE_MESSAGES.updated)).toBeTruthy();
    expect(requests).toHaveLength(1);
    expect(requests[0]?.body).toEqual({ name: 'Ana Rivers', dob: '1988-04-12', gender: 'Other' });
    expect(screen.getByRole('heading', { name: 'Hi, Ana' })).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'Edit Profile' })).toBeNull();
  });

  it('Save stores the chosen photo too, and says "✅ Profile updated!" only then (issue 29 #1)', async () => {
    const { requests } = mockApi({
      'PATCH /api/parents/edit': ({ body }) => ({
        status: 200,
        body: { parent: buildParent(body as Partial<Parent>) },
      }),
      'POST /api/parents/upload-photo': {
        status: 200,
        body: { parent: buildParent({ photoUrl: '/api/files/45' }) },
      },
    });
    const { user } = await openEditor();
    pickPhoto();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(PARENT_PROFILE_MESSAGES.updated)).toBeTruthy();
    expect(requests.map((request) => `${request.method} ${request.path}`)).toEqual([
      'PATCH /api/parents/edit',
      'POST /api/parents/upload-photo',
    ]);
    expect(((requests[1]?.body as FormData).get('photo') as File).name).toBe('me.png');
    expect(screen.getByRole('img', { name: 'Your profile photo' }).getAttribute('src')).toBe(
      '/api/files/45',
    );
    expect(screen.queryByRole('form', { name: 'Edit Profile' })).toBeNull();
  });

  it('keeps the form and the chosen photo when Save stored the fields but not the photo', async () => {
    mockApi({
      'PATCH /api/parents/edit': { status: 200, body: { parent: buildParent() } },
      'POST /api/parents/upload-photo': {
        status: 413,
        body: { error: KID_MESSAGES.imageTooLarge, code: 'FILE_TOO_LARGE' },
      },
    });
    const { user } = await openEditor();
    pickPhoto();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(PARENT_PROFILE_MESSAGES.uploadFailed)).toBeTruthy();
    expect(screen.queryByText(PARENT_PROFILE_MESSAGES.updated)).toBeNull();
    expect(screen.getByText(KID_MESSAGES.imageTooLarge)).toBeTruthy();
    expect(screen.getByRole('form', { name: 'Edit Profile' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Remove me.png' })).toBeTruthy();
  });

  it('checks the fields before saving', async () => {
    const { fetchMock } = mockApi({});
    const { user } = await openEditor();
    await user.clear(screen.getByLabelText('Name'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Name is required.')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText('Name'));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('says "❌ Failed to update profile." and stays in edit mode when saving fails', async () => {
    mockApi({ 'PATCH /api/parents/edit': { status: 500, body: { error: 'Oops.' } } });
    const { user } = await openEditor();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(PARENT_PROFILE_MESSAGES.updateFailed)).toBeTruthy();
    expect(screen.getByRole('form', { name: 'Edit Profile' })).toBeTruthy();
  });

  it('says "❌ No photo selected." when Upload Photo is pressed without a file', async () => {
    const { fetchMock } = mockApi({});
    const { user } = await openEditor();
    await user.click(screen.getByRole('button', { name: 'Upload Photo' }));
    expect(await screen.findByText(PARENT_PROFILE_MESSAGES.noPhoto)).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('refuses a file that is not a JPG, PNG or WEBP before uploading', async () => {
    await openEditor();
    fireEvent.change(screen.getByLabelText('Profile photo'), {
      target: { files: [new File(['x'], 'me.svg', { type: 'image/svg+xml' })] },
    });
    expect(await screen.findByText(KID_MESSAGES.imageType)).toBeTruthy();
  });

  it('uploads a photo: button disabled while uploading, then the new photo and the message', async () => {
    const answer = deferred<Response>();
    const { requests } = mockApi({ 'POST /api/parents/upload-photo': () => answer.promise });
    const { user } = await openEditor();
    pickPhoto();
    await user.click(screen.getByRole('button', { name: 'Upload Photo' }));
    const uploading = await screen.findByRole('button', { name: 'Uploading...' });
    expect((uploading as HTMLButtonElement).disabled).toBe(true);
    const body = requests[0]?.body as FormData;
    expect((body.get('photo') as File).name).toBe('me.png');
    answer.resolve(jsonResponse(200, { parent: buildParent({ photoUrl: '/api/files/44' }) }));
    expect(await screen.findByText(PARENT_PROFILE_MESSAGES.photoUploaded)).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Your profile photo' }).getAttribute('src')).toBe(
      '/api/files/44',
    );
    expect(
      (screen.getByRole('button', { name: 'Upload Photo' }) as HTMLButtonElement).disabled,
    ).toBe(false);
  });

  it('says "❌ Upload failed." with the server’s reason when the upload is refused', async () => {
    mockApi({
      'POST /api/parents/upload-photo': {
        status: 415,
        body: { error: KID_MESSAGES.imageType, code: 'UNSUPPORTED_FILE_TYPE' },
      },
    });
    const { user } = await openEditor();
    pickPhoto();
    await user.click(screen.getByRole('button', { name: 'Upload Photo' }));
    expect(await screen.findByText(PARENT_PROFILE_MESSAGES.uploadFailed)).toBeTruthy();
    expect(screen.getByText(KID_MESSAGES.imageType)).toBeTruthy();
  });
});

describe('parent hub wiring', () => {
  it('counts the kids from the list and a new photo reaches the dashboard avatar', async () => {
    const kid = (id: number) => buildKid({ id, name: `Kid ${id}` });
    mockApi({
      'GET /api/kids': { status: 200, body: [kid(1), kid(2), kid(3)] },
      'POST /api/parents/upload-photo': {
        status: 200,
        body: { parent: buildParent({ photoUrl: '/api/files/77' }) },
      },
    });
    const { user, router } = renderApp('/dashboard/parent-hub', { parent: buildParent() });
    expect(await screen.findByRole('heading', { level: 1, name: 'Parent Hub' })).toBeTruthy();
    expect(await screen.findByText('3 kids')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Edit Profile' }));
    await screen.findByRole('form', { name: 'Edit Profile' }); // loaded on demand
    pickPhoto();
    await user.click(screen.getByRole('button', { name: 'Upload Photo' }));
    expect(await screen.findByText(PARENT_PROFILE_MESSAGES.photoUploaded)).toBeTruthy();
    await router.navigate('/dashboard');
    const avatar = (await screen.findByRole('button', { name: 'Profile menu' })).querySelector(
      'img',
    );
    expect(avatar?.getAttribute('src')).toBe('/api/files/77');
    expect(window.localStorage.getItem('parentPhotoUrl')).toBe('/api/files/77');
  });
});
