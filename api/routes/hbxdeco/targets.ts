import dayjs from 'dayjs';
import { sameRangeLastYear } from '../../../schemas/datePresets';
import type { MargesOverview, TargetOverview } from '../../../schemas/entities/dashboardDeco';
import { decoGroup } from '../../analytics/decoGroup';
import { defineRoute } from '../../http/route';

/** Margin of invoice lines: (line turnover - cost) / line turnover, in percent. */
const LINE_TURNOVER = '(flowers_turnover + plants_turnover + other_turnover)';

/**
 * GET hbxdeco/GetTargetOverview: this year to date against the same dates last year, with the targets (TargetOverview).
 * GET hbxdeco/GetMargesOverview: this year's margin per month against the margin target (MargesOverview).
 */
export const targetRoutes = [
  defineRoute({
    endpoint: 'GET hbxdeco/GetTargetOverview',
    async handler(ctx) {
      const group = await decoGroup(ctx);
      const year = dayjs(ctx.today).year();
      const lastYear = sameRangeLastYear({ start: `${year}-01-01`, end: ctx.today });
      const [overview] = await ctx.services.db.query<TargetOverview>(
        `WITH this_year AS (
           SELECT coalesce(sum(turnover), 0) AS turnover, coalesce(sum(${LINE_TURNOVER}), 0) AS lines, coalesce(sum(cost), 0) AS cost
             FROM group_days WHERE group_code = $1 AND day BETWEEN make_date($2, 1, 1) AND $3),
         last_year AS (SELECT coalesce(sum(turnover), 0) AS turnover FROM group_days WHERE group_code = $1 AND day BETWEEN $4 AND $5),
         target AS (SELECT turnover_percent, margin_percent FROM targets WHERE company_id = $6 AND year = $2)
         SELECT $2::int AS year, round(ty.turnover, 2) AS "realisedTurnover", round(ly.turnover, 2) AS "lastYearTurnover",
                round(100 * (ty.turnover - ly.turnover) / nullif(ly.turnover, 0), 2) AS "turnoverGrowthPercent",
                coalesce((SELECT turnover_percent FROM target), 0) AS "turnoverTargetPercent",
                round(100 * (ty.lines - ty.cost) / nullif(ty.lines, 0), 2) AS "marginPercent",
                coalesce((SELECT margin_percent FROM target), 0) AS "marginTargetPercent"
           FROM this_year ty, last_year ly`,
        [group.groupCode, year, ctx.today, lastYear.start, lastYear.end, group.companyId],
      );
      return overview!;
    },
  }),
  defineRoute({
    endpoint: 'GET hbxdeco/GetMargesOverview',
    async handler(ctx) {
      const group = await decoGroup(ctx);
      const year = dayjs(ctx.today).year();
      const [overview] = await ctx.services.db.query<MargesOverview>(
        `WITH per_month AS (
           SELECT extract(month FROM day)::int AS month, sum(${LINE_TURNOVER}) AS turnover, sum(cost) AS cost
             FROM group_days WHERE group_code = $1 AND day BETWEEN make_date($2, 1, 1) AND make_date($2, 12, 31)
            GROUP BY 1)
         SELECT coalesce((SELECT margin_percent FROM targets WHERE company_id = $3 AND year = $2), 0) AS "targetPercent",
                json_agg(json_build_object('monthNumber', m.n, 'turnover', round(coalesce(pm.turnover, 0), 2),
                                           'cost', round(coalesce(pm.cost, 0), 2),
                                           'marginPercent', round(100 * (pm.turnover - pm.cost) / nullif(pm.turnover, 0), 2))
                         ORDER BY m.n) AS months
           FROM generate_series(1, 12) AS m(n) LEFT JOIN per_month pm ON pm.month = m.n`,
        [group.groupCode, year, group.companyId],
      );
      return overview!;
    },
  }),
];
