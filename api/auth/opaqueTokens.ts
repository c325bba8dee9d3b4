import { createHash, randomBytes } from 'node:crypto';

/**
 * Refresh and password-reset tokens are random secrets the client keeps; the database keeps only
 * their sha256, so a leaked table cannot be replayed.
 */
export function newOpaqueToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashOpaqueToken(token) };
}

export function hashOpaqueToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
