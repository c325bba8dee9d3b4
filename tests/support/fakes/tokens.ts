import jwt from 'jsonwebtoken';
import { TOKEN_AUDIENCE, TOKEN_ISSUER } from '../../../api/config';
import type { SessionClaims } from '../../../api/auth/tokens';

/**
 * Access tokens a client could forge or replay, to check the api refuses them: signed with another
 * secret, for another issuer or audience, or unsigned ("alg": "none").
 */
export function forgeToken(
  claims: SessionClaims,
  options: { secret: string; issuer?: string; audience?: string; expiresIn?: number; now?: Date },
): string {
  return jwt.sign({ ...claims, iat: Math.floor((options.now ?? new Date()).getTime() / 1000) }, options.secret, {
    algorithm: 'HS256',
    issuer: options.issuer ?? TOKEN_ISSUER,
    audience: options.audience ?? TOKEN_AUDIENCE,
    expiresIn: options.expiresIn ?? 900,
  });
}

export function unsignedToken(claims: SessionClaims, now: Date): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const iat = Math.floor(now.getTime() / 1000);
  return `${part({ alg: 'none', typ: 'JWT' })}.${part({ ...claims, iat, exp: iat + 900, iss: TOKEN_ISSUER, aud: TOKEN_AUDIENCE })}.`;
}

/** The claims inside a token the api issued (verified with the api's secret). */
export function verifiedClaims(token: string, secret: string, now: Date): jwt.JwtPayload {
  return jwt.verify(token, secret, { clockTimestamp: Math.floor(now.getTime() / 1000) }) as jwt.JwtPayload;
}
