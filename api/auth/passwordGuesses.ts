import type { ServerResponse } from 'node:http';
import { LOGIN_MAX_ATTEMPTS } from '../../schemas/constants';
import type { ApiConfig } from '../config';
import type { Queryable } from '../db/database';
import { HttpError } from '../http/errors';
import { floodWaitSeconds, type FloodLimit } from './loginFlood';

/** The answers every password check gives (login, the profile's current password). */
const ACCOUNT_LOCKED = 'Too many wrong password, account is locked for 5 minutes';
const TOO_MANY_FAILURES = 'Too many failed logins from your network. Please try again later.';

export const floodLimitOf = (config: ApiConfig): FloodLimit => ({ limit: config.loginFailureLimit, windowSeconds: config.loginFailureWindowSeconds });

/** 429 with Retry-After when the client's address is over the limit of failed password checks: asked before any hashing. */
export async function refuseFlooding(db: Queryable, address: string, now: Date, flood: FloodLimit, res: ServerResponse): Promise<void> {
  const wait = await floodWaitSeconds(db, address, now, flood);
  if (wait === undefined) return;
  res.setHeader('Retry-After', String(wait));
  throw new HttpError(429, TOO_MANY_FAILURES, undefined, { retryAfter: wait });
}

/** 423: the account is locked after LOGIN_MAX_ATTEMPTS wrong passwords, until `lockedUntil`. */
export const accountLocked = (loginAttempts: number, lockedUntil: Date) =>
  new HttpError(423, ACCOUNT_LOCKED, undefined, { loginAttempts, maxAttempts: LOGIN_MAX_ATTEMPTS, lockedUntil: lockedUntil.toISOString() });
