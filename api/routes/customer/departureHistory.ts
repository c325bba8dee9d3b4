import { departureHistory } from '../../customers/departures';
import { customerInCurrentGroup, debnrPath } from '../../customers/findCustomerInGroup';
import { defineRoute } from '../../http/route';

/** GET customer/getdeparturehistory/{debnr}: departure chart, previous days and weeks (customerDeparture.ts). */
export const departureHistoryRoutes = [
  defineRoute({
    endpoint: 'GET customer/getdeparturehistory/{debnr}',
    query: debnrPath,
    async handler(ctx) {
      const customer = await customerInCurrentGroup(ctx, ctx.query.debnr);
      return departureHistory(ctx.services.db, customer.debnr, ctx.today);
    },
  }),
];
