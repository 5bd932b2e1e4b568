import { builtOnce, getParentSchema } from '@nestling/shared';
import { z } from 'zod';

/**
 * Answer of GET /api/auth/me: the signed-in parent, or null when logged out (never a 401).
 * In a module of its own, loaded by the session check when an answer names a parent
 * (decision 032), so a logged-out visitor's first load carries no zod. Built on the first call,
 * when an answer is checked with it, not when the module is evaluated (`builtOnce`: the late
 * check builds one answer's schema per task, issue 29).
 */
export const getSessionBodySchema = builtOnce(() =>
  z.object({ parent: getParentSchema().nullable() }),
);
