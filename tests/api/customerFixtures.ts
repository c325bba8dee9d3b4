import type { ApiHarness } from '../support/apiHarness';

/** Helpers shared by the customer api tests: pick seeded customers and callers by what a test needs. */

export interface Caller {
  token: string;
  groupCode: string;
}

export async function loginAs(api: ApiHarness, email: string): Promise<Caller> {
  const login = await api.login(email);
  return { token: login.accessToken, groupCode: login.user.groupCode as string };
}

/** A customer of the group matching an extra SQL condition over `c` (customers), lowest debnr first. */
export async function customerWhere(api: ApiHarness, groupCode: string, condition = 'true'): Promise<string> {
  const rows = await api.db.query<{ debnr: string }>(`SELECT c.debnr FROM customers c WHERE c.group_code = $1 AND ${condition} ORDER BY c.debnr LIMIT 1`, [groupCode]);
  if (!rows[0]) throw new Error(`no customer in ${groupCode} where ${condition}`);
  return rows[0].debnr;
}

/**
 * Another group the user may switch to (other than `groupCode`), with its first customer: outside the
 * current group that customer is a 404; after SetCurrentGroup it is visible.
 */
export async function customerOfAnotherGroup(api: ApiHarness, email: string, groupCode: string): Promise<{ groupCode: string; debnr: string }> {
  const rows = await api.db.query<{ group_code: string; debnr: string }>(
    `SELECT c.group_code, min(c.debnr) AS debnr
       FROM customers c JOIN user_groups ug ON ug.group_code = c.group_code JOIN users u ON u.id = ug.user_id
      WHERE u.email = $1 AND c.group_code <> $2
      GROUP BY c.group_code ORDER BY c.group_code LIMIT 1`,
    [email, groupCode],
  );
  if (!rows[0]) throw new Error(`${email} has no other group with customers`);
  return { groupCode: rows[0].group_code, debnr: rows[0].debnr };
}

/** A copy of a customer under a new debnr, its own financial group, without invoices or anything else. */
export async function cloneCustomer(api: ApiHarness, debnr: string, newDebnr: string, changes: Record<string, unknown> = {}): Promise<string> {
  await api.db.query(
    `INSERT INTO customers
     SELECT (jsonb_populate_record(NULL::customers, to_jsonb(c) || jsonb_build_object('debnr', $2::text, 'fin_debnr', $2::text) || $3::jsonb)).*
       FROM customers c WHERE c.debnr = $1`,
    [debnr, newDebnr, JSON.stringify(changes)],
  );
  return newDebnr;
}

/** Switches the caller's current group (POST groupcode/SetCurrentGroup) and returns the new token. */
export async function switchGroup(api: ApiHarness, caller: Caller, groupCode: string): Promise<Caller> {
  const answer = await api.call<{ accessToken: string }>('POST', 'groupcode/SetCurrentGroup', { token: caller.token, body: { groupCode } });
  if (answer.status !== 200) throw new Error(`SetCurrentGroup ${groupCode}: ${answer.status} ${JSON.stringify(answer.body)}`);
  return { token: answer.body.accessToken, groupCode };
}

/** Money as the api rounds it. */
export const round2 = (n: number) => Math.round(n * 100) / 100;

/** Rows grouped by a key, in first-seen order (Map.groupBy is not in Node 20). */
export function groupRows<T>(rows: readonly T[], key: (row: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const row of rows) groups.set(key(row), [...(groups.get(key(row)) ?? []), row]);
  return groups;
}
