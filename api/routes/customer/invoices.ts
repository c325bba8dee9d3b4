import type { CustomerUnpaid, Invoice } from '../../../schemas/entities/customerInvoice';
import { customerInCurrentGroup, debnrPath } from '../../customers/findCustomerInGroup';
import { defineRoute } from '../../http/route';

/** GET customer/getinvoices/{debnr} and customer/getunpaid/{debnr} (schemas/entities/customerInvoice.ts). */
export const customerInvoiceRoutes = [
  defineRoute({
    endpoint: 'GET customer/getinvoices/{debnr}',
    query: debnrPath,
    async handler(ctx) {
      const customer = await customerInCurrentGroup(ctx, ctx.query.debnr);
      return ctx.services.db.query<Invoice>(
        `SELECT factnr AS number, fctdat AS date, amount, paid,
                CASE WHEN paid < amount THEN greatest(0, $2::date - (fctdat + $3::int)) ELSE 0 END AS "daysOverdue"
           FROM invoices
          WHERE debnr = $1 AND fctdat <= $2::date AND (fctdat > $2::date - 365 OR paid < amount)
          ORDER BY fctdat DESC, factnr DESC`,
        [customer.debnr, ctx.today, customer.bettermijn],
      );
    },
  }),
  defineRoute({
    endpoint: 'GET customer/getunpaid/{debnr}',
    query: debnrPath,
    async handler(ctx) {
      const customer = await customerInCurrentGroup(ctx, ctx.query.debnr);
      const rows = await ctx.services.db.query<CustomerUnpaid>(
        `SELECT $1::text AS debnr, round(coalesce(sum(amount - paid), 0), 2) AS "unpaidTotal",
                count(*)::int AS "unpaidInvoices", min(fctdat) AS "oldestUnpaid"
           FROM invoices WHERE debnr = $1 AND paid < amount`,
        [customer.debnr],
      );
      return rows[0];
    },
  }),
];
