import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { MESSAGES, familyInvitationSchema, familySchema, type Kid } from '@nestling/shared';
import { linkIn } from '@nestling/testing';
import { TEST_PASSWORD, familyIdOf, signIn, uniqueEmail } from '../../../test/helpers/accounts.js';
import { pngImage } from '../../../test/helpers/images.js';
import { addKid, family, MALFORMED_IDS, type Family } from '../../../test/helpers/social.js';
import { emitWithAck, listening, nextEvent, openSocket } from '../../../test/helpers/sockets.js';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app.js';
import type { TestClient } from '../../../test/helpers/test-client.js';
import { families, familyInvitations, kids } from '../../db/schema/index.js';
import { ACCOUNT_MAILS_PER_ADDRESS_PER_HOUR } from '../auth/account-limits.js';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

/** How many invitation mails `email` has received so far. */
const invitationMails = (email: string) =>
  t.mail.messages.filter(
    (mail) => mail.to.includes(email.trim().toLowerCase()) && /invited you/.test(mail.subject),
  );

/**
 * Invites `email` as `guardian` and reads the token of the link the invitee receives (the
 * newest invitation mail to that address).
 */
async function invite(guardian: TestClient, email: string, role: 'guardian' | 'caregiver') {
  const before = invitationMails(email).length;
  const response = await guardian.post('/api/family/invitations', { email, role });
  expect(response.statusCode, response.body).toBe(201);
  await vi.waitFor(() => expect(invitationMails(email).length).toBe(before + 1));
  const mail = invitationMails(email).at(-1)!;
  const token = new URL(linkIn(mail, '/join-family')).searchParams.get('token')!;
  return { invitation: familyInvitationSchema.parse(response.json()), token, mail };
}

/** A family with a kid, whose guardian is `name`. */
async function familyWithKid(name: string) {
  const guardian = await family(t, name);
  const kid = await addKid(guardian.client, { name: `${name} Junior` });
  return { ...guardian, kid };
}

/** Registers a parent through an invitation link and signs them in. */
async function registerThrough(token: string, name: string, email: string) {
  const client = t.client();
  const registered = await client.post('/api/auth/register', {
    name,
    email,
    password: TEST_PASSWORD,
    gender: 'Female',
    dob: '1990-05-05',
    invitationToken: token,
  });
  return { registered, client };
}

const familyOf = async (client: TestClient) =>
  familySchema.parse((await client.get('/api/family')).json());

/** Makes `member` (invited by `guardian`) a member of the guardian's family with `role`. */
async function join(
  guardian: Family,
  member: Family,
  role: 'guardian' | 'caregiver',
): Promise<void> {
  const { token } = await invite(guardian.client, member.email, role);
  const accepted = await member.client.post('/api/family/invitations/accept', { token });
  expect(accepted.statusCode, accepted.body).toBe(200);
}

describe('inviting and registering through the link (issue 24)', () => {
  it('mails a single-use link; the invitee registers through it, joins the family and sees its kid', async () => {
    const ada = await familyWithKid('Ada');
    const email = uniqueEmail('Bea.Invitee');
    const { invitation, token, mail } = await invite(ada.client, `  ${email} `, 'caregiver');
    expect(invitation).toEqual({
      id: expect.any(Number),
      email: email.toLowerCase(),
      role: 'caregiver',
      createdAt: expect.any(String),
      expiresAt: expect.any(String),
    });
    const days = (Date.parse(invitation.expiresAt) - Date.parse(invitation.createdAt)) / 86_400_000;
    expect(days).toBeCloseTo(7, 2);
    expect(mail.subject).toBe('Ada invited you to their family on Nestling');
    expect(mail.text).toContain('Ada invited you to join their family on Nestling as a caregiver.');
    expect(mail.text).toContain('expires in 7 days');
    expect(mail.html).toContain('Join the family');
    expect(mail.html).toContain(`/join-family?token=${token}`);
    expect(mail.text).not.toContain(ada.email);

    // The guardian sees it pending.
    expect((await familyOf(ada.client)).invitations).toEqual([invitation]);

    const { registered, client } = await registerThrough(token, 'Bea', email);
    expect(registered.statusCode, registered.body).toBe(201);
    expect(registered.json()).toEqual({ message: MESSAGES.register.success });
    const login = await client.post('/api/auth/login', { email, password: TEST_PASSWORD });
    expect(login.statusCode).toBe(200);
    const bea = login.json().parent.id as number;

    const seen = await familyOf(client);
    expect(seen).toMatchObject({ id: ada.familyId, role: 'caregiver' });
    expect(seen.members.map(({ id, role }) => ({ id, role }))).toEqual([
      { id: ada.parentId, role: 'guardian' },
      { id: bea, role: 'caregiver' },
    ]);
    expect(seen.invitations).toEqual([]);
    expect(((await client.get('/api/kids')).json() as Kid[]).map((kid) => kid.id)).toEqual([
      ada.kid.id,
    ]);
    // The invitation is used: no longer pending, and its link works no more.
    expect((await familyOf(ada.client)).invitations).toEqual([]);
    const again = await registerThrough(token, 'Cy', uniqueEmail('cy'));
    expect(again.registered.statusCode).toBe(400);
    expect(again.registered.json().code).toBe('INVITATION_USED');
    // Without the token, registration makes a family of one's own, as always.
    const solo = await family(t, 'Solo');
    expect(solo.familyId).not.toBe(ada.familyId);
  });

  it('refuses a bad token at registration alike for a new and a taken e-mail, and keeps the invitation for a taken one', async () => {
    const ada = await family(t, 'Ada');
    const taken = await family(t, 'Taken');
    for (const email of [uniqueEmail('fresh'), taken.email]) {
      const { registered } = await registerThrough('x'.repeat(43), 'Eve', email);
      expect(registered.statusCode).toBe(400);
      expect(registered.json()).toMatchObject({
        code: 'INVITATION_INVALID',
        error: MESSAGES.family.invitationInvalid,
      });
    }
    const { token } = await invite(ada.client, taken.email, 'guardian');
    const { registered } = await registerThrough(token, 'Taken', taken.email);
    expect(registered.statusCode).toBe(201);
    expect((await familyOf(ada.client)).invitations).toHaveLength(1);
    expect(await familyIdOf(t, taken.parentId)).toBe(taken.familyId);
  });

  it('sends again: a second invitation to the address replaces the link and the role, and mails it again', async () => {
    const ada = await family(t, 'Ada');
    const email = uniqueEmail('twice');
    const first = await invite(ada.client, email, 'caregiver');
    const second = await invite(ada.client, email.toUpperCase(), 'guardian');
    expect(second.invitation).toMatchObject({ id: first.invitation.id, role: 'guardian' });
    expect(second.token).not.toBe(first.token);
    expect((await familyOf(ada.client)).invitations).toEqual([second.invitation]);
    const old = await registerThrough(first.token, 'Twice', email);
    expect(old.registered.json().code).toBe('INVITATION_INVALID');
    const fresh = await registerThrough(second.token, 'Twice', email);
    expect(fresh.registered.statusCode).toBe(201);
    const client = await signIn(t, email);
    expect(await familyOf(client)).toMatchObject({ id: ada.familyId, role: 'guardian' });
  });

  it(`mails an address at most ${ACCOUNT_MAILS_PER_ADDRESS_PER_HOUR} times an hour (decision 057), then answers 429`, async () => {
    const ada = await family(t, 'Ada');
    const email = uniqueEmail('capped');
    for (let sent = 0; sent < ACCOUNT_MAILS_PER_ADDRESS_PER_HOUR; sent += 1) {
      await invite(ada.client, email, 'caregiver');
    }
    const over = await ada.client.post('/api/family/invitations', { email, role: 'caregiver' });
    expect(over.statusCode).toBe(429);
    expect(over.json().code).toBe('RATE_LIMITED');
    expect(invitationMails(email)).toHaveLength(ACCOUNT_MAILS_PER_ADDRESS_PER_HOUR);
  });

  it('refuses to invite a member of the family (409) and lists a cancelled invitation no more', async () => {
    const ada = await family(t, 'Ada');
    const refused = await ada.client.post('/api/family/invitations', {
      email: ada.email.toUpperCase(),
      role: 'guardian',
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'ALREADY_MEMBER',
      error: MESSAGES.family.alreadyMember,
    });
    const email = uniqueEmail('cancelled');
    const { invitation, token } = await invite(ada.client, email, 'caregiver');
    expect((await ada.client.delete(`/api/family/invitations/${invitation.id}`)).statusCode).toBe(
      204,
    );
    expect((await familyOf(ada.client)).invitations).toEqual([]);
    expect((await ada.client.delete(`/api/family/invitations/${invitation.id}`)).statusCode).toBe(
      404,
    );
    const { registered } = await registerThrough(token, 'Late', email);
    expect(registered.json().code).toBe('INVITATION_INVALID');
  });
});

describe('accepting as a signed-in parent', () => {
  it('moves a parent of another family in with the invited role; their emptied family goes', async () => {
    const ada = await familyWithKid('Ada');
    const bo = await family(t, 'Bo');
    const { token } = await invite(ada.client, bo.email, 'guardian');
    const accepted = await bo.client.post('/api/family/invitations/accept', { token });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(familySchema.parse(accepted.json())).toMatchObject({
      id: ada.familyId,
      role: 'guardian',
      invitations: [],
    });
    // The next request already carries the new family (the session cache forgot).
    expect(await familyOf(bo.client)).toMatchObject({ id: ada.familyId, role: 'guardian' });
    expect((await bo.client.get(`/api/kids/${ada.kid.id}`)).statusCode).toBe(200);
    const [left] = await t.database.db.select().from(families).where(eq(families.id, bo.familyId));
    expect(left).toBeUndefined();
    const again = await bo.client.post('/api/family/invitations/accept', { token });
    expect(again.statusCode).toBe(400);
    expect(again.json().code).toBe('INVITATION_USED');
  });

  it('refuses the last guardian of a family with kids (409 LAST_GUARDIAN), who stays where they are', async () => {
    const ada = await family(t, 'Ada');
    const bo = await familyWithKid('Bo');
    const { token } = await invite(ada.client, bo.email, 'guardian');
    const refused = await bo.client.post('/api/family/invitations/accept', { token });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      code: 'LAST_GUARDIAN',
      error: MESSAGES.family.lastGuardianJoin,
    });
    expect((await familyOf(bo.client)).id).toBe(bo.familyId);
    // The invitation is still usable once Bo's family has no kids.
    expect((await bo.client.delete(`/api/kids/${bo.kid.id}`)).statusCode).toBe(204);
    const accepted = await bo.client.post('/api/family/invitations/accept', { token });
    expect(accepted.statusCode, accepted.body).toBe(200);
  });

  it('answers an expired, used, cancelled, unknown or malformed token with 400 and a clear code', async () => {
    const ada = await family(t, 'Ada');
    const bo = await family(t, 'Bo');
    const { invitation, token } = await invite(ada.client, bo.email, 'caregiver');
    await t.database.db
      .update(familyInvitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(familyInvitations.id, invitation.id));
    const expired = await bo.client.post('/api/family/invitations/accept', { token });
    expect(expired.statusCode).toBe(400);
    expect(expired.json()).toEqual({
      code: 'INVITATION_EXPIRED',
      error: MESSAGES.family.invitationExpired,
    });
    // Still listed to the guardian, who sends it again: a fresh link for 7 days.
    const listed = (await familyOf(ada.client)).invitations;
    expect(listed.map((row) => row.id)).toEqual([invitation.id]);
    const resent = await invite(ada.client, bo.email, 'caregiver');
    for (const bad of ['x'.repeat(43), 'short', token, 'a\u0000'.repeat(20)]) {
      const response = await bo.client.post('/api/family/invitations/accept', { token: bad });
      expect(response.statusCode, bad).toBe(400);
      expect(response.json().code, bad).toBe('INVITATION_INVALID');
    }
    for (const body of [{}, { token: 42 }, { token: 'y'.repeat(201) }, { token: 'x', more: 1 }]) {
      const response = await bo.client.post('/api/family/invitations/accept', body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
    }
    expect(
      (await bo.client.post('/api/family/invitations/accept', { token: resent.token })).statusCode,
    ).toBe(200);
    const member = await bo.client.post('/api/family/invitations/accept', {
      token: (await invite(ada.client, uniqueEmail('other'), 'caregiver')).token,
    });
    expect(member.statusCode).toBe(409);
    expect(member.json().code).toBe('ALREADY_IN_FAMILY');
    expect((await t.client().post('/api/family/invitations/accept', { token })).statusCode).toBe(
      401,
    );
  });
});

describe('members: roles, removal and leaving', () => {
  it('lets a guardian change roles, refusing to leave the family without a guardian', async () => {
    const ada = await familyWithKid('Ada');
    const bo = await family(t, 'Bo');
    await join(ada, bo, 'caregiver');
    const promoted = await ada.client.patch(`/api/family/members/${bo.parentId}`, {
      role: 'guardian',
    });
    expect(promoted.statusCode, promoted.body).toBe(200);
    expect(
      familySchema.parse(promoted.json()).members.find((member) => member.id === bo.parentId),
    ).toMatchObject({ role: 'guardian' });
    // Bo's next request is a guardian's: the invitations they now manage.
    expect((await familyOf(bo.client)).role).toBe('guardian');
    expect(
      (await bo.client.patch(`/api/family/members/${ada.parentId}`, { role: 'caregiver' }))
        .statusCode,
    ).toBe(200);
    expect((await familyOf(ada.client)).role).toBe('caregiver');
    const last = await bo.client.patch(`/api/family/members/${bo.parentId}`, {
      role: 'caregiver',
    });
    expect(last.statusCode).toBe(409);
    expect(last.json()).toEqual({ code: 'LAST_GUARDIAN', error: MESSAGES.family.lastGuardianRole });
  });

  it("reaches an open socket's guarded events at once when a guardian becomes a caregiver", async () => {
    const ada = await family(t, 'Ada');
    const bo = await family(t, 'Bo');
    await join(ada, bo, 'guardian');
    const socket = await openSocket(await listening(t), bo.client);
    try {
      const typing = () =>
        emitWithAck(socket, 'typing', { receiverId: ada.parentId, isTyping: true });
      // A guardian's socket passes the role check (and is refused only for not being friends).
      expect(await typing()).toMatchObject({ ok: false, code: 'NOT_FOUND' });
      const told = nextEvent(socket, 'familyChanged');
      const demoted = await ada.client.patch(`/api/family/members/${bo.parentId}`, {
        role: 'caregiver',
      });
      expect(demoted.statusCode).toBe(200);
      await told;
      expect(await typing()).toMatchObject({ ok: false, code: 'GUARDIAN_ONLY' });
    } finally {
      socket.close();
    }
  });

  it('answers a caregiver 403 GUARDIAN_ONLY on every guardian route, and shows them no invitations', async () => {
    const ada = await family(t, 'Ada');
    const bo = await family(t, 'Bo');
    await join(ada, bo, 'caregiver');
    const { invitation } = await invite(ada.client, uniqueEmail('pending'), 'caregiver');
    const calls = [
      () =>
        bo.client.post('/api/family/invitations', { email: uniqueEmail('x'), role: 'guardian' }),
      () => bo.client.delete(`/api/family/invitations/${invitation.id}`),
      () => bo.client.patch(`/api/family/members/${bo.parentId}`, { role: 'guardian' }),
      () => bo.client.delete(`/api/family/members/${ada.parentId}`),
    ];
    for (const call of calls) {
      const response = await call();
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({
        code: 'GUARDIAN_ONLY',
        error: MESSAGES.common.guardianOnly,
      });
    }
    const seen = await familyOf(bo.client);
    expect(seen.members).toHaveLength(2);
    expect(seen.invitations).toEqual([]);
    expect((await familyOf(ada.client)).invitations.map((row) => row.id)).toEqual([invitation.id]);
  });

  it("answers another family's invitation and member ids 404, and hostile input 400", async () => {
    const ada = await family(t, 'Ada');
    const eve = await family(t, 'Eve');
    const { invitation } = await invite(ada.client, uniqueEmail('target'), 'caregiver');
    for (const response of [
      await eve.client.delete(`/api/family/invitations/${invitation.id}`),
      await eve.client.patch(`/api/family/members/${ada.parentId}`, { role: 'caregiver' }),
      await eve.client.delete(`/api/family/members/${ada.parentId}`),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(typeof response.json().code).toBe('string');
    }
    expect((await familyOf(ada.client)).invitations).toHaveLength(1);
    for (const id of MALFORMED_IDS) {
      expect((await ada.client.delete(`/api/family/invitations/${id}`)).statusCode).toBe(400);
      expect(
        (await ada.client.patch(`/api/family/members/${id}`, { role: 'guardian' })).statusCode,
      ).toBe(400);
      expect((await ada.client.delete(`/api/family/members/${id}`)).statusCode).toBe(400);
    }
    for (const body of [
      {},
      { email: 'not-an-email', role: 'guardian' },
      { email: uniqueEmail('r'), role: 'owner' },
      { email: uniqueEmail('r'), role: 'guardian', familyId: eve.familyId },
      { email: ['a@b.c'], role: 'guardian' },
      { email: `${'a'.repeat(250)}@example.com`, role: 'guardian' },
      { email: 'a\u0000@example.com', role: 'guardian' },
    ]) {
      const response = await ada.client.post('/api/family/invitations', body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
    }
    for (const body of [{}, { role: 'admin' }, { role: null }]) {
      const response = await ada.client.patch(`/api/family/members/${ada.parentId}`, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
    }
    const self = await ada.client.delete(`/api/family/members/${ada.parentId}`);
    expect(self.statusCode).toBe(400);
    expect(self.json().code).toBe('REMOVE_SELF');
  });

  it('removes a member at once: their next request and their open socket see a family of their own, without the kids', async () => {
    const ada = await familyWithKid('Ada');
    const bo = await family(t, 'Bo');
    await join(ada, bo, 'guardian');
    const boKid = await addKid(bo.client, { name: 'Added By Bo' });
    expect((await bo.client.get('/api/kids')).json()).toHaveLength(2);
    const socket = await openSocket(await listening(t), bo.client);
    try {
      const told = nextEvent(socket, 'familyChanged');
      expect((await ada.client.delete(`/api/family/members/${bo.parentId}`)).statusCode).toBe(204);
      await told;
    } finally {
      socket.close();
    }
    const own = await familyOf(bo.client);
    expect(own.id).not.toBe(ada.familyId);
    expect(own).toMatchObject({ role: 'guardian', members: [{ id: bo.parentId }] });
    expect((await bo.client.get('/api/kids')).json()).toEqual([]);
    expect((await bo.client.get(`/api/kids/${ada.kid.id}`)).statusCode).toBe(404);
    // The kid Bo added stays with the family, now represented by Ada.
    const [kept] = await t.database.db.select().from(kids).where(eq(kids.id, boKid.id));
    expect(kept).toMatchObject({ familyId: ada.familyId, parentId: ada.parentId });
    expect((await familyOf(ada.client)).members.map((member) => member.id)).toEqual([ada.parentId]);
  });

  it('lets a member leave into a family of their own, and refuses the last guardian of a family with others', async () => {
    const ada = await familyWithKid('Ada');
    const bo = await family(t, 'Bo');
    await join(ada, bo, 'caregiver');
    const refused = await ada.client.post('/api/family/leave');
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      code: 'LAST_GUARDIAN',
      error: MESSAGES.family.lastGuardianLeave,
    });
    expect((await bo.client.post('/api/family/leave')).statusCode).toBe(204);
    const own = await familyOf(bo.client);
    expect(own.id).not.toBe(ada.familyId);
    expect(own.role).toBe('guardian');
    expect((await bo.client.get('/api/kids')).json()).toEqual([]);
    // Alone with no kids, leaving changes nothing.
    expect((await bo.client.post('/api/family/leave')).statusCode).toBe(204);
    expect((await familyOf(bo.client)).id).toBe(own.id);
  });
});

describe('races: the family row lock', () => {
  it('lets one of two guardians leaving at once go and refuses the other', async () => {
    for (let round = 0; round < 3; round += 1) {
      const ada = await familyWithKid('Ada');
      const bo = await family(t, 'Bo');
      await join(ada, bo, 'guardian');
      const answers = await Promise.all([
        ada.client.post('/api/family/leave'),
        bo.client.post('/api/family/leave'),
      ]);
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([204, 409]);
      const refused = answers.find((answer) => answer.statusCode === 409)!;
      expect(refused.json().code).toBe('LAST_GUARDIAN');
      const stayed = answers[0]!.statusCode === 409 ? ada : bo;
      const seen = await familyOf(stayed.client);
      expect(seen).toMatchObject({ id: ada.familyId, role: 'guardian' });
      expect(seen.members.map((member) => member.id)).toEqual([stayed.parentId]);
    }
  });

  it('lets one of two parents accepting the same link at once join', async () => {
    const ada = await family(t, 'Ada');
    const bo = await family(t, 'Bo');
    const cy = await family(t, 'Cy');
    const { token } = await invite(ada.client, bo.email, 'caregiver');
    const answers = await Promise.all([
      bo.client.post('/api/family/invitations/accept', { token }),
      cy.client.post('/api/family/invitations/accept', { token }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 400]);
    expect(answers.find((answer) => answer.statusCode === 400)!.json().code).toBe(
      'INVITATION_USED',
    );
    expect((await familyOf(ada.client)).members).toHaveLength(2);
  });

  it('leaves one working link when two guardians invite the same address at once', async () => {
    const ada = await family(t, 'Ada');
    const bo = await family(t, 'Bo');
    await join(ada, bo, 'guardian');
    const email = uniqueEmail('twice');
    const before = invitationMails(email).length;
    const answers = await Promise.all([
      ada.client.post('/api/family/invitations', { email, role: 'caregiver' }),
      bo.client.post('/api/family/invitations', { email, role: 'guardian' }),
    ]);
    // Both are answered (inviting again is "Resend"): never a 5xx, one pending invitation.
    expect(answers.map((answer) => answer.statusCode)).toEqual([201, 201]);
    const pending = (await familyOf(ada.client)).invitations.filter(
      (invitation) => invitation.email === email.toLowerCase(),
    );
    expect(pending).toHaveLength(1);
    await vi.waitFor(() => expect(invitationMails(email).length).toBe(before + 2));
    // Of the two mailed links, the pending invitation's works and the other is dead.
    const tokens = invitationMails(email)
      .slice(before)
      .map((mail) => new URL(linkIn(mail, '/join-family')).searchParams.get('token')!);
    const invitee = await family(t, 'Cy');
    const tries = [];
    for (const token of tokens) {
      tries.push(
        (await invitee.client.post('/api/family/invitations/accept', { token })).statusCode,
      );
    }
    expect(tries.sort()).toEqual([200, 400]);
    const joined = await familyOf(invitee.client);
    expect(joined).toMatchObject({ id: ada.familyId, role: pending[0]!.role });
  });

  it('keeps a guardian when two guardians remove each other at once', async () => {
    const ada = await family(t, 'Ada');
    const bo = await family(t, 'Bo');
    await join(ada, bo, 'guardian');
    const answers = await Promise.all([
      ada.client.delete(`/api/family/members/${bo.parentId}`),
      bo.client.delete(`/api/family/members/${ada.parentId}`),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([204, 404]);
    const stayed = answers[0]!.statusCode === 204 ? ada : bo;
    expect((await familyOf(stayed.client)).members.map((member) => member.id)).toEqual([
      stayed.parentId,
    ]);
  });
});

describe("a member's account deletion (decision 056)", () => {
  const deleteAccount = (client: TestClient) =>
    client.request('DELETE', '/api/account', { body: { password: TEST_PASSWORD } });

  it('keeps the family, the kid a second guardian added and its photo when they delete their account', async () => {
    const ada = await family(t, 'Ada');
    const bo = await family(t, 'Bo');
    await join(ada, bo, 'guardian');
    const kid = await addKid(bo.client, { name: 'Photo Kid' }, await pngImage());
    expect(kid.photoUrl).toMatch(/^\/api\/files\/\d+$/);
    expect((await deleteAccount(bo.client)).statusCode).toBe(204);
    const kept = (await ada.client.get(`/api/kids/${kid.id}`)).json() as Kid;
    expect(kept).toMatchObject({ id: kid.id, name: 'Photo Kid', photoUrl: kid.photoUrl });
    expect((await ada.client.get(kid.photoUrl!)).statusCode).toBe(200);
    expect((await familyOf(ada.client)).members.map((member) => member.id)).toEqual([ada.parentId]);
  });

  it("gives a caregiver a family of their own when the last guardian's deletion deletes theirs", async () => {
    const ada = await familyWithKid('Ada');
    const bo = await family(t, 'Bo');
    await join(ada, bo, 'caregiver');
    expect((await deleteAccount(ada.client)).statusCode).toBe(204);
    const own = await familyOf(bo.client);
    expect(own).toMatchObject({ role: 'guardian', members: [{ id: bo.parentId }] });
    expect(own.id).not.toBe(ada.familyId);
    expect((await bo.client.get('/api/kids')).json()).toEqual([]);
  });
});
