import type { Queryable } from '../db/database';
import { badRequest } from '../http/errors';

const GROUP_DOES_NOT_EXIST = 'Group does not exist';

/** The group code must be one of the chosen company's debtor groups (spec part 2 §5), else a 400 on groupCode. */
export async function assertGroupOfCompany(db: Queryable, groupCode: string, companyId: number): Promise<void> {
  const rows = await db.query('SELECT 1 FROM debtor_groups WHERE group_code = $1 AND company_id = $2', [groupCode, companyId]);
  if (rows.length === 0) throw badRequest(GROUP_DOES_NOT_EXIST, { groupCode: GROUP_DOES_NOT_EXIST });
}
