import { DECO_COMPANY } from '../../../schemas/companies';
import { customerTurnover } from '../../customers/customerTurnover';
import { customerInCurrentGroup, debnrPath } from '../../customers/findCustomerInGroup';
import { forbidden } from '../../http/errors';
import { defineRoute } from '../../http/route';

/**
 * GET hbxdeco/GetTurnoverByCustomer/{debnr}: tenant 4's source of the customer chart, realised
 * (invoiced) turnover and written orders (reservations) per month, in the CustomerTurnover shape.
 */
export const decoCustomerTurnoverRoutes = [
  defineRoute({
    endpoint: 'GET hbxdeco/GetTurnoverByCustomer/{debnr}',
    query: debnrPath,
    async handler(ctx) {
      const group = await ctx.currentGroup();
      if (group.companyId !== DECO_COMPANY) throw forbidden('This turnover source is only for Heembloemex Deco');
      const customer = await customerInCurrentGroup(ctx, ctx.query.debnr);
      return customerTurnover(ctx.services.db, customer.debnr, ctx.today);
    },
  }),
];
