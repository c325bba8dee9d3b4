import type { Queryable } from '../db/database';

export interface FloodLimit {
  /** Failed logins from one address within the window before further attempts are refused. */
  limit: number;
  windowSeconds: number;
}

/**
 * Addresses known to be over the limit, until when (per database, i.e. per api instance): a flood that
 * keeps knocking is answered from memory instead of costing a query per attempt.
 */
const blockedUntil = new WeakMap<Queryable, Map<string, number>>();
const MAX_REMEMBERED = 10_000;

/**
 * Seconds a client address must wait before its next login attempt, or undefined when it may try now.
 * Checked before any password is hashed, so a flood from one address costs a count, not argon2 time.
 */
export async function floodWaitSeconds(db: Queryable, address: string, now: Date, { limit, windowSeconds }: FloodLimit): Promise<number | undefined> {
  const blocked = blockedUntil.get(db) ?? new Map<string, number>();
  blockedUntil.set(db, blocked);
  const until = blocked.get(address);
  if (until !== undefined && until > now.getTime()) return Math.ceil((until - now.getTime()) / 1000);
  blocked.delete(address);
  // The limit-th most recent failure: once it leaves the window the address is below the limit again.
  const [oldest] = await db.query<{ failedAt: Date }>(
    `SELECT failed_at AS "failedAt" FROM login_failures
      WHERE address = $1 AND failed_at > $2 ORDER BY failed_at DESC OFFSET $3 LIMIT 1`,
    [address, new Date(now.getTime() - windowSeconds * 1000), Math.max(0, limit - 1)],
  );
  if (!oldest) return undefined;
  const end = oldest.failedAt.getTime() + windowSeconds * 1000;
  if (blocked.size >= MAX_REMEMBERED) blocked.clear();
  blocked.set(address, end);
  return Math.max(1, Math.ceil((end - now.getTime()) / 1000));
}

/** Counts a failed login (wrong password, locked account, unknown email) against its address; successes never count. */
export async function recordLoginFailure(db: Queryable, address: string, now: Date, { windowSeconds }: FloodLimit): Promise<void> {
  await db.query('DELETE FROM login_failures WHERE failed_at <= $1', [new Date(now.getTime() - windowSeconds * 1000)]);
  await db.query('INSERT INTO login_failures (address, failed_at) VALUES ($1, $2)', [address, now]);
}
