import { LOGIN_LOCK_MINUTES, LOGIN_MAX_ATTEMPTS } from '../../schemas/constants';
import type { Queryable } from '../db/database';
import { findUser, type UserRecord } from '../users/userRecord';
import { hashPassword, verifyPassword } from './passwords';

type LoginOutcome =
  | { kind: 'success'; user: UserRecord }
  | { kind: 'wrong'; loginAttempts: number }
  | { kind: 'locked'; loginAttempts: number; lockedUntil: Date };

const LOCK_MS = LOGIN_LOCK_MINUTES * 60_000;

/** Unknown emails are checked against a throwaway hash so they take as long as a wrong password. */
let decoyHash: Promise<string> | undefined;

/**
 * Checks a login and records it (login_history, failure counter). The third wrong password locks the
 * account for LOGIN_LOCK_MINUTES; while locked even the right password is refused; once the lock has
 * passed the counter starts again. Unknown emails answer like wrong passwords, but never lock.
 */
export async function attemptLogin(db: Queryable, now: Date, input: { email: string; password: string; ip: string }): Promise<LoginOutcome> {
  const user = await findUser(db, { email: input.email });
  const record = (success: boolean) =>
    db.query('INSERT INTO login_history (user_id, email, success, ip, created_at) VALUES ($1, $2, $3, $4, $5)', [
      user?.id ?? null,
      input.email,
      success,
      input.ip,
      now,
    ]);

  if (!user) {
    decoyHash ??= hashPassword('decoy password of unknown emails');
    await verifyPassword(await decoyHash, input.password);
    await record(false);
    return { kind: 'wrong', loginAttempts: await recentUnknownFailures(db, input.email, now) };
  }
  if (user.lockedUntil && user.lockedUntil.getTime() > now.getTime()) {
    await record(false);
    return { kind: 'locked', loginAttempts: user.failedAttempts, lockedUntil: user.lockedUntil };
  }
  if (await verifyPassword(user.passwordHash, input.password)) {
    await db.query('UPDATE users SET failed_attempts = 0, locked_until = NULL WHERE id = $1', [user.id]);
    await record(true);
    return { kind: 'success', user };
  }
  await record(false);
  const [counter] = await db.query<{ failedAttempts: number; lockedUntil: Date | null }>(
    `WITH next AS (
       SELECT id, CASE WHEN locked_until IS NOT NULL AND locked_until <= $2 THEN 1 ELSE failed_attempts + 1 END AS attempts
         FROM users WHERE id = $1)
     UPDATE users u SET failed_attempts = next.attempts,
                        locked_until = CASE WHEN next.attempts >= $3 THEN $4::timestamptz END
       FROM next WHERE u.id = next.id
     RETURNING u.failed_attempts AS "failedAttempts", u.locked_until AS "lockedUntil"`,
    [user.id, now, LOGIN_MAX_ATTEMPTS, new Date(now.getTime() + LOCK_MS)],
  );
  if (counter?.lockedUntil) return { kind: 'locked', loginAttempts: counter.failedAttempts, lockedUntil: counter.lockedUntil };
  return { kind: 'wrong', loginAttempts: counter?.failedAttempts ?? 1 };
}

/** The attempt count an unknown email shows: its failures within the lock window, capped like a real account's counter. */
async function recentUnknownFailures(db: Queryable, email: string, now: Date): Promise<number> {
  const [row] = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM login_history
      WHERE user_id IS NULL AND NOT success AND lower(email) = lower($1) AND created_at > $2`,
    [email, new Date(now.getTime() - LOCK_MS)],
  );
  return Math.min(row?.n ?? 1, LOGIN_MAX_ATTEMPTS);
}
