import type { FastifyRequest } from 'fastify';
import { MESSAGES, type FamilyRole, type Gender, type Locale, type Role } from '@nestling/shared';
import { forbidden, unauthorized } from './http-errors.js';

/**
 * The signed-in parent as a request (and a socket's handshake) carries it: the parent's
 * columns and their membership of a family that the session lookup selects and the session
 * cache keeps (`sessionParentColumns` in modules/parents/parent.repository.ts, checked against
 * this shape), never the password hash.
 */
export interface SessionParent {
  id: number;
  name: string;
  email: string;
  emailVerified: boolean;
  role: Role;
  /** ISO date (YYYY-MM-DD), if given. */
  dob: string | null;
  gender: Gender | null;
  photoFileId: number | null;
  /** The parent's saved language (issue 28): their answers' texts. */
  locale: Locale;
  /**
   * The family the parent is a member of (exactly one, decision 056): the owner by which every
   * kid and every record of a kid is scoped.
   */
  familyId: number;
  /** The parent's role in that family (not the account's `role`). */
  familyRole: FamilyRole;
}

/** The parent's own columns of a {@link SessionParent}: what the parent presenter shows. */
export type SessionParentProfile = Omit<SessionParent, 'familyId' | 'familyRole'>;

/**
 * Who acts on the family's records (decision 056): the member's parent id (what a record
 * keeps as `created_by`), their family, by which every kid-owned query is scoped, and their
 * role in it, by which a change to another member's record is refused
 * ({@link assertMayChangeRecord}).
 */
export type FamilyMember = Pick<SessionParent, 'id' | 'familyId' | 'familyRole'>;

/** A session just issued (login, sign-up, a password reset): its cookie's token and expiry. */
export interface IssuedSession {
  token: string;
  expiresAt: Date;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in parent, or null: set by `readSession` / `requireParent`. */
    parent: SessionParent | null;
    /** The raw session cookie token when it named a live session. */
    sessionToken: string | null;
    /** Whether the session was looked up already (once per request). */
    sessionRead: boolean;
  }
  interface FastifyReply {
    /** Sets the session cookie for a freshly issued session. */
    startSession(session: IssuedSession): FastifyReply;
    /** Clears the session cookie. */
    endSession(): FastifyReply;
  }
  interface FastifyInstance {
    /** onRequest hook: looks up the session, if the request carries one (never refuses). */
    readSession(request: FastifyRequest): Promise<void>;
    /** onRequest hook: 401 NOT_AUTHENTICATED without a live session. */
    requireParent(request: FastifyRequest): Promise<void>;
    /** onRequest hook: as requireParent, then 403 EMAIL_NOT_VERIFIED before verification. */
    requireVerifiedParent(request: FastifyRequest): Promise<void>;
    /**
     * onRequest hook: as requireVerifiedParent, then 403 GUARDIAN_ONLY unless the parent is a
     * guardian of their family (issue 24: the social layer, billing, deleting kids, the
     * family's export and member management are a guardian's; decision 056).
     */
    requireGuardian(request: FastifyRequest): Promise<void>;
    /**
     * onRequest hook: as requireVerifiedParent, then 403 MODERATOR_ONLY unless the account's
     * role is `moderator` (issue 27, decision 060: granted from the command line only).
     */
    requireModerator(request: FastifyRequest): Promise<void>;
  }
}

/**
 * The signed-in parent of a request whose route ran `requireParent`. The decorators above are
 * set by the session plugin (plugins/session.ts, registered by the app); routes import this
 * module, never the plugin, so the server's layers flow down (decision 047).
 * @throws HttpError 401 NOT_AUTHENTICATED when the request has no live session
 */
export function sessionParent(request: FastifyRequest): SessionParent {
  if (!request.parent) throw unauthorized('NOT_AUTHENTICATED', MESSAGES.common.notAuthenticated);
  return request.parent;
}

/**
 * Refuses a member who is not a guardian of their family: what `requireGuardian` checks, for
 * a route or socket event that decides by more than its path (issue 24, decision 056).
 * @throws HttpError 403 GUARDIAN_ONLY for a caregiver
 */
export function assertGuardian(parent: Pick<SessionParent, 'familyRole'>): void {
  if (parent.familyRole !== 'guardian') {
    throw forbidden('GUARDIAN_ONLY', MESSAGES.common.guardianOnly);
  }
}

/**
 * Refuses a caregiver's edit or deletion of a record another member wrote (issue 24, decision
 * 056): a guardian changes any record of the family, a caregiver what they wrote
 * (`created_by` = their id). Call it after the record was found in the member's family, so
 * another family's ids still answer 404; the record is visible to the caregiver, hence 403.
 * @param createdBy the record's `created_by` (null once its writer's account is gone)
 * @throws HttpError 403 GUARDIAN_ONLY for a caregiver and another member's record
 */
export function assertMayChangeRecord(member: FamilyMember, createdBy: number | null): void {
  if (member.familyRole !== 'guardian' && createdBy !== member.id) {
    throw forbidden('GUARDIAN_ONLY', MESSAGES.common.guardianOnly);
  }
}
