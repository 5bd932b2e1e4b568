import { PASSWORD_MIN_LENGTH } from '../constants.js';

// The register form's live hint (PASSWORD_STRENGTH, passwordStrengthHint) lives in
// password-strength.ts with its own copies of these classes: the sign-up schema, which the
// signed-in start loads, checks this rule, and the hint's code loads on /register alone — one
// module shared by both would put the start's chunk (and zod) on /register (issue 29).

const LOWER = /[a-z]/;
const UPPER = /[A-Z]/;
const DIGIT = /[0-9]/;
const SYMBOL = /[^A-Za-z0-9]/;

/**
 * Whether a password satisfies the registration rule of spec §5: a lowercase letter, an
 * uppercase letter, a digit, a symbol (any character that is not an ASCII letter or digit)
 * and at least 8 characters.
 * @param password the password as typed (not trimmed)
 * @returns true when every condition holds
 */
export function isStrongPassword(password: string): boolean {
  return (
    password.length >= PASSWORD_MIN_LENGTH &&
    LOWER.test(password) &&
    UPPER.test(password) &&
    DIGIT.test(password) &&
    SYMBOL.test(password)
  );
}
