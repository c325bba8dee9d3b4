import type { Services } from '../services';
import { userAnswer, type UserRecord } from '../users/userRecord';
import { issueRefreshToken } from './refreshTokens';
import { startSession, type Session } from './sessions';
import { signAccessToken, type SessionClaims } from './tokens';

function claimsOf(user: UserRecord): SessionClaims {
  return {
    roles: user.roles,
    preferred_username: user.email,
    userName: user.name,
    azureId: user.azureId,
    groupCode: user.groupCode,
  };
}

/**
 * The answer of login, refresh, password update and group switch: a fresh access token for the
 * user's current roles and group, bound to its session, and a refresh token (of a new session unless
 * rotating one).
 */
export async function openSession({ db, clock, config }: Services, user: UserRecord, existing?: Session) {
  const now = clock.now();
  const session = existing ?? (await startSession(db, user.id, now, config.refreshTokenTtl));
  const accessToken = signAccessToken({ ...claimsOf(user), sid: session.id }, config.jwtSecret, config.accessTokenTtl, now);
  const refreshToken = await issueRefreshToken(db, user.id, session, now);
  return { accessToken, refreshToken, user: userAnswer(user) };
}
