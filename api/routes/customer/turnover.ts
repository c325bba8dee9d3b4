import { customerTurnover } from '../../customers/customerTurnover';
import { customerInCurrentGroup, debnrPath } from '../../customers/findCustomerInGroup';
import { defineRoute } from '../../http/route';

/** GET customer/getturnover/{debnr}: monthly turnover for the yearly chart (schemas/entities/customerTurnover.ts). */
export const customerTurnoverRoutes = [
  defineRoute({
    endpoint: 'GET customer/getturnover/{debnr}',
    query: debnrPath,
    async handler(ctx) {
      const customer = await customerInCurrentGroup(ctx, ctx.query.debnr);
      return customerTurnover(ctx.services.db, customer.debnr, ctx.today);
    },
  }),
];
