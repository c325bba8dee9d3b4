import dayjs from 'dayjs';
import { TURNOVER_WEEKS, type WeeklyTurnoverRow } from '../../../schemas/entities/turnover';
import { weeksOf } from '../../analytics/isoWeeks';
import { periodSums } from '../../analytics/periodSums';
import { SqlParams } from '../../analytics/sqlParams';
import { lastCompleteWeeks } from '../../analytics/windows';
import { defineRoute } from '../../http/route';

interface Week {
  week_start: string;
  week_year: number;
  week_number: number;
}

type CustomerRow = Omit<WeeklyTurnoverRow, 'rows'> & { week_totals: number[] };

/** GET turnover/getallturnover: per customer, turnover of each of the last 10 complete weeks (WeeklyTurnoverRow[]). */
export const weeklyTurnoverRoutes = [
  defineRoute({
    endpoint: 'GET turnover/getallturnover',
    async handler(ctx) {
      const group = await ctx.currentGroup();
      const range = lastCompleteWeeks(ctx.today, TURNOVER_WEEKS);
      const db = ctx.services.db;
      const w = new SqlParams();
      const weeks = await db.query<Week>(`SELECT * FROM ${weeksOf(w, range)} w ORDER BY week_start`, w.values);
      const p = new SqlParams();
      const afterEnd = dayjs(range.end).add(1, 'day').format('YYYY-MM-DD');
      const customers = await db.query<CustomerRow>(
        `SELECT s.debnr, c.debnaam, round(sum(s.turnover), 2) AS total, round(sum(s.turnover) / ${p.add(TURNOVER_WEEKS, 'int')}, 2) AS average,
                sum(s.invoices)::int AS orders,
                ${periodSums(p, 's.turnover', 's.day', weeks.map((week) => week.week_start), afterEnd)} AS week_totals
           FROM sales_days s JOIN customers c ON c.debnr = s.debnr
          WHERE s.group_code = ${p.add(group.groupCode)} AND s.day BETWEEN ${p.add(range.start, 'date')} AND ${p.add(range.end, 'date')}
          GROUP BY s.debnr, c.debnaam
         HAVING sum(s.invoices) > 0
          ORDER BY sum(s.turnover) DESC, s.debnr`,
        p.values,
      );
      return customers.map(({ week_totals, ...customer }): WeeklyTurnoverRow => ({
        ...customer,
        rows: weeks.map((week, i) => ({ weekNumber: week.week_number, weekYear: week.week_year, total: week_totals[i]! })),
      }));
    },
  }),
];
