import dayjs from 'dayjs';
import type { DecoDashboardBlocks } from '../../../schemas/entities/dashboardDeco';
import { dashboardRange, rangeQuery } from '../../analytics/dateRange';
import { decoGroup } from '../../analytics/decoGroup';
import { defineRoute } from '../../http/route';

/** GET hbxdeco/GetHbxDecoDashboardBlocks: realised and written turnover of the range, margin target (DecoDashboardBlocks). */
export const decoBlocksRoutes = [
  defineRoute({
    endpoint: 'GET hbxdeco/GetHbxDecoDashboardBlocks',
    query: rangeQuery,
    async handler(ctx) {
      const group = await decoGroup(ctx);
      const range = dashboardRange(ctx.query, ctx.today, group);
      const year = dayjs(range.end).year();
      const [blocks] = await ctx.services.db.query<DecoDashboardBlocks>(
        `WITH realised AS (
           SELECT coalesce(sum(turnover), 0) AS turnover, coalesce(sum(cost), 0) AS cost
             FROM group_days WHERE group_code = $1 AND day BETWEEN $2 AND $3),
         written AS (
           SELECT coalesce(sum(r.amount) FILTER (WHERE extract(year FROM r.delivery_date) = $4), 0) AS this_year,
                  coalesce(sum(r.amount) FILTER (WHERE extract(year FROM r.delivery_date) = $4 + 1), 0) AS next_year
             FROM reservations r JOIN customers c ON c.debnr = r.debnr
            WHERE c.group_code = $1 AND r.reserved_on BETWEEN $2 AND $3)
         SELECT round(re.turnover, 2) AS "realisedTurnover", round(re.cost, 2) AS "realisedTurnoverORDERKP",
                round(w.this_year, 2) AS "reservedTurnover", round(w.next_year, 2) AS "reservedTurnoverNextYear",
                round(re.turnover + w.this_year, 2) AS "reservedTurnoverAndBestverd",
                coalesce((SELECT margin_percent FROM targets WHERE company_id = $5 AND year = $4), 0) AS "targetPercentMarges"
           FROM realised re, written w`,
        [group.groupCode, range.start, range.end, year, group.companyId],
      );
      return blocks!;
    },
  }),
];
