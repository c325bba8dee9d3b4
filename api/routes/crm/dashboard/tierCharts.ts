import type { DashboardCharts } from '../../../../schemas/entities/dashboard';
import { FREQUENCY_TIERS } from '../../../../schemas/entities/dashboardTiers';
import { TURNOVER_TIERS } from '../../../../schemas/constants';
import { tieredCustomers } from '../../../analytics/customerTiers';
import { dashboardRange, rangeQuery } from '../../../analytics/dateRange';
import { SqlParams } from '../../../analytics/sqlParams';
import { tierNames } from '../../../analytics/tiers';
import { defineRoute } from '../../../http/route';

/** GET crm/dashboard/getcharts: active customers per weekly-turnover and order-frequency tier, every tier listed (DashboardCharts). */
export const tierChartRoutes = [
  defineRoute({
    endpoint: 'GET crm/dashboard/getcharts',
    query: rangeQuery,
    async handler(ctx) {
      const group = await ctx.currentGroup();
      const range = dashboardRange(ctx.query, ctx.today, group);
      const p = new SqlParams();
      const sql = `
        WITH tiered AS MATERIALIZED (SELECT * FROM ${tieredCustomers(p, group.groupCode, range)} t)
        SELECT
          (SELECT json_agg(json_build_object('tier', n.tier, 'customers', count, 'turnover', turnover) ORDER BY n.ord)
             FROM unnest(${p.add(tierNames(TURNOVER_TIERS), 'text[]')}) WITH ORDINALITY AS n(tier, ord)
             CROSS JOIN LATERAL (SELECT count(*) AS count, round(coalesce(sum(turnover), 0), 2) AS turnover
                                   FROM tiered WHERE turnover_tier = n.tier) x) AS "weeklyTurnover",
          (SELECT json_agg(json_build_object('tier', n.tier, 'customers', count, 'orders', orders) ORDER BY n.ord)
             FROM unnest(${p.add(tierNames(FREQUENCY_TIERS), 'text[]')}) WITH ORDINALITY AS n(tier, ord)
             CROSS JOIN LATERAL (SELECT count(*) AS count, coalesce(sum(orders), 0) AS orders
                                   FROM tiered WHERE frequency_tier = n.tier) x) AS "orderFrequency"`;
      const [charts] = await ctx.services.db.query<DashboardCharts>(sql, p.values);
      return charts!;
    },
  }),
];
