import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@nestling/shared';
import { mockApi } from '@/testing/mock-api';
import { renderFeature } from '@/testing/render-feature';
import { buildFamily, buildInvitation, buildMember } from '@/entities/parent/testing/build-family';
import { FamilyScreen } from './family-screen';

const refusal = (status: number, code: string, error: string) => ({
  status,
  body: { error, code },
});

function renderScreen(onLeft = vi.fn()) {
  return { ...renderFeature(<FamilyScreen viewerId={7} onLeft={onLeft} />), onLeft };
}

describe('the Family screen (issue 24, slice 4)', () => {
  it('shows a guardian the members with their roles, the invite form and Leave', async () => {
    mockApi({ 'GET /api/family': { status: 200, body: buildFamily() } });
    renderScreen();
    const members = within(await screen.findByRole('region', { name: 'Members' }));
    const rows = members.getAllByRole('listitem');
    expect(rows).toHaveLength(2);
    expect(rows[0]!.textContent).toContain('Maya Lopez (you)');
    expect(rows[0]!.textContent).toContain('Guardian');
    expect(rows[1]!.textContent).toContain('Sam Lopez');
    expect(rows[1]!.textContent).toContain('Caregiver');
    // No actions on one's own row; a role change and Remove on the other's.
    expect(within(rows[0]!).queryByRole('button')).toBeNull();
    expect(members.getByRole('button', { name: 'Make guardian: Sam Lopez' })).toBeTruthy();
    expect(members.getByRole('button', { name: 'Remove Sam Lopez from the family' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Invite someone' })).toBeTruthy();
    // Each role explained in one line (the form loads as the card mounts).
    expect(await screen.findByRole('radio', { name: /Guardian/ })).toBeTruthy();
    expect(
      screen.getByText(
        'Sees the kids, their calendar, health and achievements and adds to them; no social features, billing or deletions.',
      ),
    ).toBeTruthy();
    expect(screen.getByText('No pending invitations.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Leave family' })).toBeTruthy();
    // The only guardian is told to hand the family over before leaving.
    expect(
      screen.getByText(
        'You are this family’s only guardian: make another member a guardian before you leave.',
      ),
    ).toBeTruthy();
  });

  it('shows a caregiver the members and Leave only: no invite, role or remove controls', async () => {
    mockApi({
      'GET /api/family': {
        status: 200,
        body: buildFamily({
          role: 'caregiver',
          members: [
            buildMember({ id: 9, name: 'Ana Lopez' }),
            buildMember({ id: 7, name: 'Maya Lopez', role: 'caregiver' }),
          ],
        }),
      },
    });
    renderScreen();
    expect(
      await screen.findByText(
        'You are a caregiver in this family. Its guardians invite and manage members.',
      ),
    ).toBeTruthy();
    expect(screen.getByText('Ana Lopez')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Invite someone' })).toBeNull();
    expect(screen.queryByRole('textbox', { name: 'Email' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Make / })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Remove / })).toBeNull();
    expect(screen.getByRole('button', { name: 'Leave family' })).toBeTruthy();
    expect(
      screen.queryByText(
        'You are this family’s only guardian: make another member a guardian before you leave.',
      ),
    ).toBeNull();
  });

  it('says a family of one is just the parent, invites, and offers no Leave', async () => {
    mockApi({
      'GET /api/family': { status: 200, body: buildFamily({ members: [buildMember()] }) },
    });
    renderScreen();
    expect(
      await screen.findByText(
        'It’s just you so far. Invite a co-parent, a grandparent or a babysitter to share your kids.',
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Leave family' })).toBeNull();
  });

  it('shows the loading state, then a load failure with Try again', async () => {
    let fail = true;
    mockApi({
      'GET /api/family': () =>
        fail
          ? refusal(500, 'INTERNAL', 'Something went wrong.')
          : { status: 200, body: buildFamily() },
    });
    const { user } = renderScreen();
    expect(screen.getByRole('status').textContent).toContain('Loading your family...');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Could not load your family.');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Sam Lopez')).toBeTruthy();
  });

  it('invites by e-mail with a role, and says where the link went', async () => {
    const { requests } = mockApi({
      'GET /api/family': { status: 200, body: buildFamily() },
      'POST /api/family/invitations': (request) => ({
        status: 201,
        body: buildInvitation({ ...(request.body as object) }),
      }),
    });
    const { user } = renderScreen();
    await screen.findByRole('textbox', { name: 'Email' });
    await user.type(screen.getByRole('textbox', { name: 'Email' }), ' Nana@Example.com ');
    await user.click(screen.getByRole('radio', { name: /Guardian/ }));
    await user.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText('Invitation sent to nana@example.com.')).toBeTruthy();
    const sent = requests.find((request) => request.path === '/api/family/invitations');
    expect(sent?.body).toEqual({ email: 'nana@example.com', role: 'guardian' });
    expect((screen.getByRole('textbox', { name: 'Email' }) as HTMLInputElement).value).toBe('');
  });

  it('checks the e-mail before sending, and shows the mail cap’s refusal as text', async () => {
    const { requests } = mockApi({
      'GET /api/family': { status: 200, body: buildFamily() },
      'POST /api/family/invitations': refusal(429, 'RATE_LIMITED', MESSAGES.common.rateLimited),
    });
    const { user } = renderScreen();
    await screen.findByRole('textbox', { name: 'Email' });
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'not-an-address');
    await user.click(screen.getByRole('button', { name: 'Send invitation' }));
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Email' }).getAttribute('aria-invalid')).toBe(
        'true',
      ),
    );
    expect(requests.some((request) => request.method === 'POST')).toBe(false);
    await user.clear(screen.getByRole('textbox', { name: 'Email' }));
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'nana@example.com');
    await user.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect((await screen.findByRole('alert')).textContent).toBe(MESSAGES.common.rateLimited);
  });

  it('resends and cancels a pending invitation; an expired one says so', async () => {
    let invitations = [
      buildInvitation(),
      buildInvitation({ id: 41, email: 'old@example.com', expiresAt: '2001-01-01T00:00:00.000Z' }),
    ];
    const { requests } = mockApi({
      'GET /api/family': () => ({ status: 200, body: buildFamily({ invitations }) }),
      'POST /api/family/invitations': { status: 201, body: buildInvitation() },
      'DELETE /api/family/invitations/41': () => {
        invitations = [invitations[0]!];
        return { status: 204 };
      },
    });
    const { user } = renderScreen();
    const pending = await screen.findByText('old@example.com');
    expect(pending.parentElement!.textContent).toContain('Link expired on');
    await user.click(
      screen.getByRole('button', { name: 'Resend the invitation to nana@example.com' }),
    );
    await waitFor(() =>
      expect(requests.find((request) => request.method === 'POST')?.body).toEqual({
        email: 'nana@example.com',
        role: 'caregiver',
      }),
    );
    await user.click(
      screen.getByRole('button', { name: 'Cancel the invitation to old@example.com' }),
    );
    await waitFor(() => expect(screen.queryByText('old@example.com')).toBeNull());
    expect(screen.getByText('nana@example.com')).toBeTruthy();
  });

  it('changes a member’s role, and shows LAST_GUARDIAN as the server says it', async () => {
    let family = buildFamily();
    const { requests } = mockApi({
      'GET /api/family': () => ({ status: 200, body: family }),
      'PATCH /api/family/members/8': (request) => {
        if ((request.body as { role: string }).role === 'caregiver')
          return refusal(409, 'LAST_GUARDIAN', MESSAGES.family.lastGuardianRole);
        family = buildFamily({
          members: [buildMember(), buildMember({ id: 8, name: 'Sam Lopez', role: 'guardian' })],
        });
        return { status: 200, body: family };
      },
    });
    const { user } = renderScreen();
    await user.click(
      await screen.findByRole('button', {
        name: 'Make guardian: Sam Lopez',
      }),
    );
    const demote = await screen.findByRole('button', {
      name: 'Make caregiver: Sam Lopez',
    });
    expect(requests.find((request) => request.method === 'PATCH')?.body).toEqual({
      role: 'guardian',
    });
    await user.click(demote);
    expect((await screen.findByRole('alert')).textContent).toBe(MESSAGES.family.lastGuardianRole);
  });

  it('removes a member after a confirmation', async () => {
    let family = buildFamily();
    mockApi({
      'GET /api/family': () => ({ status: 200, body: family }),
      'DELETE /api/family/members/8': () => {
        family = buildFamily({ members: [buildMember()] });
        return { status: 204 };
      },
    });
    const { user } = renderScreen();
    await user.click(
      await screen.findByRole('button', { name: 'Remove Sam Lopez from the family' }),
    );
    const dialog = within(await screen.findByRole('alertdialog'));
    expect(
      dialog.getByText(
        'Sam Lopez will no longer see your family’s kids. They keep their account, in a family of their own. Records they added stay with your family.',
      ),
    ).toBeTruthy();
    await user.click(dialog.getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(screen.queryByText('Sam Lopez')).toBeNull());
    expect(
      screen.getByText(
        'It’s just you so far. Invite a co-parent, a grandparent or a babysitter to share your kids.',
      ),
    ).toBeTruthy();
  });

  it('leaves after a confirmation; the last guardian’s refusal shows in the dialog', async () => {
    let refuse = true;
    mockApi({
      'GET /api/family': { status: 200, body: buildFamily() },
      'POST /api/family/leave': () =>
        refuse ? refusal(409, 'LAST_GUARDIAN', MESSAGES.family.lastGuardianLeave) : { status: 204 },
    });
    const { user, onLeft } = renderScreen();
    await user.click(await screen.findByRole('button', { name: 'Leave family' }));
    const dialog = within(await screen.findByRole('alertdialog'));
    expect(
      dialog.getByText(
        'You will no longer see this family’s kids and their records. You keep your account and start a family of your own. The records you added stay with this family.',
      ),
    ).toBeTruthy();
    await user.click(dialog.getByRole('button', { name: 'Leave' }));
    expect((await dialog.findByRole('alert')).textContent).toContain(
      MESSAGES.family.lastGuardianLeave,
    );
    expect(onLeft).not.toHaveBeenCalled();
    refuse = false;
    await user.click(dialog.getByRole('button', { name: 'Leave' }));
    await waitFor(() => expect(onLeft).toHaveBeenCalledOnce());
  });
});
