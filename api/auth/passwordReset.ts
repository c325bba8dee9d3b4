import type { Services } from '../services';
import { findUser, type UserRecord } from '../users/userRecord';
import { hashOpaqueToken, newOpaqueToken } from './opaqueTokens';
import { changePassword } from './passwordChange';
import { hashPassword } from './passwords';
import { resetMail } from './resetMail';

/** Reset mails per email within RESET_MAIL_WINDOW_MS: enough for a lost mail, too few to flood an inbox. */
export const RESET_MAILS_PER_WINDOW = 3;
export const RESET_MAIL_WINDOW_MS = 15 * 60_000;

/**
 * Mails a one-time reset link to an active user, at most RESET_MAILS_PER_WINDOW per window; an unknown
 * email or one over the limit does nothing (the caller answers alike).
 */
export async function requestPasswordReset({ db, clock, config, mailer }: Services, email: string): Promise<void> {
  const user = await findUser(db, { email });
  if (!user) return;
  const now = clock.now();
  const [recent] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM password_reset_tokens WHERE user_id = $1 AND created_at > $2', [
    user.id,
    new Date(now.getTime() - RESET_MAIL_WINDOW_MS),
  ]);
  if ((recent?.n ?? 0) >= RESET_MAILS_PER_WINDOW) return;
  const { token, hash } = newOpaqueToken();
  await db.query('INSERT INTO password_reset_tokens (token_hash, user_id, expires_at, created_at) VALUES ($1, $2, $3, $4)', [
    hash,
    user.id,
    new Date(now.getTime() + config.resetTokenTtl * 1000),
    now,
  ]);
  await mailer.send(resetMail(user, config.publicUrl, token, config.resetTokenTtl));
}

/** Spends a reset token on a new password; undefined when the token is unknown, used or expired. */
export async function resetPassword({ db, clock }: Services, token: string, password: string): Promise<UserRecord | undefined> {
  const passwordHash = await hashPassword(password);
  const now = clock.now();
  const userId = await db.transaction(async (tx) => {
    const [spent] = await tx.query<{ userId: number }>(
      `UPDATE password_reset_tokens t SET used_at = $2
         FROM users u
        WHERE t.token_hash = $1 AND t.used_at IS NULL AND t.expires_at > $2 AND u.id = t.user_id AND u.deleted_at IS NULL
       RETURNING t.user_id AS "userId"`,
      [hashOpaqueToken(token), now],
    );
    if (spent) await changePassword(tx, spent.userId, passwordHash, now);
    return spent?.userId;
  });
  return userId === undefined ? undefined : findUser(db, { id: userId });
}
