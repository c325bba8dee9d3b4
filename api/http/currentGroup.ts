import type { Database } from '../db/database';
import { stampsOf } from '../db/stamps';
import type { AccessClaims } from '../../schemas/claims';
import { forbidden } from './errors';

export interface CurrentGroup {
  groupCode: string;
  groupName: string;
  companyId: number;
}

/**
 * The debtor group customer data is scoped to: the token's groupCode, or the `groupcode` header
 * some legacy calls send. Either must be one of the groups the user may currently use: remembered
 * while no user, user group or debtor group changed (the 'people' stamp, migration 026).
 */
export async function currentGroupOf(db: Database, claims: AccessClaims, header: string | undefined): Promise<CurrentGroup> {
  const groupCode = header?.trim() || claims.groupCode;
  const [group] = await stampsOf(db).remember(`group\t${claims.azureId}\t${groupCode}`, ['people'], () => groupRows(db, claims.azureId, groupCode));
  if (!group) throw forbidden('You have no access to this debtor group');
  return group;
}

function groupRows(db: Database, azureId: string, groupCode: string): Promise<CurrentGroup[]> {
  return db.query<CurrentGroup>(
    `SELECT g.group_code AS "groupCode", g.group_name AS "groupName", g.company_id AS "companyId"
       FROM users u
       JOIN user_groups ug ON ug.user_id = u.id
       JOIN debtor_groups g ON g.group_code = ug.group_code
      WHERE u.azure_id = $1 AND u.deleted_at IS NULL AND g.group_code = $2`,
    [azureId, groupCode],
  );
}
