import type { TurnoverOrdersWeek } from '../../../../schemas/entities/dashboard';
import { dashboardRange, rangeQuery } from '../../../analytics/dateRange';
import { weeksOf, weekStartOf } from '../../../analytics/isoWeeks';
import { SqlParams } from '../../../analytics/sqlParams';
import { defineRoute } from '../../../http/route';

/** GET crm/dashboard/getturnoverorders: turnover and orders per ISO week of the range (TurnoverOrdersWeek[]). */
export const turnoverOrdersRoutes = [
  defineRoute({
    endpoint: 'GET crm/dashboard/getturnoverorders',
    query: rangeQuery,
    async handler(ctx) {
      const group = await ctx.currentGroup();
      const range = dashboardRange(ctx.query, ctx.today, group);
      const p = new SqlParams();
      const sql = `
        SELECT w.week_year AS "weekYear", w.week_number AS "weekNumber", w.week_start AS "weekStart",
               round(coalesce(sum(g.turnover), 0), 2) AS turnover, coalesce(sum(g.invoices), 0)::int AS orders
          FROM ${weeksOf(p, range)} w
          LEFT JOIN group_days g ON g.group_code = ${p.add(group.groupCode)}
                                AND g.day BETWEEN ${p.add(range.start, 'date')} AND ${p.add(range.end, 'date')}
                                AND ${weekStartOf('g.day')} = w.week_start
         GROUP BY w.week_start, w.week_year, w.week_number
         ORDER BY w.week_start`;
      return ctx.services.db.query<TurnoverOrdersWeek>(sql, p.values);
    },
  }),
];
