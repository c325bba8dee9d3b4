import { z } from 'zod';
import { uuidInput } from '../../../schemas/forms/inputs';
import { defineRoute } from '../../http/route';
import { listAdminUsers } from '../../users/adminUsers';
import { activeUserId } from '../../users/userRecord';

/** The admin users table (/icrm/users). */
export const userListRoutes = [
  defineRoute({
    endpoint: 'GET admin/getusers',
    async handler({ services }) {
      return listAdminUsers(services.db);
    },
  }),
  defineRoute({
    endpoint: 'GET admin/GetRolesByAzureId',
    query: z.object({ azureId: uuidInput }),
    async handler({ query, services }) {
      const userId = await activeUserId(services.db, query.azureId);
      return services.db.query(
        'SELECT r.id, r.name FROM user_roles ur JOIN roles r ON r.id = ur.role_id WHERE ur.user_id = $1 ORDER BY r.id',
        [userId],
      );
    },
  }),
];
