import { customerInCurrentGroup, debnrPath } from '../../customers/findCustomerInGroup';
import { weblogVisits } from '../../customers/weblogVisits';
import { defineRoute } from '../../http/route';

/** GET customer/GetWeblogVisits/{debnr}: webshop visits per day (schemas/entities/customerWeblog.ts). */
export const customerWeblogRoutes = [
  defineRoute({
    endpoint: 'GET customer/GetWeblogVisits/{debnr}',
    query: debnrPath,
    async handler(ctx) {
      const customer = await customerInCurrentGroup(ctx, ctx.query.debnr);
      return weblogVisits(ctx.services.db, customer.debnr, ctx.today);
    },
  }),
];
