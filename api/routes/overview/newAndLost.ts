import { NEW_AND_LOST_WEEKS, NewAndLostDownload, type NewAndLostWeek } from '../../../schemas/entities/overview';
import { customerActivity } from '../../analytics/customerActivity';
import { weeksOf, weekStartOf } from '../../analytics/isoWeeks';
import { SqlParams } from '../../analytics/sqlParams';
import { weeksUpToToday } from '../../analytics/windows';
import { datedFileName, writeXlsx, type XlsxColumn } from '../../files/xlsx';
import { defineRoute, type RouteContext } from '../../http/route';
import { FileResult, XLSX_TYPE } from '../../http/results';

const COLUMNS: XlsxColumn<NewAndLostWeek>[] = [
  { header: 'Week', value: (w) => `${w.weekYear}-W${String(w.weekNumber).padStart(2, '0')}` },
  { header: 'Week start', value: (w) => w.weekStart, width: 12 },
  { header: 'New customers', value: (w) => w.newCustomers, format: 'integer', width: 15 },
  { header: 'Lost customers', value: (w) => w.lostCustomers, format: 'integer', width: 15 },
];

/** New and lost customers of the caller's current group per week over the last 52 weeks, oldest first. */
async function newAndLostWeeks(ctx: Pick<RouteContext<unknown, unknown>, 'services' | 'currentGroup' | 'today'>): Promise<NewAndLostWeek[]> {
  const group = await ctx.currentGroup();
  const range = weeksUpToToday(ctx.today, NEW_AND_LOST_WEEKS);
  const p = new SqlParams();
  const start = p.add(range.start, 'date');
  const today = p.add(ctx.today, 'date');
  const sql = `
    WITH activity AS MATERIALIZED (SELECT * FROM ${customerActivity(p, group.groupCode)} a)
    SELECT w.week_year AS "weekYear", w.week_number AS "weekNumber", w.week_start AS "weekStart",
           coalesce(n.count, 0)::int AS "newCustomers", coalesce(l.count, 0)::int AS "lostCustomers"
      FROM ${weeksOf(p, range)} w
      LEFT JOIN (SELECT ${weekStartOf('first_order')} AS week_start, count(*) FROM activity
                  WHERE first_order BETWEEN ${start} AND ${today} GROUP BY 1) n ON n.week_start = w.week_start
      LEFT JOIN (SELECT ${weekStartOf('lost_on')} AS week_start, count(*) FROM activity
                  WHERE lost_on BETWEEN ${start} AND ${today} GROUP BY 1) l ON l.week_start = w.week_start
     ORDER BY w.week_start`;
  return ctx.services.db.query<NewAndLostWeek>(sql, p.values);
}

/**
 * GET overview/getnewnlostcustomers: new and lost customers per week over the last 52 weeks (NewAndLostWeek[]).
 * POST overview/downloadnewnlostcustomers [lost-customer values]: those weeks as 'NewAndLostCustomers<date>.xlsx',
 * written from the api's own figures (the posted values are the spec's body, not trusted for the file).
 */
export const newAndLostRoutes = [
  defineRoute({
    endpoint: 'GET overview/getnewnlostcustomers',
    handler: newAndLostWeeks,
  }),
  defineRoute({
    endpoint: 'POST overview/downloadnewnlostcustomers',
    body: NewAndLostDownload,
    async handler(ctx) {
      const body = await writeXlsx('New and lost customers', COLUMNS, await newAndLostWeeks(ctx));
      return new FileResult(datedFileName('NewAndLostCustomers', ctx.today), XLSX_TYPE, body);
    },
  }),
];
