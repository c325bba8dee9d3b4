import type { Services } from '../services';
import { bearerToken, verifyAccessToken, type SessionClaims } from './tokens';

export interface Authenticated {
  /** The token's claims, with the roles the user holds now (not when the token was signed). */
  claims: SessionClaims;
  tosAgreement: boolean;
}

/**
 * The caller of a request: a validly signed, unexpired access token whose session is still open and
 * whose user still exists. A role change counts from the next call; logout, deletion and password
 * changes end the token at once.
 */
export async function authenticate(services: Services, authorization: string | undefined, now: Date): Promise<Authenticated | undefined> {
  const token = authorization === undefined ? undefined : verifyAccessToken(bearerToken(authorization) ?? '', services.config.jwtSecret, now);
  const live = token && (await services.sessions.check(token, now));
  return token && live ? { claims: { ...token, roles: live.roles }, tosAgreement: live.tosAgreement } : undefined;
}
