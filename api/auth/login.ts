import { LOGIN_LOCK_MINUTES, LOGIN_MAX_ATTEMPTS } from '../../schemas/constants';
import type { Queryable } from '../db/database';
import { findUser, type UserRecord } from '../users/userRecord';
import type { LoginLocation } from './loginLocation';
import { hashPassword, verifyPassword } from './passwords';

type LoginOutcome =
  | { kind: 'success'; user: UserRecord }
  | { kind: 'wrong'; loginAttempts: number }
  | { kind: 'locked'; loginAttempts: number; lockedUntil: Date };

export interface Counter {
  failedAttempts: number;
  lockedUntil: Date | null;
}

const LOCK_MS = LOGIN_LOCK_MINUTES * 60_000;

/** Unknown emails are checked against a throwaway hash so they take as long as a wrong password. */
let decoyHash: Promise<string> | undefined;

/** The next failure count of a counter row `c`: it starts again once a lock has passed. */
const NEXT_ATTEMPTS = (c: string) => `CASE WHEN ${c}.locked_until IS NOT NULL AND ${c}.locked_until <= $2 THEN 1 ELSE ${c}.failed_attempts + 1 END`;
const COUNTER_COLUMNS = 'failed_attempts AS "failedAttempts", locked_until AS "lockedUntil"';

/** Known users keep their counter on their row. Parameters: $1 key, $2 now, $3 max attempts, $4 lock end. */
const COUNT_USER_FAILURE = `
  WITH next AS (SELECT id, ${NEXT_ATTEMPTS('users')} AS attempts FROM users WHERE id = $1)
  UPDATE users u SET failed_attempts = next.attempts, locked_until = CASE WHEN next.attempts >= $3 THEN $4::timestamptz END
    FROM next WHERE u.id = next.id
  RETURNING u.failed_attempts AS "failedAttempts", u.locked_until AS "lockedUntil"`;

/** Unknown emails keep the same counter in a table of their own, so their answers match a real account's. */
const COUNT_UNKNOWN_FAILURE = `
  INSERT INTO unknown_login_attempts AS a (email, failed_attempts, locked_until, last_failed_at)
  VALUES (lower($1), 1, CASE WHEN 1 >= $3 THEN $4::timestamptz END, $2)
  ON CONFLICT (email) DO UPDATE
     SET failed_attempts = ${NEXT_ATTEMPTS('a')},
         locked_until = CASE WHEN ${NEXT_ATTEMPTS('a')} >= $3 THEN $4::timestamptz END,
         last_failed_at = $2
  RETURNING ${COUNTER_COLUMNS}`;

/** Whether a counter's account is locked at `now`. */
export const lockedAt = (counter: Counter, now: Date): counter is Counter & { lockedUntil: Date } =>
  counter.lockedUntil !== null && counter.lockedUntil.getTime() > now.getTime();

/** Counts one wrong password against a user's account (login or the profile's current password); the third locks it. */
export async function countUserFailure(db: Queryable, userId: number, now: Date): Promise<Counter> {
  const [next] = await db.query<Counter>(COUNT_USER_FAILURE, [userId, now, LOGIN_MAX_ATTEMPTS, new Date(now.getTime() + LOCK_MS)]);
  return next ?? { failedAttempts: 1, lockedUntil: null };
}

async function unknownCounter(db: Queryable, email: string): Promise<Counter> {
  const [row] = await db.query<Counter>(`SELECT ${COUNTER_COLUMNS} FROM unknown_login_attempts WHERE email = lower($1)`, [email]);
  return row ?? { failedAttempts: 0, lockedUntil: null };
}

/**
 * Checks a login and records it (login_history, failure counter). The third wrong password locks the
 * account for LOGIN_LOCK_MINUTES; while locked even the right password is refused (and nothing is
 * hashed); once the lock has passed the counter starts again. An unknown email goes through the same
 * steps against a decoy hash and a counter of its own: the answers (401, 401, 423, 423, ...) and their
 * timing do not tell whether an account exists.
 */
export async function attemptLogin(db: Queryable, now: Date, input: { email: string; password: string; ip: string; location: LoginLocation }): Promise<LoginOutcome> {
  const user = await findUser(db, { email: input.email });
  const record = (success: boolean) => {
    const place = input.location;
    return db.query(
      `INSERT INTO login_history (user_id, email, success, ip, created_at, city, zipcode, region, country, gps_loc)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
      [user?.id ?? null, input.email, success, input.ip, now, place.city, place.zipcode, place.region, place.country, place.gpsLoc],
    );
  };

  const counter = user ?? (await unknownCounter(db, input.email));
  if (lockedAt(counter, now)) {
    await record(false);
    return { kind: 'locked', loginAttempts: counter.failedAttempts, lockedUntil: counter.lockedUntil };
  }
  decoyHash ??= hashPassword('decoy password of unknown emails');
  const matches = await verifyPassword(user?.passwordHash ?? (await decoyHash), input.password);
  if (user && matches) {
    await db.query('UPDATE users SET failed_attempts = 0, locked_until = NULL WHERE id = $1', [user.id]);
    await record(true);
    return { kind: 'success', user };
  }
  await record(false);
  const next = user
    ? await countUserFailure(db, user.id, now)
    : (await db.query<Counter>(COUNT_UNKNOWN_FAILURE, [input.email, now, LOGIN_MAX_ATTEMPTS, new Date(now.getTime() + LOCK_MS)]))[0];
  if (next?.lockedUntil) return { kind: 'locked', loginAttempts: next.failedAttempts, lockedUntil: next.lockedUntil };
  return { kind: 'wrong', loginAttempts: next?.failedAttempts ?? 1 };
}
