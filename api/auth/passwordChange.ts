import type { Queryable } from '../db/database';
import { endUserSessions } from './sessions';

/**
 * Every password change (reset link, admin edit, the user's own) unlocks the account and ends the
 * user's sessions at once, access tokens included; the user's own change keeps the session they made it in.
 */
export async function changePassword(db: Queryable, userId: number, passwordHash: string, now: Date, keepSession?: string): Promise<void> {
  await db.query('UPDATE users SET password_hash = $2, failed_attempts = 0, locked_until = NULL WHERE id = $1', [userId, passwordHash]);
  await endUserSessions(db, userId, now, keepSession);
}
