import { createSecretKey, type KeyObject } from 'node:crypto';
import jwt from 'jsonwebtoken';
import type { AccessClaims } from '../../schemas/claims';
import { normaliseRoles } from '../../schemas/roles';
import { TOKEN_AUDIENCE, TOKEN_ISSUER } from '../config';

const ALGORITHM = 'HS256';

/** Tokens verified under one secret are kept this many at most; past it they are dropped together rather than grow. */
const MAX_VERIFIED = 10_000;

/**
 * One secret's key and the tokens it verified. The key object is made once: given a string, jsonwebtoken
 * first tries to parse it as a PEM key on every call (an exception thrown and caught each time). Each
 * call of a session sends the same token, and checking its signature again was a tenth of the api's
 * time per ready-made list answer: a token verified once is kept with its claims, under the whole token
 * (only those very bytes are trusted), and its expiry is still checked on every call.
 */
class Verifier {
  readonly key: KeyObject;
  private readonly verified = new Map<string, { claims: SessionClaims; expiresAt: number }>();

  constructor(secret: string) {
    this.key = createSecretKey(Buffer.from(secret));
  }

  verify(token: string, clockTimestamp: number): SessionClaims | undefined {
    const kept = this.verified.get(token);
    if (kept) return clockTimestamp < kept.expiresAt ? kept.claims : undefined;
    const payload = verifiedPayload(token, this.key, clockTimestamp);
    if (!payload) return undefined;
    if (this.verified.size >= MAX_VERIFIED) this.verified.clear();
    this.verified.set(token, payload);
    return payload.claims;
  }
}

const verifiers = new Map<string, Verifier>();
function verifierOf(secret: string): Verifier {
  let verifier = verifiers.get(secret);
  if (!verifier) verifiers.set(secret, (verifier = new Verifier(secret)));
  return verifier;
}

/**
 * The claims plus the session the token belongs to (claim `sid`, the standard JWT session id), which each call
 * checks is still open. The reference api signs the spec's claims only, as the group's back office does: the
 * company comes from the current group (ctx.currentGroup), never from the token.
 */
export interface SessionClaims extends AccessClaims {
  sid?: string;
}

/** Signs the claims and the session id. */
export function signAccessToken(claims: AccessClaims & { sid?: string }, secret: string, ttlSeconds: number, now: Date): string {
  return jwt.sign({ ...claims, iat: Math.floor(now.getTime() / 1000) }, verifierOf(secret).key, {
    algorithm: ALGORITHM,
    expiresIn: ttlSeconds,
    issuer: TOKEN_ISSUER,
    audience: TOKEN_AUDIENCE,
    subject: claims.azureId,
  });
}

/** Verifies signature (HS256 only), expiry, issuer and audience; undefined when any fails. */
export function verifyAccessToken(token: string, secret: string, now: Date): SessionClaims | undefined {
  return verifierOf(secret).verify(token, Math.floor(now.getTime() / 1000));
}

function verifiedPayload(token: string, key: KeyObject, clockTimestamp: number): { claims: SessionClaims; expiresAt: number } | undefined {
  try {
    const payload = jwt.verify(token, key, { algorithms: [ALGORITHM], issuer: TOKEN_ISSUER, audience: TOKEN_AUDIENCE, clockTimestamp });
    if (typeof payload !== 'object' || typeof payload.azureId !== 'string' || typeof payload.exp !== 'number') return undefined;
    const claims: SessionClaims = {
      roles: normaliseRoles(payload.roles),
      preferred_username: String(payload.preferred_username ?? ''),
      userName: String(payload.userName ?? ''),
      azureId: payload.azureId,
      groupCode: String(payload.groupCode ?? ''),
      sid: typeof payload.sid === 'string' ? payload.sid : undefined,
    };
    return { claims, expiresAt: payload.exp };
  } catch {
    return undefined;
  }
}

/** Reads the bearer token of an Authorization header. */
export function bearerToken(header: string | undefined): string | undefined {
  const match = /^Bearer\s+(\S+)$/i.exec(header ?? '');
  return match?.[1];
}
