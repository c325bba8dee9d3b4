import { z } from 'zod';
import { changePassword } from '../../auth/passwordChange';
import { hashPassword } from '../../auth/passwords';
import { unauthorized } from '../../http/errors';
import { defineRoute } from '../../http/route';
import { passwordInput } from '../../../schemas/forms/userInputs';
import { findUser, userAnswer } from '../../users/userRecord';

/**
 * GET customer/getuser: the signed-in user. POST customer/updateUserPassword {password}: the profile
 * dialog's new password; like every password change it ends the user's other sessions (refresh tokens).
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
    body: z.object({ password: passwordInput }),
    async handler({ body, caller, services }) {
      const user = await findUser(services.db, { azureId: caller.azureId });
      if (!user) throw unauthorized();
      await changePassword(services.db, user.id, await hashPassword(body.password), services.clock.now());
      return { success: true };
    },
  }),
];
