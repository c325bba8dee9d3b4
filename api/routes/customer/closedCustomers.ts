import { z } from 'zod';
import { CLOSED_CUSTOMERS_DEFAULT_DAYS } from '../../../schemas/constants';
import { CLOSED_CUSTOMERS_MAX_DAYS, type ClosedCustomer } from '../../../schemas/entities/closedCustomer';
import { intInput } from '../../../schemas/forms/inputs';
import { defineRoute } from '../../http/route';

/** GET customer/GetClosedCustomers?Days=: delivery stops started within the last Days days. */
export const closedCustomerRoutes = [
  defineRoute({
    endpoint: 'GET customer/GetClosedCustomers',
    query: z.object({ Days: intInput(1, CLOSED_CUSTOMERS_MAX_DAYS).default(CLOSED_CUSTOMERS_DEFAULT_DAYS) }),
    async handler(ctx) {
      const group = await ctx.currentGroup();
      return ctx.services.db.query<ClosedCustomer>(
        `SELECT lev_stop AS "levStop", debnr, name, betaal_conditie AS "betaalConditie", bettermijn, created,
                lev_stop_since AS "closedSince", ($2::date - lev_stop_since) AS "daysClosed"
           FROM customers
          WHERE group_code = $1 AND lev_stop AND lev_stop_since BETWEEN $2::date - $3::int AND $2::date
          ORDER BY lev_stop_since DESC, debnr`,
        [group.groupCode, ctx.today, ctx.query.Days],
      );
    },
  }),
];
