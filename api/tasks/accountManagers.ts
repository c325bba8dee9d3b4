import { TASK_MESSAGES, type TaskAccountManager } from '../../schemas/entities/task';
import type { Queryable } from '../db/database';
import { badRequest } from '../http/errors';
import type { Caller } from '../http/route';

/** Users who hold a task role in the companies of the caller's groups: whom the caller may give a task. */
const ACCOUNT_MANAGERS = `
  SELECT DISTINCT u.azure_id::text AS "azureId", u.name FROM users u
    JOIN user_roles ur ON ur.user_id = u.id JOIN roles r ON r.id = ur.role_id AND r.name IN ('iTasks', 'iTasksManager')
   WHERE u.deleted_at IS NULL
     AND u.company_id IN (SELECT g.company_id FROM user_groups ug JOIN users me ON me.id = ug.user_id JOIN debtor_groups g ON g.group_code = ug.group_code WHERE me.azure_id = $1)`;

/** GET task/getAccountManagers: the account managers the caller may assign, by name. */
export function accountManagers(q: Queryable, caller: Caller): Promise<TaskAccountManager[]> {
  return q.query<TaskAccountManager>(`${ACCOUNT_MANAGERS} ORDER BY u.name`, [caller.azureId]);
}

/** A task goes only to an account manager the caller is offered: never to a user of another company (400 naming the field). */
export async function assertAssignable(q: Queryable, caller: Caller, azureId: string, field = 'azureId'): Promise<void> {
  const [row] = await q.query(`${ACCOUNT_MANAGERS} AND u.azure_id = $2`, [caller.azureId, azureId]);
  if (!row) throw badRequest('Invalid request body', { [field]: TASK_MESSAGES.notAssignable });
}
