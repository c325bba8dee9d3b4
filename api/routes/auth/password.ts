import { z } from 'zod';
import { resetPassword, requestPasswordReset } from '../../auth/passwordReset';
import { openSession } from '../../auth/session';
import { badRequest } from '../../http/errors';
import { defineRoute } from '../../http/route';
import { emailInput, passwordInput } from '../../../schemas/forms/userInputs';

const RESET_REQUESTED = 'Password reset successful! Please check your email to set up a new password';
const UPDATE_PASSWORD_FAILED = 'wrong credentials';

export const passwordRoutes = [
  /** POST auth/resetPassword: the same answer whether or not the email belongs to a user (no enumeration). */
  defineRoute({
    endpoint: 'POST auth/resetPassword',
    body: z.object({ email: emailInput }),
    async handler({ body, services }) {
      await requestPasswordReset(services, body.email);
      return { message: RESET_REQUESTED };
    },
  }),
  /** POST auth/updatePassword: sets the password of a reset link and signs the user in. */
  defineRoute({
    endpoint: 'POST auth/updatePassword',
    body: z.object({ resetPasswordToken: z.string().min(1, 'is required').max(200), password: passwordInput }),
    async handler({ body, services }) {
      const user = await resetPassword(services, body.resetPasswordToken, body.password);
      if (!user) throw badRequest(UPDATE_PASSWORD_FAILED);
      return openSession(services, user);
    },
  }),
];
