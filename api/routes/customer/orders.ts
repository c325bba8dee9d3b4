import type { TodaysTurnover } from '../../../schemas/entities/customerInvoice';
import { backorderLines } from '../../customers/backorders';
import { customerInCurrentGroup, debnrPath } from '../../customers/findCustomerInGroup';
import { defineRoute } from '../../http/route';

/** GET customer/gettodaysturnover/{debnr} and customer/getbackorders/{debnr}: the customer's orders. */
export const customerOrderRoutes = [
  defineRoute({
    endpoint: 'GET customer/gettodaysturnover/{debnr}',
    query: debnrPath,
    async handler(ctx) {
      const customer = await customerInCurrentGroup(ctx, ctx.query.debnr);
      const rows = await ctx.services.db.query<TodaysTurnover>(
        `SELECT to_char($2::date, 'YYYY-MM-DD') AS date,
                round(coalesce(sum(l.amount) FILTER (WHERE o.delivery_date = $2::date), 0), 2) AS turnover,
                round(coalesce(sum(l.amount) FILTER (WHERE o.status = 'open'), 0), 2) AS "backorderTotal"
           FROM orders o JOIN order_lines l ON l.order_number = o.order_number
          WHERE o.debnr = $1 AND (o.delivery_date = $2::date OR o.status = 'open')`,
        [customer.debnr, ctx.today],
      );
      return rows[0];
    },
  }),
  defineRoute({
    endpoint: 'GET customer/getbackorders/{debnr}',
    query: debnrPath,
    async handler(ctx) {
      const customer = await customerInCurrentGroup(ctx, ctx.query.debnr);
      return backorderLines(ctx.services.db, customer.debnr);
    },
  }),
];
