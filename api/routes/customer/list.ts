import { readyList } from '../../http/readyAnswer';
import { listCustomers } from '../../customers/listCustomers';
import { defineRoute } from '../../http/route';

/** GET customer/getallcustomers: the current group's customers (/icrm/customers). */
export const customerListRoutes = [
  defineRoute({
    endpoint: 'GET customer/getallcustomers',
    async handler(ctx) {
      const { groupCode } = await ctx.currentGroup();
      // Only customers' own columns: ready-made under the group's customer-list stamp, as the search list.
      return readyList(ctx.services.db, ['customers'], 'list', groupCode, () => listCustomers(ctx.services.db, groupCode));
    },
  }),
];
