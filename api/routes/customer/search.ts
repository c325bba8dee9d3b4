import type { Queryable } from '../../db/database';
import { defineRoute } from '../../http/route';

interface SearchableCustomer {
  debnr: string;
  name: string;
}

/**
 * The list is asked on every page load by every user and changes only when customers are added or
 * renamed (rare); the browser keeps it for its whole session anyway. So each group's list is kept
 * this long per database, and concurrent first requests share one query.
 */
const FRESH_MS = 30_000;
const lists = new WeakMap<Queryable, Map<string, { loadedAt: number; rows: Promise<SearchableCustomer[]> }>>();

function customersToSearch(db: Queryable, groupCode: string): Promise<SearchableCustomer[]> {
  let byGroup = lists.get(db);
  if (!byGroup) lists.set(db, (byGroup = new Map()));
  const cached = byGroup.get(groupCode);
  if (cached && performance.now() - cached.loadedAt < FRESH_MS) return cached.rows;
  const rows = db.query<SearchableCustomer>('SELECT debnr, name FROM customers WHERE group_code = $1 ORDER BY debnr', [groupCode]);
  byGroup.set(groupCode, { loadedAt: performance.now(), rows });
  rows.catch(() => byGroup.delete(groupCode));
  return rows;
}

/**
 * GET customer/getallcustomerstosearch: debtor number and name of every customer of the current group
 * (the `groupcode` header may name another group the caller may use); the browser filters them.
 */
export const customerSearchRoutes = [
  defineRoute({
    endpoint: 'GET customer/getallcustomerstosearch',
    async handler({ currentGroup, services }) {
      const { groupCode } = await currentGroup();
      return customersToSearch(services.db, groupCode);
    },
  }),
];
