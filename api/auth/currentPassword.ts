import type { ServerResponse } from 'node:http';
import { badRequest } from '../http/errors';
import type { Services } from '../services';
import type { UserRecord } from '../users/userRecord';
import { countUserFailure, lockedAt } from './login';
import { recordLoginFailure } from './loginFlood';
import { accountLocked, floodLimitOf, refuseFlooding } from './passwordGuesses';
import { verifyPassword } from './passwords';

const WRONG_CURRENT_PASSWORD = 'The current password is not correct';

/**
 * The current password a signed-in user gives to set a new one. A wrong one counts exactly like a wrong
 * login: against the account (400 on currentPassword, the third locks it: 423, and while locked even the
 * right one is refused unhashed, at login too) and against the client's address (past the login-flood
 * limit, 429 with Retry-After before any hashing). A token left on an unattended screen is no way to guess.
 */
export async function assertCurrentPassword(services: Services, user: UserRecord, password: string, address: string, res: ServerResponse): Promise<void> {
  const { db, clock, config } = services;
  const now = clock.now();
  const flood = floodLimitOf(config);
  await refuseFlooding(db, address, now, flood, res);
  if (lockedAt(user, now)) {
    await recordLoginFailure(db, address, now, flood);
    throw accountLocked(user.failedAttempts, user.lockedUntil);
  }
  if (await verifyPassword(user.passwordHash, password)) return;
  await recordLoginFailure(db, address, now, flood);
  const next = await countUserFailure(db, user.id, now);
  if (lockedAt(next, now)) throw accountLocked(next.failedAttempts, next.lockedUntil);
  throw badRequest('Invalid request body', { currentPassword: WRONG_CURRENT_PASSWORD });
}
