import { CREDITS_WINDOW_DAYS, type CreditRow } from '../../../schemas/entities/credit';
import { defineRoute } from '../../http/route';

/**
 * GET manager/getcredits: the current group's customers credited in the last 365 days (today
 * included), with their invoices and turnover over the same days; highest credit first.
 */
export const creditRoutes = [
  defineRoute({
    endpoint: 'GET manager/getcredits',
    async handler(ctx) {
      const group = await ctx.currentGroup();
      return ctx.services.db.query<CreditRow>(
        `WITH credited AS (
           SELECT k.debnr, sum(k.amount) AS total
             FROM customers c JOIN credits k ON k.debnr = c.debnr
            WHERE c.group_code = $1 AND k.credit_date > $2::date - $3::int AND k.credit_date <= $2::date
            GROUP BY k.debnr),
         invoiced AS (
           SELECT i.debnr, count(*)::int AS n, sum(i.amount) AS total
             FROM credited JOIN invoices i ON i.debnr = credited.debnr
            WHERE i.fctdat > $2::date - $3::int AND i.fctdat <= $2::date
            GROUP BY i.debnr)
         SELECT c.debnr, c.name, coalesce(inv.n, 0) AS "amountOfInvoices", round(coalesce(inv.total, 0), 2) AS "nettoTotal",
                round(k.total, 2) AS "totalCredits",
                CASE WHEN inv.total > 0 THEN round(k.total / inv.total * 100, 2) END AS "creditPercentage", c.branche
           FROM credited k JOIN customers c ON c.debnr = k.debnr LEFT JOIN invoiced inv ON inv.debnr = k.debnr
          ORDER BY k.total DESC, c.debnr`,
        [group.groupCode, ctx.today, CREDITS_WINDOW_DAYS],
      );
    },
  }),
];
