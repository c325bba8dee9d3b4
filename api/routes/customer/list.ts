import { listCustomers } from '../../customers/listCustomers';
import { defineRoute } from '../../http/route';

/** GET customer/getallcustomers: the current group's customers (/icrm/customers). */
export const customerListRoutes = [
  defineRoute({
    endpoint: 'GET customer/getallcustomers',
    async handler(ctx) {
      const group = await ctx.currentGroup();
      return listCustomers(ctx.services.db, group.groupCode);
    },
  }),
];
