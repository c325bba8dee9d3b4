import { isSaneId } from './requestId';

/** Tokens seen lately and their users: a page's burst of calls decodes its token once. */
const seen = new Map<string, string | undefined>();
const MAX_SEEN = 1000;

/**
 * The `azureId` claim of a bearer token, for the request log only: read without checking the signature
 * (the bearer guard and the api do that), so it is never trusted for anything else. Undefined when the
 * header holds no readable token.
 */
export function azureIdOf(authorization: string | undefined): string | undefined {
  if (authorization === undefined || !authorization.startsWith('Bearer ')) return undefined;
  const token = authorization.slice(7);
  if (seen.has(token)) return seen.get(token);
  if (seen.size >= MAX_SEEN) seen.clear();
  const azureId = claimOf(token);
  seen.set(token, azureId);
  return azureId;
}

function claimOf(token: string): string | undefined {
  const payload = token.split('.')[1];
  if (payload === undefined) return undefined;
  try {
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { azureId?: unknown };
    return typeof claims.azureId === 'string' && isSaneId(claims.azureId) ? claims.azureId : undefined;
  } catch {
    return undefined;
  }
}
