import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { MESSAGES } from '@nestling/shared';
import { HttpError } from '../../lib/http-errors.js';
import { hashedKeyPart, keyedCounter, type KeyedCount } from '../../lib/keyed-rate-limit.js';

/**
 * Failed sign-ins allowed per account and client address in {@link FAILED_LOGIN_WINDOW}; past
 * them that address answers 429 for that account (decision 057).
 */
export const FAILED_LOGINS_PER_ACCOUNT_AND_ADDRESS = 5;
/** Failed sign-ins allowed per client address, whatever accounts they name, in the window. */
export const FAILED_LOGINS_PER_ADDRESS = 30;
/** The window of every failed-sign-in count. */
export const FAILED_LOGIN_WINDOW = '15 minutes';
/** Failed sign-ins of an account, from all addresses, before its tries are slowed. */
export const FAILED_LOGINS_BEFORE_SLOWING = 5;
/** The first slowed try's wait, in ms; each further failure doubles it, up to the cap. */
export const LOGIN_SLOWING_FIRST_MS = 250;
/** The longest wait of a slowed try, in ms (the web app gives up on an answer at 15 s). */
export const LOGIN_SLOWING_MAX_MS = 4_000;

/**
 * How long a sign-in on an account waits before its password is checked, after `failures`
 * failed sign-ins of that account in the window from every address: nothing for the first
 * {@link FAILED_LOGINS_BEFORE_SLOWING}, then 250 ms doubling per failure up to 4 s (NIST SP
 * 800-63B §5.2.2: a wait that grows with the failures, rather than a lock-out its owner suffers).
 * @returns milliseconds
 */
export function loginSlowingMs(failures: number): number {
  const over = failures - FAILED_LOGINS_BEFORE_SLOWING;
  if (over <= 0) return 0;
  return Math.min(LOGIN_SLOWING_MAX_MS, LOGIN_SLOWING_FIRST_MS * 2 ** (over - 1));
}

/** The account a login names: its e-mail trimmed and lower-cased, as accounts are matched. */
function accountOf(request: FastifyRequest): string {
  const email = (request.body as { email?: unknown } | undefined)?.email;
  return typeof email === 'string' ? email.trim().toLowerCase() : '';
}

/**
 * The sign-in throttle of decision 057 (issue 27, finding 1). Only failed sign-ins count, in
 * three counts over {@link FAILED_LOGIN_WINDOW}:
 * - per account and address: past {@link FAILED_LOGINS_PER_ACCOUNT_AND_ADDRESS}, that address's
 *   tries on that account answer 429 (with Retry-After);
 * - per address: past {@link FAILED_LOGINS_PER_ADDRESS}, every try from it answers 429;
 * - per account from every address: never refused, but slowed ({@link loginSlowingMs}), so
 *   strangers failing on a known e-mail cannot lock its owner out.
 * The password-reset request is not throttled per account at all.
 * @returns `check`, the login route's preHandler (refuses or waits before the password check),
 *   and `failed`, which the route awaits when the credentials were wrong
 */
export function loginThrottle(app: FastifyInstance): {
  check(request: FastifyRequest, reply: FastifyReply): Promise<void>;
  failed(request: FastifyRequest): Promise<void>;
} {
  const window = FAILED_LOGIN_WINDOW;
  const perAccountAndAddress = keyedCounter(app, {
    timeWindow: window,
    keyGenerator: (request) =>
      `login-failed-account-address:${hashedKeyPart(accountOf(request), request.ip)}`,
  });
  const perAddress = keyedCounter(app, {
    timeWindow: window,
    keyGenerator: (request) => `login-failed-address:${request.ip}`,
  });
  const perAccount = keyedCounter(app, {
    timeWindow: window,
    keyGenerator: (request) => `login-failed-account:${hashedKeyPart(accountOf(request))}`,
  });

  function refuse(reply: FastifyReply, count: KeyedCount): never {
    reply.header('retry-after', Math.max(1, count.ttlInSeconds));
    throw new HttpError(429, 'RATE_LIMITED', MESSAGES.common.rateLimited);
  }

  return {
    async check(request, reply) {
      const [pair, address, account] = await Promise.all([
        perAccountAndAddress.read(request),
        perAddress.read(request),
        perAccount.read(request),
      ]);
      if (pair.count >= FAILED_LOGINS_PER_ACCOUNT_AND_ADDRESS) refuse(reply, pair);
      if (address.count >= FAILED_LOGINS_PER_ADDRESS) refuse(reply, address);
      const wait = loginSlowingMs(account.count);
      if (wait > 0) await sleep(wait);
    },
    async failed(request) {
      await Promise.all([
        perAccountAndAddress.add(request),
        perAddress.add(request),
        perAccount.add(request),
      ]);
    },
  };
}

/**
 * Requests that mail an address about its account (a password-reset link, the "you already
 * have an account" notice of a registration with a taken e-mail) counted per address of mail
 * per hour, whoever asks and from wherever: past it the request answers as always and no mail
 * goes (decision 057), so nobody can flood a mailbox through us, and a stranger's requests
 * never lock the owner out of the reset.
 */
export const ACCOUNT_MAILS_PER_ADDRESS_PER_HOUR = 5;

/**
 * The per-address-of-mail cap of {@link ACCOUNT_MAILS_PER_ADDRESS_PER_HOUR}, over the request
 * body's `email` (trimmed, lower-cased). Counted in the rate-limit store, shared by instances.
 * @returns `take(request)`: counts one mail to that address and answers whether it may go
 */
export function accountMailCap(app: FastifyInstance): {
  take(request: FastifyRequest): Promise<boolean>;
} {
  const mails = keyedCounter(app, {
    timeWindow: '1 hour',
    keyGenerator: (request) => `account-mail:${hashedKeyPart(accountOf(request))}`,
  });
  return {
    async take(request) {
      return (await mails.add(request)).count <= ACCOUNT_MAILS_PER_ADDRESS_PER_HOUR;
    },
  };
}
