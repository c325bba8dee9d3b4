import { z } from 'zod';
import { changePassword } from '../../auth/passwordChange';
import { assertCurrentPassword } from '../../auth/currentPassword';
import { hashPassword } from '../../auth/passwords';
import { INPUT_MAX_LENGTH } from '../../../schemas/constants';
import { unauthorized } from '../../http/errors';
import { defineRoute } from '../../http/route';
import { passwordInput } from '../../../schemas/forms/userInputs';
import { findUser, userAnswer } from '../../users/userRecord';

/**
 * GET customer/getuser: the signed-in user. POST customer/updateUserPassword {currentPassword, password}:
 * the profile's new password, only with the current one (whose wrong guesses count like wrong logins);
 * like every password change it ends the user's other sessions at once (this one goes on).
 */
export const profileRoutes = [
  defineRoute({
    endpoint: 'GET customer/getuser',
    async handler({ caller, services }) {
      const user = await findUser(services.db, { azureId: caller.azureId });
      if (!user) throw unauthorized();
      return userAnswer(user);
    },
  }),
  defineRoute({
    endpoint: 'POST customer/updateUserPassword',
    body: z.object({ currentPassword: z.string().min(1, 'is required').max(INPUT_MAX_LENGTH), password: passwordInput }),
    async handler({ body, caller, services, ip, res }) {
      const user = await findUser(services.db, { azureId: caller.azureId });
      if (!user) throw unauthorized();
      // A token left on an unattended screen must not be enough to take the account over, nor to guess.
      await assertCurrentPassword(services, user, body.currentPassword, ip, res);
      await changePassword(services.db, user.id, await hashPassword(body.password), services.clock.now(), caller.sid);
      return { success: true };
    },
  }),
];
