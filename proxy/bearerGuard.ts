import type { IncomingMessage } from 'node:http';
import { bearerToken, verifyAccessToken } from '../api/auth/tokens';
import type { Clock } from '../api/clock';

/**
 * Whether a call may go on to the upstream: the proxy refuses (401) one whose Authorization header does
 * not hold a valid access token before it costs the upstream anything. Calls without the header pass:
 * the upstream decides (login is public). A page's burst of calls pays for one signature check: a
 * token verified once is kept until it expires (api/auth/tokens.ts; the api still checks the session
 * behind it on every call).
 */
export function bearerGuard(secret: string, clock: Clock): (req: IncomingMessage) => boolean {
  return (req) => {
    const header = req.headers.authorization;
    if (header === undefined) return true;
    const token = bearerToken(header);
    return token !== undefined && verifyAccessToken(token, secret, clock.now()) !== undefined;
  };
}
