import type { Queryable } from '../db/database';

/** A debtor group as the group menus and the user-access screen show it. */
export interface GroupAccess {
  groupName: string;
  groupCode: string;
  companyId: number;
  companyName: string;
  /** Whether the user may switch to this group. */
  accessable: boolean;
}

const FILTERS = {
  all: 'true',
  accessible: 'ug.user_id IS NOT NULL',
  inaccessible: 'ug.user_id IS NULL',
} as const;

/** Debtor groups with the user's access to each, listed by company, then group name. */
export function groupsOfUser(db: Queryable, userId: number, which: keyof typeof FILTERS): Promise<GroupAccess[]> {
  return db.query<GroupAccess>(
    `SELECT g.group_name AS "groupName", g.group_code AS "groupCode", g.company_id AS "companyId", c.name AS "companyName",
            ug.user_id IS NOT NULL AS accessable
       FROM debtor_groups g
       JOIN companies c ON c.id = g.company_id
       LEFT JOIN user_groups ug ON ug.group_code = g.group_code AND ug.user_id = $1
      WHERE ${FILTERS[which]}
      ORDER BY g.company_id, g.group_name, g.group_code`,
    [userId],
  );
}
