import { sameRangeLastYear } from '../../../schemas/datePresets';
import { EXCHANGE_RATE_TOP_LIST_SIZE } from '../../../schemas/entities/dashboard';
import type { ExchangeRateGroupTop } from '../../../schemas/entities/dashboardDeco';
import { dashboardRange, rangeQuery } from '../../analytics/dateRange';
import { decoGroup } from '../../analytics/decoGroup';
import { customerTotals } from '../../analytics/salesSource';
import { SqlParams } from '../../analytics/sqlParams';
import { defineRoute } from '../../http/route';

/**
 * GET hbxdeco/GetTopPerExchangeRateGroup: per exchange-rate group (koersgroep) the 20 customers with the
 * largest turnover in the range, against the same dates last year (ExchangeRateGroupTop[]).
 */
export const exchangeRateTopRoutes = [
  defineRoute({
    endpoint: 'GET hbxdeco/GetTopPerExchangeRateGroup',
    query: rangeQuery,
    async handler(ctx) {
      const group = await decoGroup(ctx);
      const range = dashboardRange(ctx.query, ctx.today, group);
      const p = new SqlParams();
      const sql = `
        WITH cy AS (SELECT * FROM ${customerTotals(p, group.groupCode, range)} t),
        ly AS (SELECT * FROM ${customerTotals(p, group.groupCode, sameRangeLastYear(range))} t),
        ranked AS (
          SELECT c.exchange_rate_group, c.debnr, c.debnaam, coalesce(cy.turnover, 0) AS cy_total, coalesce(ly.turnover, 0) AS ly_total,
                 row_number() OVER (PARTITION BY c.exchange_rate_group ORDER BY coalesce(cy.turnover, 0) DESC, c.debnr) AS rank
            FROM customers c
            LEFT JOIN cy ON cy.debnr = c.debnr
            LEFT JOIN ly ON ly.debnr = c.debnr
           WHERE c.group_code = ${p.add(group.groupCode)} AND c.exchange_rate_group IS NOT NULL
             AND (cy.turnover <> 0 OR ly.turnover <> 0))
        SELECT exchange_rate_group AS "exchangeRateGroup",
               json_agg(json_build_object('debnr', debnr, 'debnaam', debnaam, 'cyTotal', round(cy_total, 2), 'lyTotal', round(ly_total, 2),
                                          'changePercentage', round(100 * (cy_total - ly_total) / nullif(ly_total, 0), 2))
                        ORDER BY rank) AS rows
          FROM ranked WHERE rank <= ${p.add(EXCHANGE_RATE_TOP_LIST_SIZE, 'int')}
         GROUP BY exchange_rate_group
         ORDER BY exchange_rate_group`;
      return ctx.services.db.query<ExchangeRateGroupTop>(sql, p.values);
    },
  }),
];
