import type { Queryable } from '../db/database';
import { revokeUserRefreshTokens } from './refreshTokens';

/** Every password change (reset link, admin edit) unlocks the account and ends the user's other sessions. */
export async function changePassword(db: Queryable, userId: number, passwordHash: string, now: Date): Promise<void> {
  await db.query('UPDATE users SET password_hash = $2, failed_attempts = 0, locked_until = NULL WHERE id = $1', [userId, passwordHash]);
  await revokeUserRefreshTokens(db, userId, now);
}
