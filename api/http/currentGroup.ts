import type { Queryable } from '../db/database';
import type { AccessClaims } from '../../schemas/claims';
import { forbidden } from './errors';

export interface CurrentGroup {
  groupCode: string;
  groupName: string;
  companyId: number;
}

/**
 * The debtor group customer data is scoped to: the token's groupCode, or the `groupcode` header
 * some legacy calls send. Either must be one of the groups the user may currently use.
 */
export async function currentGroupOf(db: Queryable, claims: AccessClaims, header: string | undefined): Promise<CurrentGroup> {
  const groupCode = header?.trim() || claims.groupCode;
  const rows = await db.query<CurrentGroup>(
    `SELECT g.group_code AS "groupCode", g.group_name AS "groupName", g.company_id AS "companyId"
       FROM users u
       JOIN user_groups ug ON ug.user_id = u.id
       JOIN debtor_groups g ON g.group_code = ug.group_code
      WHERE u.azure_id = $1 AND u.deleted_at IS NULL AND g.group_code = $2`,
    [claims.azureId, groupCode],
  );
  const group = rows[0];
  if (!group) throw forbidden('You have no access to this debtor group');
  return group;
}
