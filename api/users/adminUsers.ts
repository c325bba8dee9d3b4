import type { Queryable } from '../db/database';
import type { AdminUser } from '../../schemas/entities/account';
import { notFound } from '../http/errors';

const ADMIN_USERS_SQL = `
  SELECT u.azure_id AS "azureId", u.id, u.name, u.email, u.company_id AS "companyId", c.name AS "companyName",
         u.group_code AS "groupCode", g.group_name AS "groupName", u.target, u.language, u.version,
         COALESCE((SELECT json_agg(json_build_object('id', r.id, 'name', r.name) ORDER BY r.id)
                     FROM user_roles ur JOIN roles r ON r.id = ur.role_id WHERE ur.user_id = u.id), '[]'::json) AS roles,
         COALESCE((SELECT json_agg(json_build_object('accountManager', am.code, 'accountManagerName', am.name, 'companyId', am.company_id)
                                   ORDER BY am.company_id, am.code)
                     FROM account_managers am WHERE am.user_id = u.id), '[]'::json) AS "accountManagers"
    FROM users u
    JOIN companies c ON c.id = u.company_id
    JOIN debtor_groups g ON g.group_code = u.group_code
   WHERE u.deleted_at IS NULL`;

/** Every active user, by name. */
export function listAdminUsers(db: Queryable): Promise<AdminUser[]> {
  return db.query<AdminUser>(`${ADMIN_USERS_SQL} ORDER BY lower(u.name), u.id`);
}

/** What a user's history shows of them: the admin screen's fields, roles and codes by name. */
export function userHistoryView(user: AdminUser): Record<string, unknown> {
  return {
    name: user.name,
    email: user.email,
    company: user.companyName,
    group: user.groupName,
    target: user.target,
    language: user.language,
    roles: user.roles.map((role) => role.name),
    accountManagers: user.accountManagers.map((m) => m.accountManager),
  };
}

/** The user just saved, as the admin list shows it (gone only if deleted meanwhile). */
export async function findAdminUser(db: Queryable, id: number): Promise<AdminUser> {
  const [user] = await db.query<AdminUser>(`${ADMIN_USERS_SQL} AND u.id = $1`, [id]);
  if (!user) throw notFound('User not found');
  return user;
}
