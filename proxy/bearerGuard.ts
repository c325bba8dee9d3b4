import type { IncomingMessage, ServerResponse } from 'node:http';
import { bearerToken, verifyAccessToken } from '../api/auth/tokens';
import type { Clock } from '../api/clock';

/** Tokens already verified, with their expiry (ms): a page's burst of calls pays for one signature check. */
const MAX_REMEMBERED = 10_000;

/**
 * Refuses a call whose Authorization header does not hold a valid access token before it costs the
 * upstream anything. Calls without the header pass: the upstream decides (login is public). A token
 * verified once is trusted until it expires (a signed token cannot change; the api still checks the
 * session behind it on every call).
 */
export function bearerGuard(secret: string, clock: Clock): (req: IncomingMessage, res: ServerResponse, next: () => void) => void {
  const verified = new Map<string, number>();
  return (req, res, next) => {
    const header = req.headers.authorization;
    if (header === undefined) return next();
    const token = bearerToken(header);
    const now = clock.now();
    if (token !== undefined) {
      const expires = verified.get(token);
      if (expires !== undefined && expires > now.getTime()) return next();
      const claims = verifyAccessToken(token, secret, now);
      if (claims !== undefined) {
        if (verified.size >= MAX_REMEMBERED) verified.clear();
        verified.set(token, tokenExpiry(token));
        return next();
      }
    }
    res.writeHead(401, { 'Content-Type': 'application/json; charset=utf-8' });
    res.end(JSON.stringify({ message: 'Unauthorized' }));
  };
}

/** The `exp` of a token just verified (seconds since the epoch), in ms. */
function tokenExpiry(token: string): number {
  const payload = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8')) as { exp?: number };
  return (payload.exp ?? 0) * 1000;
}
