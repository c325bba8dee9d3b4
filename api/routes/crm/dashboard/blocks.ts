import { rangeDays, sameRangeLastYear } from '../../../../schemas/datePresets';
import type { DashboardBlocks } from '../../../../schemas/entities/dashboard';
import { weeksInRange } from '../../../../schemas/entities/dashboardTiers';
import { dashboardRange, rangeQuery } from '../../../analytics/dateRange';
import { customerTotals } from '../../../analytics/salesSource';
import { SqlParams } from '../../../analytics/sqlParams';
import { defineRoute } from '../../../http/route';

/** GET crm/dashboard/getblocks: the KPI blocks of the range (DashboardBlocks). */
export const blocksRoutes = [
  defineRoute({
    endpoint: 'GET crm/dashboard/getblocks',
    query: rangeQuery,
    async handler(ctx) {
      const group = await ctx.currentGroup();
      const range = dashboardRange(ctx.query, ctx.today, group);
      const lastYear = sameRangeLastYear(range);
      const p = new SqlParams();
      const g = p.add(group.groupCode);
      const start = p.add(range.start, 'date');
      const end = p.add(range.end, 'date');
      const weeks = p.add(weeksInRange(rangeDays(range)), 'numeric');
      const sql = `
        WITH totals AS (SELECT * FROM ${customerTotals(p, group.groupCode, range)} t),
        customers_of_group AS (
          SELECT debnr, created BETWEEN ${start} AND ${end} AS is_new FROM customers WHERE group_code = ${g}),
        figures AS (
          SELECT coalesce(sum(t.turnover), 0) AS turnover,
                 coalesce(sum(t.orders), 0)::int AS invoices,
                 count(*) FILTER (WHERE t.orders > 0)::int AS active,
                 coalesce(sum(t.turnover) FILTER (WHERE c.is_new), 0) AS new_turnover,
                 count(*) FILTER (WHERE c.is_new AND t.orders > 0)::int AS new_ordering
            FROM totals t JOIN customers_of_group c ON c.debnr = t.debnr),
        last_year AS (
          SELECT coalesce(sum(turnover), 0) AS turnover FROM group_days
           WHERE group_code = ${g} AND day BETWEEN ${p.add(lastYear.start, 'date')} AND ${p.add(lastYear.end, 'date')}),
        unpaid AS (
          SELECT coalesce(sum(i.amount - i.paid), 0) AS unpaid
            FROM invoices i JOIN customers c ON c.debnr = i.debnr
           WHERE c.group_code = ${g} AND i.paid < i.amount)
        SELECT json_build_object(
          'outstandingWeeks', json_build_object('unpaid', round(u.unpaid, 2), 'turnover', round(f.turnover / ${weeks}, 2)),
          'difference', round(100 * (f.turnover - ly.turnover) / nullif(ly.turnover, 0), 2),
          'orderDetails', json_build_object('turnover', round(f.turnover, 2), 'invoices', f.invoices),
          'activeClients', f.active,
          'totalClients', (SELECT count(*) FROM customers_of_group),
          'weeksPerOrder', round(${weeks} * f.active / nullif(f.invoices, 0), 2),
          'codes', json_build_object('newCodes', (SELECT count(*) FROM customers_of_group WHERE is_new), 'orders', f.new_ordering),
          'turnover', json_build_object('newTurnover', round(f.new_turnover, 2), 'oldTurnover', round(f.turnover - f.new_turnover, 2))
        ) AS blocks
          FROM figures f, last_year ly, unpaid u`;
      const [row] = await ctx.services.db.query<{ blocks: DashboardBlocks }>(sql, p.values);
      return row!.blocks;
    },
  }),
];
