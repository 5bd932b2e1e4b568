import {
  INVITATION_TTL_MS,
  MESSAGES,
  PLACE_MESSAGES,
  type CreateFamilyInvitationRequest,
  type Family,
  type FamilyArea,
  type FamilyInvitation,
  type FamilyRole,
  NOT_FOUND_MESSAGES,
} from '@nestling/shared';
import type { AppEvents } from '../../events/app-events.js';
import type { BackgroundTasks } from '../../lib/background.js';
import { badRequest, conflict, forbidden, HttpError, notFound } from '../../lib/http-errors.js';
import type { SessionParent } from '../../lib/request-context.js';
import { generateToken } from '../auth/tokens.js';
import type { Mailer } from '../mail/mailer.js';
import { familyInvitationMail } from '../mail/templates.js';
import type { Repositories, RunInTransaction } from '../repositories.js';
import { placeCells } from '../../lib/geo.js';
import type { Gazetteer } from '../places/gazetteer.js';
import { presentFamily, presentInvitation, presentPlaceAsArea } from './family.presenter.js';
import type { FamilyRepository, Membership } from './family.repository.js';
import { isLastGuardian, joinThroughInvitation } from './invitations.js';

export interface FamilyServiceDeps {
  repository: FamilyRepository;
  /** Runs a membership change's reads and writes in one transaction, under the family's lock. */
  transaction: RunInTransaction;
  /** Where a membership change is announced (session caches forget, sockets are told). */
  events: AppEvents;
  mailer: Mailer;
  /** Runs the invitation mail after the answer. */
  background: BackgroundTasks;
  /** Public origin for links in mail, without a trailing slash. */
  appUrl: string;
  /** The places a home area is chosen from (issue 30, decision 062). */
  gazetteer: () => Promise<Gazetteer>;
}

/** The session parent as the family's rules read them. */
type Member = Pick<SessionParent, 'id' | 'familyId' | 'familyRole'>;

const memberNotFound = () => new HttpError(404, 'NOT_FOUND', MESSAGES.family.memberNotFound);

/**
 * The family (issue 24, decision 056): the household that owns the kids, its members and
 * their roles, invitations, role changes, removal and leaving. Every membership change runs in
 * one transaction under the family's row lock, re-reads the memberships it decides on there,
 * and is announced after it committed: `parentChanged` (every instance's session cache forgets
 * the parent's sessions, so their next request carries the new family or role) and
 * `familyChanged` (their open sockets are told to fetch again).
 */
export function createFamilyService(deps: FamilyServiceDeps) {
  const { repository, transaction, events, mailer, background, appUrl, gazetteer } = deps;

  /** After a committed membership change of these parents. */
  function announce(...parentIds: number[]) {
    for (const parentId of parentIds) {
      events.emit('parentChanged', { parentId });
      events.emit('familyChanged', { parentId });
    }
  }

  /**
   * Locks the session parent's family and checks, under the lock, that they are still one of
   * its guardians (a concurrent removal or role change may have won).
   * @throws HttpError 404 when they left the family meanwhile; 403 GUARDIAN_ONLY when they are
   *   no longer a guardian
   */
  async function lockAsGuardian(repos: Repositories, guardian: Member): Promise<void> {
    await repos.family.lockFamily(guardian.familyId);
    const membership = await repos.family.membership(guardian.id);
    if (membership?.familyId !== guardian.familyId) throw notFound(MESSAGES.family.memberNotFound);
    if (membership.role !== 'guardian')
      throw forbidden('GUARDIAN_ONLY', MESSAGES.common.guardianOnly);
  }

  /** The other member `parentId` of the guardian's family, read under its lock. */
  async function memberOf(
    repos: Repositories,
    guardian: Member,
    parentId: number,
  ): Promise<Membership> {
    const membership = await repos.family.membership(parentId);
    if (membership?.familyId !== guardian.familyId) throw memberNotFound();
    return membership;
  }

  /** The family's answer for a member with `role`. */
  async function view(repos: Pick<Repositories, 'family'>, familyId: number, role: FamilyRole) {
    const family = await repos.family.findById(familyId);
    if (!family) throw notFound(NOT_FOUND_MESSAGES.family);
    const [members, invitations] = await Promise.all([
      repos.family.members(familyId),
      role === 'guardian' ? repos.family.pendingInvitations(familyId) : Promise.resolve([]),
    ]);
    return presentFamily(family, members, role, invitations);
  }

  return {
    /**
     * The session parent's family: its members (guardians first) and, for a guardian, its
     * pending invitations (a caregiver's list is empty).
     * @throws HttpError 404 when the family is gone (a deletion racing the request)
     */
    get(parent: Pick<SessionParent, 'familyId' | 'familyRole'>): Promise<Family> {
      return view({ family: repository }, parent.familyId, parent.familyRole);
    },

    /**
     * Sets the family's home area to the gazetteer's place `placeId` (issue 30, decision 062;
     * a guardian's — the route checks the role): only the place is stored, its centre and
     * cells for Explore's distances.
     * @returns the area as `GET /api/family` shows it
     * @throws HttpError 404 when no place has that id, or the family is gone
     */
    async setArea(parent: Pick<SessionParent, 'familyId'>, placeId: number): Promise<FamilyArea> {
      const place = (await gazetteer()).find(placeId);
      if (!place) throw notFound(PLACE_MESSAGES.placeNotFound);
      const saved = await repository.setArea(parent.familyId, {
        placeId: place.id,
        name: place.name,
        admin: place.admin ?? null,
        country: place.country,
        lat: place.lat,
        lon: place.lon,
        cells: placeCells(place.lat, place.lon),
      });
      if (!saved) throw notFound(MESSAGES.family.memberNotFound);
      return presentPlaceAsArea(place);
    },

    /**
     * Stops asking the family for its home area (issue 30's "asked once", decision 064; a
     * guardian's — the route checks the role): "Not now" or the prompt's link, answered once for
     * every guardian of the family. Idempotent.
     */
    dismissAreaPrompt(parent: Pick<SessionParent, 'familyId'>): Promise<void> {
      return repository.dismissAreaPrompt(parent.familyId);
    },

    /**
     * Invites an adult by e-mail with a role (guardian only; the route checks the role and the
     * mail cap): stores the invitation — replacing the token and expiry of a pending one for
     * the same address, whose old link stops working — and mails its single-use link
     * (`APP_URL/join-family?token=…`, valid 7 days) after the answer.
     * @param input the shared schema's parsed body (e-mail trimmed and lower-cased)
     * @throws HttpError 409 ALREADY_MEMBER when that address's account is in the family
     */
    async invite(
      guardian: Member & Pick<SessionParent, 'name' | 'locale'>,
      input: CreateFamilyInvitationRequest,
    ): Promise<FamilyInvitation> {
      const { token, hash } = generateToken();
      const invitation = await transaction(async (repos) => {
        await lockAsGuardian(repos, guardian);
        if (await repos.family.hasMemberWithEmail(guardian.familyId, input.email))
          throw conflict('ALREADY_MEMBER', MESSAGES.family.alreadyMember);
        return repos.family.upsertInvitation({
          familyId: guardian.familyId,
          email: input.email,
          role: input.role,
          tokenHash: hash,
          invitedBy: guardian.id,
          expiresAt: new Date(Date.now() + INVITATION_TTL_MS),
        });
      });
      background.run('invitation-mail', async () => {
        // The invited account's language; an address without one gets the inviter's (076).
        const locale = (await repository.localeOfEmail(invitation.email)) ?? guardian.locale;
        await mailer.send(
          familyInvitationMail(
            locale,
            invitation.email,
            guardian.name,
            invitation.role,
            `${appUrl}/join-family?token=${token}`,
          ),
        );
      });
      return presentInvitation(invitation);
    },

    /**
     * Cancels a pending invitation of the guardian's family: its link stops working.
     * @throws HttpError 404 for another family's invitation, or one accepted or cancelled
     */
    async cancelInvitation(guardian: Member, invitationId: number): Promise<void> {
      if (!(await repository.cancelInvitation(guardian.familyId, invitationId)))
        throw notFound(MESSAGES.family.invitationNotFound);
    },

    /**
     * The signed-in parent accepts an invitation and joins its family with the invited role;
     * they leave their own family (see joinThroughInvitation for the rules and refusals).
     * @returns the family they joined, as `GET /api/family` will answer it
     */
    async accept(parent: Pick<SessionParent, 'id'>, token: string): Promise<Family> {
      const joined = await transaction((repos) => joinThroughInvitation(repos, token, parent.id));
      announce(parent.id);
      return view({ family: repository }, joined.familyId, joined.role);
    },

    /**
     * A guardian changes a member's role (their own too, while another guardian remains).
     * @returns the family as the guardian now sees it
     * @throws HttpError 404 for a parent who is not a member of the family; 409 LAST_GUARDIAN
     *   when it would leave the family without a guardian
     */
    async changeRole(guardian: Member, parentId: number, role: FamilyRole): Promise<Family> {
      const answer = await transaction(async (repos) => {
        await lockAsGuardian(repos, guardian);
        const member = await memberOf(repos, guardian, parentId);
        if (member.role === 'guardian' && role !== 'guardian') {
          const { guardians } = await repos.family.headcount(guardian.familyId);
          if (guardians <= 1) throw conflict('LAST_GUARDIAN', MESSAGES.family.lastGuardianRole);
        }
        await repos.family.setRole(guardian.familyId, parentId, role);
        return view(repos, guardian.familyId, parentId === guardian.id ? role : 'guardian');
      });
      announce(parentId);
      return answer;
    },

    /**
     * A guardian removes another member, who gets a new family of their own with no kids (the
     * kids they represented and the family's files they uploaded go to the family's next
     * guardian, `handOver`). Their next request and their open sockets see it at once.
     * @throws HttpError 400 REMOVE_SELF for the guardian themselves (leaving is its own route);
     *   404 for a parent who is not a member of the family
     */
    async removeMember(guardian: Member, parentId: number): Promise<void> {
      if (parentId === guardian.id) throw badRequest('REMOVE_SELF', MESSAGES.family.removeSelf);
      await transaction(async (repos) => {
        await lockAsGuardian(repos, guardian);
        await memberOf(repos, guardian, parentId);
        await moveOut(repos, guardian.familyId, parentId);
      });
      announce(parentId);
    },

    /**
     * The session parent leaves their family for a new one of their own, with no kids. A
     * parent alone in a family without kids stays where they are (it is their own already).
     * @throws HttpError 409 LAST_GUARDIAN for the last guardian of a family with other members
     *   or kids — decided under the family's lock, so of two guardians leaving at once one
     *   goes and the other is refused
     */
    async leave(parent: Member): Promise<void> {
      const left = await transaction(async (repos) => {
        await repos.family.lockFamily(parent.familyId);
        const membership = await repos.family.membership(parent.id);
        if (membership?.familyId !== parent.familyId)
          throw conflict('MEMBERSHIP_CHANGED', MESSAGES.family.membershipChanged);
        const headcount = await repos.family.headcount(parent.familyId);
        if (isLastGuardian(membership, headcount))
          throw conflict('LAST_GUARDIAN', MESSAGES.family.lastGuardianLeave);
        if (headcount.members <= 1) return false;
        await moveOut(repos, parent.familyId, parent.id);
        return true;
      });
      if (left) announce(parent.id);
    },
  };
}

/**
 * Moves a member out of `familyId` into a new family of their own, as its guardian; the kids
 * they represented and the family's files they uploaded stay with the family (its next
 * guardian, `handOver`). Under the family's lock.
 */
async function moveOut(repos: Repositories, familyId: number, parentId: number): Promise<void> {
  await repos.family.handOver(familyId, parentId);
  const own = await repos.family.createEmpty();
  await repos.family.moveMember(parentId, own, 'guardian');
}

export type FamilyService = ReturnType<typeof createFamilyService>;
