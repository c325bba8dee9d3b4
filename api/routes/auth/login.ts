import { z } from 'zod';
import { loginLocation } from '../../auth/loginLocation';
import { INPUT_MAX_LENGTH, LOGIN_MAX_ATTEMPTS } from '../../../schemas/constants';
import { attemptLogin } from '../../auth/login';
import { recordLoginFailure } from '../../auth/loginFlood';
import { accountLocked, floodLimitOf, refuseFlooding } from '../../auth/passwordGuesses';
import { openSession } from '../../auth/session';
import { HttpError } from '../../http/errors';
import { defineRoute } from '../../http/route';
import { emailInput } from '../../../schemas/forms/userInputs';

const WRONG_CREDENTIALS = 'Wrong credentials. Please try again or reset your password.';

const loginBody = z.object({
  email: emailInput,
  password: z.string().min(1, 'is required').max(INPUT_MAX_LENGTH),
  // The login screen sends the IPv4 a public geolocation service saw; without it, the request's address.
  ip: z.union([z.ipv4(), z.ipv6(), z.literal('')]).nullish(),
});

/**
 * POST auth/login: tokens and the user, or the spec's wrong-credentials / locked answers. Failures are
 * counted per client address (the socket's, or X-Forwarded-For from a trusted proxy; never the body's
 * ip, which the client chooses): past the limit, 429 with Retry-After before any password is hashed.
 */
export const loginRoutes = [
  defineRoute({
    endpoint: 'POST auth/login',
    body: loginBody,
    async handler({ body, services, ip, res }) {
      const { db, clock, config } = services;
      const flood = floodLimitOf(config);
      const now = clock.now();
      await refuseFlooding(db, ip, now, flood, res);
      // The place comes from the address the server saw (socket, or a trusted proxy's X-Forwarded-For), never the body's.
      const outcome = await attemptLogin(db, now, { email: body.email, password: body.password, ip: body.ip || ip, location: loginLocation(ip) });
      if (outcome.kind !== 'success') await recordLoginFailure(db, ip, now, flood);
      switch (outcome.kind) {
        case 'success':
          return openSession(services, outcome.user);
        case 'wrong':
          throw new HttpError(401, WRONG_CREDENTIALS, undefined, { loginAttempts: outcome.loginAttempts, maxAttempts: LOGIN_MAX_ATTEMPTS });
        case 'locked':
          throw accountLocked(outcome.loginAttempts, outcome.lockedUntil);
      }
    },
  }),
];
