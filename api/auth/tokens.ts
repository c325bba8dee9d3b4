import { createSecretKey, type KeyObject } from 'node:crypto';
import jwt from 'jsonwebtoken';
import type { AccessClaims } from '../../schemas/claims';
import { normaliseRoles } from '../../schemas/roles';
import { TOKEN_AUDIENCE, TOKEN_ISSUER } from '../config';

const ALGORITHM = 'HS256';

/**
 * The secret as a key object, made once per secret: given a string, jsonwebtoken first tries to parse
 * it as a PEM key on every call (an exception thrown and caught each time), which was a third of the
 * api's CPU per cached list answer and as much in the proxy.
 */
const keys = new Map<string, KeyObject>();
function keyOf(secret: string): KeyObject {
  let key = keys.get(secret);
  if (!key) keys.set(secret, (key = createSecretKey(Buffer.from(secret))));
  return key;
}

/** The claims plus the session the token belongs to (claim `sid`), which each call checks is still open. */
export interface SessionClaims extends AccessClaims {
  sid?: string;
}

export function signAccessToken(claims: SessionClaims, secret: string, ttlSeconds: number, now: Date): string {
  return jwt.sign({ ...claims, iat: Math.floor(now.getTime() / 1000) }, keyOf(secret), {
    algorithm: ALGORITHM,
    expiresIn: ttlSeconds,
    issuer: TOKEN_ISSUER,
    audience: TOKEN_AUDIENCE,
    subject: claims.azureId,
  });
}

/** Verifies signature (HS256 only), expiry, issuer and audience; undefined when any fails. */
export function verifyAccessToken(token: string, secret: string, now: Date): SessionClaims | undefined {
  try {
    const payload = jwt.verify(token, keyOf(secret), {
      algorithms: [ALGORITHM],
      issuer: TOKEN_ISSUER,
      audience: TOKEN_AUDIENCE,
      clockTimestamp: Math.floor(now.getTime() / 1000),
    });
    if (typeof payload !== 'object' || typeof payload.azureId !== 'string') return undefined;
    return {
      roles: normaliseRoles(payload.roles),
      preferred_username: String(payload.preferred_username ?? ''),
      userName: String(payload.userName ?? ''),
      azureId: payload.azureId,
      groupCode: String(payload.groupCode ?? ''),
      companyId: Number(payload.companyId ?? 0),
      sid: typeof payload.sid === 'string' ? payload.sid : undefined,
    };
  } catch {
    return undefined;
  }
}

/** Reads the bearer token of an Authorization header. */
export function bearerToken(header: string | undefined): string | undefined {
  const match = /^Bearer\s+(\S+)$/i.exec(header ?? '');
  return match?.[1];
}
