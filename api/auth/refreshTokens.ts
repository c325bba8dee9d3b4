import { randomUUID } from 'node:crypto';
import type { Queryable } from '../db/database';
import { hashOpaqueToken, newOpaqueToken } from './opaqueTokens';

/** Tokens rotated from one login share a family and its absolute expiry: rotation never extends a session. */
export interface RefreshFamily {
  familyId: string;
  expiresAt: Date;
}

export function newRefreshFamily(now: Date, ttlSeconds: number): RefreshFamily {
  return { familyId: randomUUID(), expiresAt: new Date(now.getTime() + ttlSeconds * 1000) };
}

export async function issueRefreshToken(db: Queryable, userId: number, family: RefreshFamily, now: Date): Promise<string> {
  const { token, hash } = newOpaqueToken();
  await db.query(
    `INSERT INTO refresh_tokens (user_id, token_hash, family_id, issued_at, family_expires_at) VALUES ($1, $2, $3, $4, $5)`,
    [userId, hash, family.familyId, now, family.expiresAt],
  );
  return token;
}

interface StoredToken {
  id: number;
  userId: number;
  familyId: string;
  expiresAt: Date;
  usedAt: Date | null;
  revokedAt: Date | null;
}

/**
 * Marks a refresh token used and tells whose family it belongs to; undefined when it is unknown,
 * revoked or expired. Presenting a token that was already used means it was copied: every token
 * of that user is revoked, the rotated one too.
 */
export async function consumeRefreshToken(db: Queryable, token: string, now: Date): Promise<{ userId: number; family: RefreshFamily } | undefined> {
  const [stored] = await db.query<StoredToken>(
    `SELECT id, user_id AS "userId", family_id AS "familyId", family_expires_at AS "expiresAt", used_at AS "usedAt", revoked_at AS "revokedAt"
       FROM refresh_tokens WHERE token_hash = $1`,
    [hashOpaqueToken(token)],
  );
  if (!stored || stored.revokedAt || stored.expiresAt.getTime() <= now.getTime()) return undefined;
  // The guarded update also catches two requests racing with the same token.
  const marked = stored.usedAt
    ? []
    : await db.query('UPDATE refresh_tokens SET used_at = $2 WHERE id = $1 AND used_at IS NULL AND revoked_at IS NULL RETURNING id', [stored.id, now]);
  if (marked.length === 0) {
    await revokeUserRefreshTokens(db, stored.userId, now);
    return undefined;
  }
  return { userId: stored.userId, family: { familyId: stored.familyId, expiresAt: stored.expiresAt } };
}

/** Logout: the token's whole family stops working. */
export async function revokeRefreshFamily(db: Queryable, token: string, now: Date): Promise<void> {
  await db.query(
    `UPDATE refresh_tokens SET revoked_at = $2
      WHERE revoked_at IS NULL AND family_id = (SELECT family_id FROM refresh_tokens WHERE token_hash = $1)`,
    [hashOpaqueToken(token), now],
  );
}

/** After a password change, a deletion or a detected reuse: every session of the user ends at its next refresh. */
export async function revokeUserRefreshTokens(db: Queryable, userId: number, now: Date): Promise<void> {
  await db.query('UPDATE refresh_tokens SET revoked_at = $2 WHERE user_id = $1 AND revoked_at IS NULL', [userId, now]);
}
