import { hash, randomBytes } from 'node:crypto';

/**
 * A fresh opaque token: 32 random bytes (256 bits) as base64url, and its SHA-256 hex digest,
 * which is all the database keeps (product.md: tokens stored hashed).
 */
export function generateToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashToken(token) };
}

/**
 * What every token of {@link generateToken} looks like: 43 characters of base64url. A cookie
 * or link token of another shape was never issued, so it is refused without a lookup.
 */
export const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

/**
 * SHA-256 hex digest of a token, for lookup. Node's one-shot `crypto.hash`: every signed-in
 * request hashes its session cookie to find its session, and the one-shot call costs about
 * half of a Hash object's create-update-digest (issue 13).
 */
export function hashToken(token: string): string {
  return hash('sha256', token, 'hex');
}
