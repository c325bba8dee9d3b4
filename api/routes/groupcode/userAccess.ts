import { z } from 'zod';
import { boolInput, uuidInput } from '../../../schemas/forms/inputs';
import { defineRoute } from '../../http/route';
import { groupsOfUser } from '../../users/groupAccess';
import { activeUserId } from '../../users/userRecord';
import { companyIdInput, groupCodeInput } from '../../../schemas/forms/userInputs';
import { assertGroupOfCompany } from '../../users/groupOfCompany';

/** The admin's user-access screen (/icrm/useraccess/{id}): which debtor groups a user may switch to. */
export const userAccessRoutes = [
  defineRoute({
    endpoint: 'GET groupcode/GetAccessableGroupsByAzureId',
    query: z.object({ azure_id: uuidInput }),
    async handler({ query, services }) {
      return groupsOfUser(services.db, await activeUserId(services.db, query.azure_id), 'accessible');
    },
  }),
  defineRoute({
    endpoint: 'GET groupcode/GetUnaccessableGroupsByAzureId',
    query: z.object({ azure_id: uuidInput }),
    async handler({ query, services }) {
      return groupsOfUser(services.db, await activeUserId(services.db, query.azure_id), 'inaccessible');
    },
  }),
  /** POST groupcode/AddOrRemoveGroupFromUser: grants (accessable true) or withdraws one group; answers the group's new state. */
  defineRoute({
    endpoint: 'POST groupcode/AddOrRemoveGroupFromUser',
    body: z.object({ azureId: uuidInput, groupCode: groupCodeInput, companyId: companyIdInput, accessable: boolInput }),
    async handler({ body, services }) {
      const { db } = services;
      const userId = await activeUserId(db, body.azureId);
      await assertGroupOfCompany(db, body.groupCode, body.companyId);
      await db.query(
        body.accessable
          ? 'INSERT INTO user_groups (user_id, group_code) VALUES ($1, $2) ON CONFLICT DO NOTHING'
          : 'DELETE FROM user_groups WHERE user_id = $1 AND group_code = $2',
        [userId, body.groupCode],
      );
      const groups = await groupsOfUser(db, userId, 'all');
      return groups.find((g) => g.groupCode === body.groupCode);
    },
  }),
  /** GET groupcode/refreshgroups: adds the debtor groups the billing data (customers) uses but the group list lacks. */
  defineRoute({
    endpoint: 'GET groupcode/refreshgroups',
    async handler({ services }) {
      const added = await services.db.query(
        `INSERT INTO debtor_groups (group_code, group_name, company_id)
         SELECT DISTINCT ON (c.group_code) c.group_code, c.group_code, c.company_id
           FROM customers c
          WHERE NOT EXISTS (SELECT 1 FROM debtor_groups g WHERE g.group_code = c.group_code)
          ORDER BY c.group_code, c.company_id
         RETURNING group_code`,
      );
      const [total] = await services.db.query<{ n: number }>('SELECT count(*)::int AS n FROM debtor_groups');
      return { added: added.length, groups: total?.n ?? 0 };
    },
  }),
];
