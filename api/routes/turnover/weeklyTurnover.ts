import { TURNOVER_WEEKS, type WeeklyTurnoverRow } from '../../../schemas/entities/turnover';
import { weeksOf, weekStartOf } from '../../analytics/isoWeeks';
import { SqlParams } from '../../analytics/sqlParams';
import { lastCompleteWeeks } from '../../analytics/windows';
import { defineRoute } from '../../http/route';

/** GET turnover/getallturnover: per customer, turnover of each of the last 10 complete weeks (WeeklyTurnoverRow[]). */
export const weeklyTurnoverRoutes = [
  defineRoute({
    endpoint: 'GET turnover/getallturnover',
    async handler(ctx) {
      const group = await ctx.currentGroup();
      const range = lastCompleteWeeks(ctx.today, TURNOVER_WEEKS);
      const p = new SqlParams();
      const sql = `
        WITH weeks AS (SELECT * FROM ${weeksOf(p, range)} w),
        per_week AS (
          SELECT debnr, ${weekStartOf('day')} AS week_start, sum(turnover) AS total, sum(invoices) AS orders
            FROM sales_days
           WHERE group_code = ${p.add(group.groupCode)} AND day BETWEEN ${p.add(range.start, 'date')} AND ${p.add(range.end, 'date')}
           GROUP BY 1, 2),
        per_customer AS (SELECT debnr, sum(total) AS total, sum(orders)::int AS orders FROM per_week GROUP BY debnr HAVING sum(orders) > 0)
        SELECT c.debnr, cu.debnaam, round(c.total, 2) AS total, round(c.total / ${p.add(TURNOVER_WEEKS, 'int')}, 2) AS average, c.orders,
               json_agg(json_build_object('weekNumber', w.week_number, 'weekYear', w.week_year, 'total', round(coalesce(pw.total, 0), 2))
                        ORDER BY w.week_start) AS rows
          FROM per_customer c
          JOIN customers cu ON cu.debnr = c.debnr
          CROSS JOIN weeks w
          LEFT JOIN per_week pw ON pw.debnr = c.debnr AND pw.week_start = w.week_start
         GROUP BY c.debnr, cu.debnaam, c.total, c.orders
         ORDER BY c.total DESC, c.debnr`;
      return ctx.services.db.query<WeeklyTurnoverRow>(sql, p.values);
    },
  }),
];
