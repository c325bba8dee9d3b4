import { z } from 'zod';
import { openSession } from '../../auth/session';
import { forbidden, unauthorized } from '../../http/errors';
import { defineRoute } from '../../http/route';
import { groupsOfUser } from '../../users/groupAccess';
import { groupCodeInput } from '../../../schemas/forms/userInputs';
import { activeUserId, findUser } from '../../users/userRecord';

/** The caller's groups: the toolbar's group menu and the group switch. */
export const ownGroupRoutes = [
  /** GET groupcode/GetAccessableGroups: the groups the caller may switch to. */
  defineRoute({
    endpoint: 'GET groupcode/GetAccessableGroups',
    async handler({ caller, services }) {
      return groupsOfUser(services.db, await activeUserId(services.db, caller.azureId, 'caller'), 'accessible');
    },
  }),
  /** GET groupcode/getallgroups: every group, flagged with the caller's access. */
  defineRoute({
    endpoint: 'GET groupcode/getallgroups',
    async handler({ caller, services }) {
      return groupsOfUser(services.db, await activeUserId(services.db, caller.azureId, 'caller'), 'all');
    },
  }),
  /** POST groupcode/SetCurrentGroup {groupCode}: switches the caller's group; the new tokens carry it. */
  defineRoute({
    endpoint: 'POST groupcode/SetCurrentGroup',
    body: z.object({ groupCode: groupCodeInput }),
    async handler({ body, caller, services }) {
      const [switched] = await services.db.query<{ id: number }>(
        `UPDATE users u SET current_group_code = $2
          WHERE u.azure_id = $1 AND u.deleted_at IS NULL
            AND EXISTS (SELECT 1 FROM user_groups ug WHERE ug.user_id = u.id AND ug.group_code = $2)
          RETURNING u.id`,
        [caller.azureId, body.groupCode],
      );
      if (!switched) throw forbidden('You have no access to this debtor group');
      const user = await findUser(services.db, { id: switched.id });
      if (!user) throw unauthorized();
      const { accessToken, refreshToken } = await openSession(services, user);
      return { accessToken, refreshToken };
    },
  }),
];
