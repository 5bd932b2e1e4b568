import { PASSWORD_MIN_LENGTH } from '../constants.js';

/** The strength hint texts of spec §5 (Register), in the order they are checked. */
export const PASSWORD_STRENGTH = {
  weak: 'Weak (min 8 chars)',
  addUppercase: 'Medium (add uppercase)',
  addNumber: 'Medium (add number)',
  addSpecial: 'Medium (add special char)',
  strong: 'Strong',
} as const;

export type PasswordStrengthHint = (typeof PASSWORD_STRENGTH)[keyof typeof PASSWORD_STRENGTH];

// The same classes as isStrongPassword's (password.ts); password.test.ts holds the two together.
const UPPER = /[A-Z]/;
const DIGIT = /[0-9]/;
const SYMBOL = /[^A-Za-z0-9]/;

/**
 * The live strength hint shown under the register form's password (spec §5). Checks run in
 * the spec's order: length, then uppercase, then digit, then special character. The spec's
 * hint does not mention lowercase; the rule itself (isStrongPassword) still requires one.
 * @param password the password as typed
 * @returns one of the five hint texts of PASSWORD_STRENGTH
 */
export function passwordStrengthHint(password: string): PasswordStrengthHint {
  if (password.length < PASSWORD_MIN_LENGTH) return PASSWORD_STRENGTH.weak;
  if (!UPPER.test(password)) return PASSWORD_STRENGTH.addUppercase;
  if (!DIGIT.test(password)) return PASSWORD_STRENGTH.addNumber;
  if (!SYMBOL.test(password)) return PASSWORD_STRENGTH.addSpecial;
  return PASSWORD_STRENGTH.strong;
}
