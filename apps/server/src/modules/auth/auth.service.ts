import {
  MESSAGES,
  RESET_TOKEN_TTL_MS,
  VERIFY_TOKEN_TTL_MS,
  type LoginRequest,
  type RegisterRequest,
} from '@nestling/shared';
import { badRequest, unauthorized } from '../../lib/http-errors.js';
import type { BackgroundTasks } from '../../lib/background.js';
import type { Mailer } from '../mail/mailer.js';
import { accountExistsMail, passwordResetMail, verificationMail } from '../mail/templates.js';
import type { AuthRepository, ParentRecord } from './auth.repository.js';
import { hashPassword, verifyPassword } from './passwords.js';
import { generateToken, hashToken } from './tokens.js';

export interface AuthServiceDeps {
  repository: AuthRepository;
  mailer: Mailer;
  /** Runs work that must not change how long an answer takes. */
  background: BackgroundTasks;
  /** Public origin for links in mail, without a trailing slash. */
  appUrl: string;
  /** Session lifetime in days. */
  sessionTtlDays: number;
}

/** A freshly issued session: the raw cookie token (never stored) and its expiry. */
export interface IssuedSession {
  token: string;
  expiresAt: Date;
}

/**
 * Account rules (issue 2 §4, product.md "Accounts and sessions"). Every function answers the
 * same way whether or not an e-mail is registered, and does the same hashing work either way.
 */
export function createAuthService({
  repository,
  mailer,
  background,
  appUrl,
  sessionTtlDays,
}: AuthServiceDeps) {
  async function issueSession(parentId: number): Promise<IssuedSession> {
    const { token, hash } = generateToken();
    const expiresAt = new Date(Date.now() + sessionTtlDays * 24 * 60 * 60 * 1000);
    await repository.createSession(parentId, hash, expiresAt);
    return { token, expiresAt };
  }

  async function sendVerification(parent: ParentRecord): Promise<void> {
    await repository.retireEmailTokens(parent.id, 'verify');
    const { token, hash } = generateToken();
    await repository.createEmailToken(
      parent.id,
      'verify',
      hash,
      new Date(Date.now() + VERIFY_TOKEN_TTL_MS),
    );
    await mailer.send(
      verificationMail(parent.email, parent.name, `${appUrl}/verify-email?token=${token}`),
    );
  }

  return {
    /**
     * Registers a parent and mails a verification link. When the e-mail is taken, the owner is
     * told by mail instead and the caller gets the same answer.
     * @returns the success text of spec §8.2 Register
     */
    async register(input: RegisterRequest): Promise<string> {
      const passwordHash = await hashPassword(input.password);
      const created = await repository.insertParent({
        name: input.name,
        email: input.email,
        passwordHash,
        gender: input.gender,
        dob: input.dob,
      });
      background.run('register-mail', async () => {
        if (created) return sendVerification(created);
        const existing = await repository.findParentByEmail(input.email);
        if (existing) {
          await mailer.send(
            accountExistsMail(
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
     * Checks the credentials and opens a new session (the caller drops the previous one: the
     * session is rotated at login). Login is allowed before verification (product.md).
     * @throws HttpError 401 INVALID_CREDENTIALS for an unknown e-mail or a wrong password alike
     */
    async login(input: LoginRequest): Promise<{ parent: ParentRecord; session: IssuedSession }> {
      const parent = await repository.findParentByEmail(input.email);
      const valid = await verifyPassword(parent?.passwordHash, input.password);
      if (!parent || !valid) {
        throw unauthorized('INVALID_CREDENTIALS', MESSAGES.login.invalidCredentials);
      }
      return { parent, session: await issueSession(parent.id) };
    },

    /** Deletes the session behind a cookie token (no-op for an unknown token). */
    async logout(sessionToken: string): Promise<void> {
      await repository.deleteSession(hashToken(sessionToken));
    },

    /**
     * Uses a verification token once, marks the e-mail verified and signs the parent in.
     * @throws HttpError 400 INVALID_TOKEN for an unknown, used or expired token
     */
    async verifyEmail(token: string): Promise<{ parent: ParentRecord; session: IssuedSession }> {
      const parentId = await repository.consumeEmailToken(hashToken(token), 'verify');
      if (parentId === undefined) throw badRequest('INVALID_TOKEN', MESSAGES.verify.invalidToken);
      await repository.markEmailVerified(parentId);
      const parent = await repository.findParentById(parentId);
      if (!parent) throw badRequest('INVALID_TOKEN', MESSAGES.verify.invalidToken);
      return { parent, session: await issueSession(parentId) };
    },

    /**
     * Mails a new verification link to an unverified parent; silent for unknown or verified
     * addresses so the answer reveals nothing.
     */
    resendVerification(parent: ParentRecord | undefined): string {
      if (parent && !parent.emailVerified)
        background.run('verify-mail', () => sendVerification(parent));
      return MESSAGES.verify.resent;
    },

    /** Looks a parent up by e-mail (for resend without a session). */
    findParentByEmail: (email: string) => repository.findParentByEmail(email),

    /**
     * Mails a reset link (valid 1 h) when the e-mail is registered. The lookup and the mail run
     * in the background, so the answer is the same, in content and in time, either way
     * (product.md).
     * @returns the success text of spec §8.2 Reset request
     */
    requestPasswordReset(email: string): string {
      background.run('reset-mail', async () => {
        const parent = await repository.findParentByEmail(email);
        if (!parent) return;
        await repository.retireEmailTokens(parent.id, 'reset');
        const { token, hash } = generateToken();
        await repository.createEmailToken(
          parent.id,
          'reset',
          hash,
          new Date(Date.now() + RESET_TOKEN_TTL_MS),
        );
        await mailer.send(
          passwordResetMail(parent.email, parent.name, `${appUrl}/new-password?token=${token}`),
        );
      });
      return MESSAGES.resetRequest.success;
    },

    /**
     * Sets a new password with a reset token (single use) and ends the parent's other sessions.
     * Resetting also proves the parent owns the address, so it marks the e-mail verified.
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
      await repository.updatePasswordHash(parentId, passwordHash);
      await repository.markEmailVerified(parentId);
      await repository.deleteSessionsOfParent(
        parentId,
        currentSessionToken ? hashToken(currentSessionToken) : undefined,
      );
      return MESSAGES.newPassword.done;
    },

    /** The parent behind a session cookie token, or undefined. */
    async findSessionParent(sessionToken: string): Promise<ParentRecord | undefined> {
      return repository.findSessionParent(hashToken(sessionToken));
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
