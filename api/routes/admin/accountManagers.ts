import { holdsAny } from '../../../schemas/roles';
import { defineRoute } from '../../http/route';

/** GET admin/GetAccountManagers: account managers of the caller's current company (every company for an admin). */
export const accountManagerRoutes = [
  defineRoute({
    endpoint: 'GET admin/GetAccountManagers',
    async handler({ caller, currentGroup, services }) {
      const companyId = holdsAny(caller.roles, ['iCRMAdmin']) ? null : (await currentGroup()).companyId;
      return services.db.query(
        `SELECT u.name, u.azure_id AS "azureId", am.code AS "accountManager", am.company_id AS "companyId"
           FROM account_managers am
           JOIN users u ON u.id = am.user_id AND u.deleted_at IS NULL
          WHERE $1::int IS NULL OR am.company_id = $1
          ORDER BY lower(u.name), am.company_id, am.code`,
        [companyId],
      );
    },
  }),
];
