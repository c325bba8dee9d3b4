import type { Services } from '../services';
import { findUser, type UserRecord } from '../users/userRecord';
import { hashOpaqueToken, newOpaqueToken } from './opaqueTokens';
import { changePassword } from './passwordChange';
import { hashPassword } from './passwords';
import { resetMail } from './resetMail';

/** Mails a one-time reset link to an active user; an unknown email does nothing (the caller answers alike). */
export async function requestPasswordReset({ db, clock, config, mailer }: Services, email: string): Promise<void> {
  const user = await findUser(db, { email });
  if (!user) return;
  const { token, hash } = newOpaqueToken();
  const now = clock.now();
  await db.query('INSERT INTO password_reset_tokens (token_hash, user_id, expires_at) VALUES ($1, $2, $3)', [
    hash,
    user.id,
    new Date(now.getTime() + config.resetTokenTtl * 1000),
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
