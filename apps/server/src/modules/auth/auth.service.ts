import {
  MESSAGES,
  RESET_TOKEN_TTL_MS,
  VERIFY_TOKEN_TTL_MS,
  type LoginRequest,
  type RegisterRequest,
} from '@nestling/shared';
import fastifyCookie from '@fastify/cookie';
import type { EmailTokenPurpose } from '../../db/schema/index.js';
import type { AppEvents, SessionEnded } from '../../events/app-events.js';
import { badRequest, conflict, forbidden, unauthorized } from '../../lib/http-errors.js';
import type { BackgroundTasks } from '../../lib/background.js';
import type {
  IssuedSession,
  SessionParent,
  SessionParentProfile,
} from '../../lib/request-context.js';
import type { Mailer } from '../mail/mailer.js';
import { accountExistsMail, passwordResetMail, verificationMail } from '../mail/templates.js';
import type { ParentRecord, ParentRepository } from '../parents/parent.repository.js';
import type { RunInTransaction } from '../repositories.js';
import { joinThroughInvitation, usableInvitation } from '../family/invitations.js';
import type { AuthRepository, SessionRef } from './auth.repository.js';
import { hashPassword, verifyPassword } from './passwords.js';
import type { SessionCache } from './session-cache.js';
import type { SessionInvalidation } from './session-invalidation.js';
import { generateToken, hashToken, TOKEN_SHAPE } from './tokens.js';

export interface AuthServiceDeps {
  /** Sessions and e-mailed tokens. */
  repository: AuthRepository;
  /** Parent accounts (the parents module's data). */
  parents: ParentRepository;
  /** Runs a registration's writes in one transaction (the parent and their family). */
  transaction: RunInTransaction;
  /** Where the end of each session is announced (sockets opened with it are closed). */
  events: AppEvents;
  /** Validated sessions kept in process (decision 011). */
  sessionCache: SessionCache;
  /** Makes every instance's cache forget ended sessions before their end is answered. */
  invalidation: SessionInvalidation;
  mailer: Mailer;
  /** Runs work that must not change how long an answer takes. */
  background: BackgroundTasks;
  /** Public origin for links in mail, without a trailing slash. */
  appUrl: string;
  /** Session lifetime in days. */
  sessionTtlDays: number;
  /**
   * The session cookie's name: `cookieName(SESSION_COOKIE, secure)` — `__Host-nestling_session`
   * when cookies are Secure (decision 025). Only this name is read: a cookie of the other name
   * (which a sibling subdomain could plant) names no session.
   */
  sessionCookie: string;
}

/** A freshly issued session: the raw cookie token (never stored) and its expiry. */
/** A live session as a request or a socket handshake resolves it. */
export interface SessionContext {
  parent: SessionParent;
  /** The session's row id (what `sessionEnded` names). */
  sessionId: number;
  /** The raw cookie token it was found by. */
  token: string;
}

/**
 * Account rules (issue 2 §4, product.md "Accounts and sessions"). Every function answers the
 * same way whether or not an e-mail is registered, and does the same hashing work either way.
 */
export function createAuthService({
  repository,
  parents,
  transaction,
  events,
  sessionCache,
  invalidation,
  mailer,
  background,
  appUrl,
  sessionTtlDays,
  sessionCookie,
}: AuthServiceDeps) {
  /**
   * After sessions were deleted: every instance's cache forgets them (awaited, so the caller's
   * answer follows it), then their end is announced (sockets close).
   */
  async function sessionsEnded(ended: SessionRef[], reason: SessionEnded['reason']) {
    await invalidation.sessionsEnded(ended.map((session) => session.sessionId));
    for (const session of ended) events.emit('sessionEnded', { ...session, reason });
  }

  /** Deletes the session behind a cookie token (if any) and announces its end. */
  async function endSession(token: string | undefined, reason: SessionEnded['reason']) {
    if (!token) return;
    const ended = await repository.deleteSession(hashToken(token));
    if (ended) await sessionsEnded([ended], reason);
  }

  /** The refusal of a suspended account's sign-in (issue 27, decision 060). */
  function suspended() {
    return forbidden('ACCOUNT_SUSPENDED', MESSAGES.login.accountSuspended);
  }

  async function issueSession(parentId: number): Promise<IssuedSession> {
    const { token, hash } = generateToken();
    const expiresAt = new Date(Date.now() + sessionTtlDays * 24 * 60 * 60 * 1000);
    await repository.createSession(parentId, hash, expiresAt);
    return { token, expiresAt };
  }

  /**
   * A new single-use e-mail token of `purpose` for the parent, valid `ttlMs` milliseconds; the
   * parent's unused tokens of that purpose stop working (only the newest mail's link works).
   * @returns the raw token, for the mailed link (only its hash is stored)
   */
  async function issueEmailToken(
    parentId: number,
    purpose: EmailTokenPurpose,
    ttlMs: number,
  ): Promise<string> {
    await repository.retireEmailTokens(parentId, purpose);
    const { token, hash } = generateToken();
    await repository.createEmailToken(parentId, purpose, hash, new Date(Date.now() + ttlMs));
    return token;
  }

  async function sendVerification(
    parent: Pick<SessionParent, 'id' | 'email' | 'name' | 'locale'>,
  ): Promise<void> {
    const token = await issueEmailToken(parent.id, 'verify', VERIFY_TOKEN_TTL_MS);
    await mailer.send(
      verificationMail(
        parent.locale,
        parent.email,
        parent.name,
        `${appUrl}/verify-email?token=${token}`,
      ),
    );
  }

  return {
    /** The session cookie's name as set and read (decision 025). */
    sessionCookie,

    /**
     * Registers a parent and mails a verification link. The parent and a new family with them
     * as its guardian are made in one transaction (decision 056: every parent is a member of
     * one family). When the e-mail is taken, the owner is told by mail instead — unless
     * `options.notifyTaken` is false (the address's mail cap is spent, decision 057) — and the
     * caller gets the same answer either way.
     *
     * With `input.invitationToken` (registering through a family invitation's link, issue 24)
     * the new parent joins the inviting family with the invited role instead, in the same
     * transaction, and the invitation is used. The token is checked before the e-mail is, so
     * a bad token is refused alike for a taken and a new e-mail (the answer reveals no account);
     * with a taken e-mail the invitation stays unused.
     * @returns the success text of spec §8.2 Register
     * @throws HttpError 400 INVITATION_INVALID / INVITATION_USED / INVITATION_EXPIRED for an
     *   invitation token that names no usable invitation
     */
    async register(
      input: RegisterRequest,
      options: { notifyTaken?: boolean } = {},
    ): Promise<string> {
      const passwordHash = await hashPassword(input.password);
      const { invitationToken } = input;
      const created = await transaction(async (repos) => {
        if (invitationToken !== undefined) await usableInvitation(repos, invitationToken);
        const parent = await repos.parents.insert({
          name: input.name,
          email: input.email,
          passwordHash,
          gender: input.gender,
          dob: input.dob,
          ...(input.locale ? { locale: input.locale } : {}),
        });
        if (!parent) return parent;
        if (invitationToken === undefined) await repos.family.createWithGuardian(parent.id);
        else await joinThroughInvitation(repos, invitationToken, parent.id);
        return parent;
      });
      background.run('register-mail', async () => {
        if (created) return sendVerification(created);
        if (options.notifyTaken === false) return;
        const existing = await parents.findByEmail(input.email);
        if (existing) {
          await mailer.send(
            accountExistsMail(
              existing.locale,
              existing.email,
              existing.name,
              `${appUrl}/login`,
              `${appUrl}/forgot-password`,
            ),
          );
        }
      });
      return MESSAGES.register.success;
    },

    /**
     * Checks the credentials and opens a new session; the browser's previous session, if any,
     * ends (rotated at login) and its end is announced. Login is allowed before verification
     * (product.md).
     * @param previousToken the session cookie the browser sent, if any
     * @throws HttpError 401 INVALID_CREDENTIALS for an unknown e-mail or a wrong password alike;
     *   403 ACCOUNT_SUSPENDED for a suspended account's right password (decision 060)
     */
    async login(
      input: LoginRequest,
      previousToken?: string,
    ): Promise<{ parent: ParentRecord; session: IssuedSession }> {
      const parent = await parents.findByEmail(input.email);
      const valid = await verifyPassword(parent?.passwordHash, input.password);
      if (!parent || !valid) {
        throw unauthorized('INVALID_CREDENTIALS', MESSAGES.login.invalidCredentials);
      }
      // Told only with the right password, so a guess learns nothing (issue 27, decision 060).
      if (parent.suspendedAt) throw suspended();
      await endSession(previousToken, 'login-rotation');
      return { parent, session: await issueSession(parent.id) };
    },

    /**
     * Deletes the session behind a cookie token and announces its end (no-op for an unknown
     * token).
     */
    logout: (sessionToken: string | undefined) => endSession(sessionToken, 'logout'),

    /**
     * Uses a verification token once, marks the e-mail verified and signs the parent in (the
     * browser's previous session ends, as at login).
     *
     * A link opened again after it worked (issue 9) is not a red error: a used or expired token
     * whose parent is verified answers 409 ALREADY_VERIFIED, so the screen can say "Your e-mail
     * is already verified" and go on. It signs nobody in (an old link in a mailbox is no key),
     * and only a token we issued gets that answer: an unknown one says nothing about any
     * account.
     * @param previousToken the session cookie the browser sent, if any
     * @throws HttpError 400 INVALID_TOKEN for an unknown token, or a used, retired or expired one
     *   of a parent still unverified; 409 ALREADY_VERIFIED for a used or expired token of a
     *   verified parent
     */
    async verifyEmail(
      token: string,
      previousToken?: string,
    ): Promise<{ parent: ParentRecord; session: IssuedSession }> {
      const tokenHash = hashToken(token);
      const parentId = await repository.consumeEmailToken(tokenHash, 'verify');
      if (parentId === undefined) {
        const owner = await repository.findEmailTokenOwner(tokenHash, 'verify');
        const ownerParent = owner === undefined ? undefined : await parents.findById(owner);
        if (ownerParent?.emailVerified)
          throw conflict('ALREADY_VERIFIED', MESSAGES.verify.alreadyVerified);
        throw badRequest('INVALID_TOKEN', MESSAGES.verify.invalidToken);
      }
      await parents.markEmailVerified(parentId);
      events.emit('parentChanged', { parentId });
      const parent = await parents.findById(parentId);
      if (!parent) throw badRequest('INVALID_TOKEN', MESSAGES.verify.invalidToken);
      if (parent.suspendedAt) throw suspended();
      await endSession(previousToken, 'login-rotation');
      return { parent, session: await issueSession(parentId) };
    },

    /**
     * Mails a new verification link to an unverified parent; silent for unknown or verified
     * addresses so the answer reveals nothing.
     */
    resendVerification(parent: SessionParentProfile | undefined): string {
      if (parent && !parent.emailVerified)
        background.run('verify-mail', () => sendVerification(parent));
      return MESSAGES.verify.resent;
    },

    /** Looks a parent up by e-mail (for resend without a session). */
    findParentByEmail: (email: string) => parents.findByEmail(email),

    /**
     * Mails a reset link (valid 1 h) when the e-mail is registered. The lookup and the mail run
     * in the background, so the answer is the same, in content and in time, either way
     * (product.md).
     * @returns the success text of spec §8.2 Reset request
     */
    requestPasswordReset(email: string): string {
      background.run('reset-mail', async () => {
        const parent = await parents.findByEmail(email);
        if (!parent) return;
        const token = await issueEmailToken(parent.id, 'reset', RESET_TOKEN_TTL_MS);
        await mailer.send(
          passwordResetMail(
            parent.locale,
            parent.email,
            parent.name,
            `${appUrl}/new-password?token=${token}`,
          ),
        );
      });
      return MESSAGES.resetRequest.success;
    },

    /**
     * Sets a new password with a reset token (single use) and ends the parent's other sessions,
     * announcing each. Resetting also proves the parent owns the address, so it marks the
     * e-mail verified.
     * @param currentSessionToken the caller's own session cookie, kept if it is the same parent's
     * @throws HttpError 400 INVALID_TOKEN for an unknown, used or expired token
     */
    async resetPassword(
      token: string,
      password: string,
      currentSessionToken?: string,
    ): Promise<string> {
      const passwordHash = await hashPassword(password);
      const parentId = await repository.consumeEmailToken(hashToken(token), 'reset');
      if (parentId === undefined)
        throw badRequest('INVALID_TOKEN', MESSAGES.newPassword.invalidToken);
      await parents.updatePasswordHash(parentId, passwordHash);
      await parents.markEmailVerified(parentId);
      events.emit('parentChanged', { parentId });
      const ended = await repository.deleteSessionsOfParent(
        parentId,
        currentSessionToken ? hashToken(currentSessionToken) : undefined,
      );
      await sessionsEnded(ended, 'password-reset');
      return MESSAGES.newPassword.done;
    },

    /**
     * Ends every session of a parent and announces each: the parent is signed out on every
     * device, and their sockets close. Account deletion (issue 14) calls it.
     * @returns how many sessions ended
     */
    async endAllSessions(parentId: number): Promise<number> {
      const ended = await repository.deleteSessionsOfParent(parentId);
      await sessionsEnded(ended, 'all-ended');
      return ended.length;
    },

    /**
     * Whether `password` is the parent's (argon2id, the same work whatever the answer), for a
     * step that asks for the password again: account deletion (issue 14).
     */
    async checkPassword(parentId: number, password: string): Promise<boolean> {
      const parent = await parents.findById(parentId);
      return verifyPassword(parent?.passwordHash, password);
    },

    /**
     * Announces sessions whose rows the caller deleted in its own transaction (account
     * deletion, after its commit): every instance's cache forgets them before this resolves,
     * then `sessionEnded` closes their sockets.
     */
    endedSessions: (ended: SessionRef[]) => sessionsEnded(ended, 'account-deleted'),

    /**
     * Announces sessions a moderator's suspension deleted in its own transaction (issue 27,
     * after its commit): every instance's cache forgets them, then their sockets close.
     */
    suspendedSessions: (ended: SessionRef[]) => sessionsEnded(ended, 'suspended'),

    /**
     * The live session named by a `Cookie` header, for an HTTP request and a Socket.IO
     * handshake alike (product.md: the socket handshake is authenticated by the session
     * cookie). Expired or unknown sessions, and headers without the session cookie, answer
     * null without error; a token not shaped like ours (TOKEN_SHAPE) is not looked up. Served from the session cache when it holds the session (decision
     * 011), else one prepared query.
     * @param cookieHeader the raw `Cookie` request header
     * @param options.fresh read the database even when the cache holds the session (an open
     *   socket re-reading its parent after a change: SessionCache's `fresh`)
     */
    async resolveSessionParent(
      cookieHeader: string | undefined,
      options: { fresh?: boolean } = {},
    ): Promise<SessionContext | null> {
      if (!cookieHeader) return null;
      const token = fastifyCookie.parse(cookieHeader)[sessionCookie];
      // A token of another shape was never issued: refused before any lookup (decision 057).
      if (!token || !TOKEN_SHAPE.test(token)) return null;
      const tokenHash = hashToken(token);
      const found = await sessionCache.resolve(
        tokenHash,
        () => repository.findSession(tokenHash),
        options,
      );
      return found ? { sessionId: found.sessionId, parent: found.parent, token } : null;
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
