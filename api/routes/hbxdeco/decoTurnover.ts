import dayjs from 'dayjs';
import type { DecoTurnoverRow } from '../../../schemas/entities/turnoverDeco';
import { decoGroup } from '../../analytics/decoGroup';
import { defineRoute } from '../../http/route';

/** GET hbxdeco/GetAllTurnover: per customer, this year's invoiced and written turnover by month (DecoTurnoverRow[]). */
export const decoTurnoverRoutes = [
  defineRoute({
    endpoint: 'GET hbxdeco/GetAllTurnover',
    async handler(ctx) {
      const group = await decoGroup(ctx);
      const year = dayjs(ctx.today).year();
      return ctx.services.db.query<DecoTurnoverRow>(
        `WITH invoiced AS (
           SELECT debnr, extract(month FROM month)::int AS month, turnover FROM sales_months
            WHERE group_code = $1 AND month BETWEEN make_date($2, 1, 1) AND make_date($2, 12, 1)),
         last_year AS (
           SELECT debnr, sum(turnover) AS total FROM sales_months
            WHERE group_code = $1 AND month BETWEEN make_date($2 - 1, 1, 1) AND make_date($2 - 1, 12, 1) GROUP BY debnr),
         reserved AS (
           SELECT r.debnr, extract(month FROM r.delivery_date)::int AS month, sum(r.amount) AS turnover
             FROM reservations r JOIN customers c ON c.debnr = r.debnr
            WHERE c.group_code = $1 AND r.delivery_date BETWEEN make_date($2, 1, 1) AND make_date($2, 12, 31) GROUP BY 1, 2),
         listed AS (
           SELECT debnr FROM invoiced WHERE turnover <> 0 UNION SELECT debnr FROM last_year WHERE total <> 0
           UNION SELECT debnr FROM reserved WHERE turnover <> 0),
         invoiced_rows AS (
           SELECT l.debnr, coalesce(sum(i.turnover), 0) AS total,
                  json_agg(json_build_object('monthNumber', m.n, 'total', round(coalesce(i.turnover, 0), 2)) ORDER BY m.n) AS rows
             FROM listed l CROSS JOIN generate_series(1, 12) AS m(n)
             LEFT JOIN invoiced i ON i.debnr = l.debnr AND i.month = m.n GROUP BY l.debnr),
         reserved_rows AS (
           SELECT l.debnr, coalesce(sum(r.turnover), 0) AS total,
                  json_agg(json_build_object('monthNumber', m.n, 'total', round(coalesce(r.turnover, 0), 2)) ORDER BY m.n) AS rows
             FROM listed l CROSS JOIN generate_series(1, 12) AS m(n)
             LEFT JOIN reserved r ON r.debnr = l.debnr AND r.month = m.n GROUP BY l.debnr)
         SELECT c.debnr, c.debnaam, c.fin_groep AS "finGroep", fg.text AS "finGroepText",
                round(ir.total + rr.total, 2) AS total, round(ir.total, 2) AS "totalInvoiced",
                round(coalesce(ly.total, 0), 2) AS "totalInvoicedLastYear", round(rr.total, 2) AS "totalReserved",
                ir.rows, rr.rows AS "reservedRows"
           FROM invoiced_rows ir
           JOIN reserved_rows rr ON rr.debnr = ir.debnr
           JOIN customers c ON c.debnr = ir.debnr
           LEFT JOIN last_year ly ON ly.debnr = ir.debnr
           LEFT JOIN financial_groups fg ON fg.code = c.fin_groep
          ORDER BY ir.total + rr.total DESC, c.debnr`,
        [group.groupCode, year],
      );
    },
  }),
];
