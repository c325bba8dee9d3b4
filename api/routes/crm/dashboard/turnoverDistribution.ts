import { z } from 'zod';
import type { TurnoverDistributionRow } from '../../../../schemas/entities/dashboard';
import { dashboardRange, rangeQueryShape } from '../../../analytics/dateRange';
import { articleSales } from '../../../analytics/salesSource';
import { SqlParams } from '../../../analytics/sqlParams';
import { boolInput } from '../../../../schemas/forms/inputs';
import { defineRoute } from '../../../http/route';

/**
 * GET crm/dashboard/GetTurnoverDistribution: line turnover per article group in the range, every
 * group listed (TurnoverDistributionRow[]). `refresh` is accepted for the legacy screen: the figures
 * are read live from the summaries, so there is no cached answer to renew.
 */
export const turnoverDistributionRoutes = [
  defineRoute({
    endpoint: 'GET crm/dashboard/GetTurnoverDistribution',
    query: z.object({ ...rangeQueryShape, refresh: boolInput.optional() }),
    async handler(ctx) {
      const group = await ctx.currentGroup();
      const range = dashboardRange(ctx.query, ctx.today, group);
      const p = new SqlParams();
      const sql = `
        WITH per_group AS (
          SELECT a.art_group, sum(s.turnover) AS turnover
            FROM ${articleSales(p, group.groupCode, range)} s JOIN articles a ON a.artnr = s.artnr
           GROUP BY a.art_group)
        SELECT ag.code AS "artGroup", ag.name AS "artGroupTxt", round(coalesce(pg.turnover, 0), 2) AS turnover,
               round(coalesce(100 * pg.turnover / nullif(sum(pg.turnover) OVER (), 0), 0), 2) AS percentage
          FROM article_groups ag LEFT JOIN per_group pg ON pg.art_group = ag.code
         ORDER BY turnover DESC, ag.code`;
      return ctx.services.db.query<TurnoverDistributionRow>(sql, p.values);
    },
  }),
];
