import type { RequestHandler } from 'express';
import { bearerToken, verifyAccessToken } from '../api/auth/tokens';
import type { Clock } from '../api/clock';

/**
 * Refuses a call whose Authorization header does not hold a valid access token before it costs the
 * upstream anything. Calls without the header pass: the upstream decides (login is public).
 */
export function bearerGuard(secret: string, clock: Clock): RequestHandler {
  return (req, res, next) => {
    const header = req.get('authorization');
    if (header === undefined) return next();
    const token = bearerToken(header);
    if (token !== undefined && verifyAccessToken(token, secret, clock.now()) !== undefined) return next();
    res.status(401).json({ message: 'Unauthorized' });
  };
}
