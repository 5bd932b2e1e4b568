import { parentSchema } from '@nestling/shared';
import { z } from 'zod';

/**
 * Answer of GET /api/auth/me: the signed-in parent, or null when logged out (never a 401).
 * In a module of its own, loaded by the session check when an answer names a parent
 * (decision 032), so a logged-out visitor's first load carries no zod.
 */
export const sessionBodySchema = z.object({ parent: parentSchema.nullable() });
