import type { Queryable } from '../db/database';
import { hashOpaqueToken, newOpaqueToken } from './opaqueTokens';
import { endUserSessions, type Session } from './sessions';

/**
 * Two tabs (or a retry after a lost answer) may present the same refresh token at nearly the same time:
 * within this window each gets a valid successor; later, presenting a spent token means it was copied.
 */
export const REFRESH_GRACE_MS = 10_000;

export async function issueRefreshToken(db: Queryable, userId: number, session: Session, now: Date): Promise<string> {
  const { token, hash } = newOpaqueToken();
  await db.query('INSERT INTO refresh_tokens (user_id, token_hash, family_id, issued_at) VALUES ($1, $2, $3, $4)', [userId, hash, session.id, now]);
  return token;
}

interface StoredToken {
  id: number;
  userId: number;
  sessionId: string;
  expiresAt: Date;
  endedAt: Date | null;
}

/**
 * Spends a refresh token and tells whose session it belongs to; undefined when it is unknown, its
 * session ended or expired. A token spent more than REFRESH_GRACE_MS ago is a replay: every session of
 * that user ends.
 */
export async function consumeRefreshToken(db: Queryable, token: string, now: Date): Promise<{ userId: number; session: Session } | undefined> {
  const [stored] = await db.query<StoredToken>(
    `SELECT t.id, t.user_id AS "userId", s.id AS "sessionId", s.expires_at AS "expiresAt", s.ended_at AS "endedAt"
       FROM refresh_tokens t JOIN sessions s ON s.id = t.family_id
      WHERE t.token_hash = $1`,
    [hashOpaqueToken(token)],
  );
  if (!stored || stored.endedAt || stored.expiresAt.getTime() <= now.getTime()) return undefined;
  // One statement marks the first use and reads it back, so two racing requests see the same time.
  const [spent] = await db.query<{ usedAt: Date }>('UPDATE refresh_tokens SET used_at = COALESCE(used_at, $2) WHERE id = $1 RETURNING used_at AS "usedAt"', [
    stored.id,
    now,
  ]);
  if (!spent || now.getTime() - spent.usedAt.getTime() > REFRESH_GRACE_MS) {
    await endUserSessions(db, stored.userId, now);
    return undefined;
  }
  return { userId: stored.userId, session: { id: stored.sessionId, expiresAt: stored.expiresAt } };
}

/** Logout: the session the token belongs to ends, with all its refresh and access tokens. */
export async function endSessionOfRefreshToken(db: Queryable, token: string, now: Date): Promise<void> {
  await db.query(
    `UPDATE sessions SET ended_at = $2
      WHERE ended_at IS NULL AND id = (SELECT family_id FROM refresh_tokens WHERE token_hash = $1)`,
    [hashOpaqueToken(token), now],
  );
}
