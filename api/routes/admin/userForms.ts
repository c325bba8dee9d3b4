import { z } from 'zod';
import { hashPassword } from '../../auth/passwords';
import { endUserSessions } from '../../auth/sessions';
import { badRequest } from '../../http/errors';
import { boolInput, uuidInput } from '../../../schemas/forms/inputs';
import { defineRoute } from '../../http/route';
import { changesBetween } from '../../history/changes';
import { assertCurrentVersion, bumpVersion } from '../../history/versions';
import { findAdminUser, userHistoryView } from '../../users/adminUsers';
import { activeUserId } from '../../users/userRecord';
import { resolveUserForm } from '../../users/resolveUserForm';
import { insertUser, updateUser } from '../../users/saveUser';
import { createUserBody, updateUserRequest } from '../../../schemas/forms/userForm';
import { passwordInput } from '../../../schemas/forms/userInputs';

/** The create, edit and delete actions of the admin users screen; each answers the saved user. */
export const userFormRoutes = [
  defineRoute({
    endpoint: 'POST admin/createuser',
    body: createUserBody,
    async handler({ body, services, recordHistory }) {
      const { db } = services;
      const resolved = await resolveUserForm(db, body, null);
      const passwordHash = await hashPassword(body.password);
      return db.transaction(async (tx) => {
        const user = await findAdminUser(tx, await insertUser(tx, body, resolved, passwordHash));
        await recordHistory(tx, { entity: 'user', recordId: user.azureId, action: 'create', after: userHistoryView(user) });
        return user;
      });
    },
  }),
  defineRoute({
    endpoint: 'POST admin/updateuser',
    query: z.object({ changedPassword: boolInput.default(false) }),
    body: updateUserRequest,
    async handler({ query, body, services, recordHistory }) {
      const { db, clock } = services;
      const id = await activeUserId(db, body.azureId);
      const password = query.changedPassword ? passwordInput.safeParse(body.password ?? '') : undefined;
      if (password && !password.success) throw badRequest('Invalid request body', { password: password.error.issues[0]?.message ?? 'is required' });
      const resolved = await resolveUserForm(db, body, id);
      const passwordHash = password?.success ? await hashPassword(password.data) : undefined;
      return db.transaction(async (tx) => {
        const current = (q: typeof tx) => findAdminUser(q, id);
        await assertCurrentVersion(tx, { entity: 'user', rowId: id, recordId: body.azureId.toLowerCase(), version: body.version, current });
        const before = await current(tx);
        await updateUser(tx, id, body, resolved, passwordHash, clock.now());
        await bumpVersion(tx, 'user', id);
        const after = await current(tx);
        // The password itself is never recorded; that it was changed is.
        const changes = { ...changesBetween(userHistoryView(before), userHistoryView(after)), ...(passwordHash ? { passwordChanged: { from: null, to: true } } : {}) };
        await recordHistory(tx, { entity: 'user', recordId: after.azureId, action: 'update', changes });
        return after;
      });
    },
  }),
  /** POST admin/deleteuser {azureId}: a soft delete; the user's sessions and account manager codes end with it. */
  defineRoute({
    endpoint: 'POST admin/deleteuser',
    body: z.object({ azureId: uuidInput }),
    async handler({ body, caller, services, recordHistory }) {
      const { db, clock } = services;
      if (body.azureId.toLowerCase() === caller.azureId.toLowerCase()) throw badRequest('You cannot delete yourself');
      const id = await activeUserId(db, body.azureId);
      await db.transaction(async (tx) => {
        await recordHistory(tx, { entity: 'user', recordId: body.azureId.toLowerCase(), action: 'delete', before: userHistoryView(await findAdminUser(tx, id)) });
        await tx.query('UPDATE users SET deleted_at = $2, version = version + 1 WHERE id = $1', [id, clock.now()]);
        await tx.query('DELETE FROM account_managers WHERE user_id = $1', [id]);
        await endUserSessions(tx, id, clock.now());
      });
      return { message: 'Successfully deleted' };
    },
  }),
];
