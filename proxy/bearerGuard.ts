import type { IncomingMessage } from 'node:http';
import { bearerToken, verifyAccessToken } from '../api/auth/tokens';
import type { Clock } from '../api/clock';

/** Tokens already verified, with their expiry (ms): a page's burst of calls pays for one signature check. */
const MAX_REMEMBERED = 10_000;

/**
 * Whether a call may go on to the upstream: the proxy refuses (401) one whose Authorization header does
 * not hold a valid access token before it costs the upstream anything. Calls without the header pass:
 * the upstream decides (login is public). A token verified once is trusted until it expires (a signed
 * token cannot change; the api still checks the session behind it on every call).
 */
export function bearerGuard(secret: string, clock: Clock): (req: IncomingMessage) => boolean {
  const verified = new Map<string, number>();
  return (req) => {
    const header = req.headers.authorization;
    if (header === undefined) return true;
    const token = bearerToken(header);
    if (token === undefined) return false;
    const now = clock.now();
    const expires = verified.get(token);
    if (expires !== undefined && expires > now.getTime()) return true;
    if (verifyAccessToken(token, secret, now) === undefined) return false;
    if (verified.size >= MAX_REMEMBERED) verified.clear();
    verified.set(token, tokenExpiry(token));
    return true;
  };
}

/** The `exp` of a token just verified (seconds since the epoch), in ms. */
function tokenExpiry(token: string): number {
  const payload = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8')) as { exp?: number };
  return (payload.exp ?? 0) * 1000;
}
