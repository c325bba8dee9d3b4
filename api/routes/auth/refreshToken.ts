import { z } from 'zod';
import { consumeRefreshToken, endSessionOfRefreshToken } from '../../auth/refreshTokens';
import { openSession } from '../../auth/session';
import { unauthorized } from '../../http/errors';
import { defineRoute } from '../../http/route';
import { findUser } from '../../users/userRecord';

/** Only the refresh token counts; the (possibly expired) access token the client also sends is ignored. */
const refreshBody = z.object({ refreshToken: z.string().min(1, 'is required').max(200) });

export const refreshTokenRoutes = [
  /**
   * POST auth/refreshtoken: rotates the refresh token (same session) and answers fresh tokens. The same
   * token twice within a few seconds (two tabs) gets a second valid successor; later it is a replay.
   */
  defineRoute({
    endpoint: 'POST auth/refreshtoken',
    body: refreshBody,
    async handler({ body, services }) {
      const consumed = await consumeRefreshToken(services.db, body.refreshToken, services.clock.now());
      const user = consumed && (await findUser(services.db, { id: consumed.userId }));
      if (!consumed || !user) throw unauthorized('Your session has expired, please log in again');
      return openSession(services, user, consumed.session);
    },
  }),
  /** POST auth/logout: ends the session the refresh token belongs to; its access tokens stop working at once. */
  defineRoute({
    endpoint: 'POST auth/logout',
    body: refreshBody,
    async handler({ body, services }) {
      await endSessionOfRefreshToken(services.db, body.refreshToken, services.clock.now());
      return { message: 'Logged out' };
    },
  }),
];
