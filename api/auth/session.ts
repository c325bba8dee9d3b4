import type { Services } from '../services';
import { userAnswer, type UserRecord } from '../users/userRecord';
import { issueRefreshToken, newRefreshFamily, type RefreshFamily } from './refreshTokens';
import type { AccessClaims } from '../../schemas/claims';
import { signAccessToken } from './tokens';

function claimsOf(user: UserRecord): AccessClaims {
  return {
    roles: user.roles,
    preferred_username: user.email,
    userName: user.name,
    azureId: user.azureId,
    groupCode: user.groupCode,
    companyId: user.companyId,
  };
}

/**
 * The answer of login, refresh, password update and group switch: a fresh access token for the
 * user's current roles and group, and a refresh token (in a new family unless rotating one).
 */
export async function openSession({ db, clock, config }: Services, user: UserRecord, family?: RefreshFamily) {
  const now = clock.now();
  const accessToken = signAccessToken(claimsOf(user), config.jwtSecret, config.accessTokenTtl, now);
  const refreshToken = await issueRefreshToken(db, user.id, family ?? newRefreshFamily(now, config.refreshTokenTtl), now);
  return { accessToken, refreshToken, user: userAnswer(user) };
}
