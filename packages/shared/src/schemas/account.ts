import { z } from 'zod';
import { PASSWORD_MAX_LENGTH } from '../constants.js';
import { ACCOUNT_MESSAGES } from './account-texts.js';

/**
 * `DELETE /api/account` (issue 14): the parent's password, sent as typed, not blank (the same
 * rule as login's password field).
 */
export const accountDeleteRequestSchema = z.strictObject({
  password: z
    .string({ error: ACCOUNT_MESSAGES.passwordRequired })
    .max(PASSWORD_MAX_LENGTH, ACCOUNT_MESSAGES.wrongPassword)
    .refine((value) => value.trim().length > 0, ACCOUNT_MESSAGES.passwordRequired),
});
export type AccountDeleteRequest = z.infer<typeof accountDeleteRequestSchema>;
