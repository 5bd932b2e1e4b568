import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@nestling/shared';
import { renderApp } from '@/app/testing/render-app';
import { buildParent } from '@/entities/parent/testing/build-parent';
import { buildFamily } from '@/entities/parent/testing/build-family';
import { fillRegisterForm } from '@/features/auth/testing/fill-register-form';
import { jsonResponse, mockApi } from '@/testing/mock-api';

const TOKEN = 'a'.repeat(43);
const SAM = { name: 'Sam Lopez', email: 'sam@example.com', gender: 'Male' } as const;

describe('/join-family?token= (issue 24, slice 4)', () => {
  it('lets a signed-out visitor register through the link, or log in and come back', async () => {
    const { requests } = mockApi({
      'POST /api/auth/register': () => jsonResponse(201, { message: 'Check your inbox.' }),
    });
    const { user } = renderApp(`/join-family?token=${TOKEN}`, { parent: null });
    expect(await screen.findByRole('heading', { level: 1, name: 'Join a family' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Log in to accept' }).getAttribute('href')).toBe(
      `/login?next=${encodeURIComponent(`/join-family?token=${TOKEN}`)}`,
    );
    // The register form loads as its own part.
    const typed = await fillRegisterForm(user, SAM);
    expect((await screen.findByRole('status')).textContent).toBe(MESSAGES.register.success);
    expect(requests.find((request) => request.path === '/api/auth/register')?.body).toEqual({
      ...typed,
      locale: 'en',
      invitationToken: TOKEN,
    });
  });

  it('shows a signed-out visitor the server’s refusal of a used link', async () => {
    mockApi({
      'POST /api/auth/register': () =>
        jsonResponse(400, { error: MESSAGES.family.invitationUsed, code: 'INVITATION_USED' }),
    });
    const { user } = renderApp(`/join-family?token=${TOKEN}`, { parent: null });
    await fillRegisterForm(user, SAM);
    expect((await screen.findByRole('alert')).textContent).toBe(MESSAGES.family.invitationUsed);
  });

  it('tells a signed-in parent what joining means, accepts, and lands on the dashboard', async () => {
    const { requests } = mockApi({
      'POST /api/family/invitations/accept': () => jsonResponse(200, buildFamily()),
      'GET /api/auth/me': () =>
        jsonResponse(200, { parent: buildParent({ familyRole: 'caregiver' }) }),
    });
    const { user, location } = renderApp(`/join-family?token=${TOKEN}`, {
      parent: buildParent(),
    });
    expect(await screen.findByRole('heading', { name: 'What joining means' })).toBeTruthy();
    expect(
      screen.getByText(
        'You leave your current family. Its kids and the records in it stay with it.',
      ),
    ).toBeTruthy();
    expect(screen.getByText('Signed in as Maya Lopez.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Accept and join' }));
    await waitFor(() => expect(location()).toBe('/dashboard'));
    expect(requests.find((request) => request.path.endsWith('/accept'))?.body).toEqual({
      token: TOKEN,
    });
    expect(await screen.findByRole('heading', { name: 'Hi, Maya' })).toBeTruthy();
  });

  it.each([
    ['INVITATION_EXPIRED', MESSAGES.family.invitationExpired],
    ['LAST_GUARDIAN', MESSAGES.family.lastGuardianJoin],
  ])('shows a signed-in parent the refusal %s as the server says it', async (code, text) => {
    mockApi({
      'POST /api/family/invitations/accept': () =>
        jsonResponse(code === 'LAST_GUARDIAN' ? 409 : 400, { error: text, code }),
    });
    const { user, location } = renderApp(`/join-family?token=${TOKEN}`, {
      parent: buildParent(),
    });
    await user.click(await screen.findByRole('button', { name: 'Accept and join' }));
    expect((await screen.findByRole('alert')).textContent).toBe(text);
    expect(location()).toBe(`/join-family?token=${TOKEN}`);
  });

  it('says a link without a token is not complete', async () => {
    renderApp('/join-family', { parent: null });
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This invitation link is not complete. Open the link from the e-mail again.',
    );
    expect(screen.queryByRole('button', { name: 'Register' })).toBeNull();
  });
});
