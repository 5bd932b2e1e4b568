import { createHash, randomBytes } from 'node:crypto';

/**
 * A fresh opaque token: 32 random bytes (256 bits) as base64url, and its SHA-256 hex digest,
 * which is all the database keeps (product.md: tokens stored hashed).
 */
export function generateToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashToken(token) };
}

/** SHA-256 hex digest of a token, for lookup. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
