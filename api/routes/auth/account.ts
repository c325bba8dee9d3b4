import { z } from 'zod';
import { forbidden, notFound, unauthorized } from '../../http/errors';
import { uuidInput } from '../../../schemas/forms/inputs';
import { defineRoute } from '../../http/route';
import { assertOwnOrAdmin } from '../../users/ownOrAdmin';
import { languageInput } from '../../../schemas/forms/userInputs';
import { findUser, userAnswer } from '../../users/userRecord';

const USER_NOT_FOUND = 'User not found';

export const accountRoutes = [
  /** POST auth/SetTosAgreement {id}: the caller agrees to the terms of use (id: their user id or azure id). */
  defineRoute({
    endpoint: 'POST auth/SetTosAgreement',
    body: z.object({ id: z.union([z.number().int(), z.string().trim().min(1).max(64)]) }),
    async handler({ body, caller, services }) {
      const user = await findUser(services.db, { azureId: caller.azureId });
      if (!user) throw unauthorized();
      const id = String(body.id).toLowerCase();
      if (id !== String(user.id) && id !== user.azureId.toLowerCase()) throw forbidden('You can only agree to the terms for yourself');
      await services.db.query('UPDATE users SET tos_agreement = true WHERE id = $1', [user.id]);
      return userAnswer({ ...user, tosAgreement: true });
    },
  }),
  /** GET auth/getRoles: every role an admin can give. */
  defineRoute({
    endpoint: 'GET auth/getRoles',
    async handler({ services }) {
      return services.db.query('SELECT id, name FROM roles ORDER BY id');
    },
  }),
  /** GET auth/GetUserByAzureId/{id}: the caller's own user, or anyone's for an admin. */
  defineRoute({
    endpoint: 'GET auth/GetUserByAzureId/{id}',
    query: z.object({ id: uuidInput }),
    async handler({ query, caller, services }) {
      assertOwnOrAdmin(caller, query.id);
      const user = await findUser(services.db, { azureId: query.id });
      if (!user) throw notFound(USER_NOT_FOUND);
      return userAnswer(user);
    },
  }),
  /** GET auth/UpdateUserLanguage/{id}?language=: the interface language kept for the user. */
  defineRoute({
    endpoint: 'GET auth/UpdateUserLanguage/{id}',
    query: z.object({ id: uuidInput, language: languageInput }),
    async handler({ query, caller, services }) {
      assertOwnOrAdmin(caller, query.id);
      const user = await findUser(services.db, { azureId: query.id });
      if (!user) throw notFound(USER_NOT_FOUND);
      await services.db.query('UPDATE users SET language = $2 WHERE id = $1', [user.id, query.language]);
      return userAnswer({ ...user, language: query.language });
    },
  }),
];
