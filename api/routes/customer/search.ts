import { defineRoute } from '../../http/route';

/**
 * GET customer/getallcustomerstosearch: debtor number and name of every customer of the current group
 * (the `groupcode` header may name another group the caller may use); the browser filters them.
 */
export const customerSearchRoutes = [
  defineRoute({
    endpoint: 'GET customer/getallcustomerstosearch',
    async handler({ currentGroup, services }) {
      const { groupCode } = await currentGroup();
      return services.db.query('SELECT debnr, name FROM customers WHERE group_code = $1 ORDER BY debnr', [groupCode]);
    },
  }),
];
