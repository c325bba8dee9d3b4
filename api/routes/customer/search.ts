import type { Queryable } from '../../db/database';
import { listStamp, ReadyAnswers } from '../../http/readyAnswer';
import { defineRoute } from '../../http/route';

/**
 * The list is asked on every page load by every user and changes only when the group's customers
 * change. So each group's answer is kept finished (JSON, gzip, brotli) under the group's customer-list
 * stamp (migration 022), per database: a repeated request costs one stamp read, a held one a 304.
 */
const answers = new WeakMap<Queryable, ReadyAnswers>();

/**
 * GET customer/getallcustomerstosearch: debtor number and name of every customer of the current group
 * (the `groupcode` header may name another group the caller may use); the browser filters them.
 */
export const customerSearchRoutes = [
  defineRoute({
    endpoint: 'GET customer/getallcustomerstosearch',
    async handler({ currentGroup, services: { db } }) {
      const { groupCode } = await currentGroup();
      let kept = answers.get(db);
      if (!kept) answers.set(db, (kept = new ReadyAnswers()));
      const stamp = await listStamp(db, 'customers', groupCode);
      return kept.get(`search:${groupCode}`, stamp, () => db.query('SELECT debnr, name FROM customers WHERE group_code = $1 ORDER BY debnr', [groupCode]));
    },
  }),
];
