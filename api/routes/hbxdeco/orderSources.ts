import type { OrderSourceWeek } from '../../../schemas/entities/dashboardDeco';
import { dashboardRange, rangeQuery } from '../../analytics/dateRange';
import { decoGroup } from '../../analytics/decoGroup';
import { weeksOf, weekStartOf } from '../../analytics/isoWeeks';
import { SqlParams } from '../../analytics/sqlParams';
import { defineRoute } from '../../http/route';

/** GET hbxdeco/GetWeeklyOrderFrequency: webshop and personal orders per ISO week of the range (OrderSourceWeek[]). */
export const orderSourceRoutes = [
  defineRoute({
    endpoint: 'GET hbxdeco/GetWeeklyOrderFrequency',
    query: rangeQuery,
    async handler(ctx) {
      const group = await decoGroup(ctx);
      const range = dashboardRange(ctx.query, ctx.today, group);
      const p = new SqlParams();
      const sql = `
        SELECT w.week_year AS "weekYear", w.week_number AS "weekNumber", w.week_start AS "weekStart",
               coalesce(sum(g.online_invoices), 0)::int AS online, coalesce(sum(g.invoices - g.online_invoices), 0)::int AS personal
          FROM ${weeksOf(p, range)} w
          LEFT JOIN group_days g ON g.group_code = ${p.add(group.groupCode)}
                                AND g.day BETWEEN ${p.add(range.start, 'date')} AND ${p.add(range.end, 'date')}
                                AND ${weekStartOf('g.day')} = w.week_start
         GROUP BY w.week_start, w.week_year, w.week_number
         ORDER BY w.week_start`;
      return ctx.services.db.query<OrderSourceWeek>(sql, p.values);
    },
  }),
];
