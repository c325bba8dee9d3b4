import { readyList } from '../../http/readyAnswer';
import { defineRoute } from '../../http/route';

/**
 * GET customer/getallcustomerstosearch: debtor number and name of every customer of the current group
 * (the `groupcode` header may name another group the caller may use); the browser filters them. Asked on
 * every page load by every user and changed only when the group's customers change: a ready-made list.
 */
export const customerSearchRoutes = [
  defineRoute({
    endpoint: 'GET customer/getallcustomerstosearch',
    async handler({ currentGroup, services: { db } }) {
      const { groupCode } = await currentGroup();
      return readyList(db, ['customers'], 'search', groupCode, () => db.query('SELECT debnr, name FROM customers WHERE group_code = $1 ORDER BY debnr', [groupCode]));
    },
  }),
];
