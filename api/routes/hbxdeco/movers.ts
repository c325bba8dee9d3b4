import dayjs from 'dayjs';
import { TOP_LIST_SIZE } from '../../../schemas/entities/dashboard';
import type { Mover, StijgersAndDalers } from '../../../schemas/entities/dashboardDeco';
import { TURNOVER_WEEKS } from '../../../schemas/entities/turnover';
import { decoGroup } from '../../analytics/decoGroup';
import { lastCompleteWeeks } from '../../analytics/windows';
import { defineRoute } from '../../http/route';

/**
 * GET hbxdeco/GetDashboardStijgersAndDalers: the last 10 complete weeks split into two halves of 5;
 * the 10 customers whose turnover rose most from the first half to the second, and the 10 that fell most.
 */
export const moverRoutes = [
  defineRoute({
    endpoint: 'GET hbxdeco/GetDashboardStijgersAndDalers',
    async handler(ctx) {
      const group = await decoGroup(ctx);
      const range = lastCompleteWeeks(ctx.today, TURNOVER_WEEKS);
      const secondHalf = dayjs(range.start).add(TURNOVER_WEEKS / 2, 'week').format('YYYY-MM-DD');
      const movers = await ctx.services.db.query<Mover & { direction: 'up' | 'down' }>(
        `WITH halves AS (
           SELECT debnr, coalesce(sum(turnover) FILTER (WHERE day < $4), 0) AS previous,
                  coalesce(sum(turnover) FILTER (WHERE day >= $4), 0) AS current
             FROM sales_days WHERE group_code = $1 AND day BETWEEN $2 AND $3 GROUP BY debnr),
         ranked AS (
           SELECT h.*, current - previous AS difference,
                  row_number() OVER (ORDER BY current - previous DESC, debnr) AS up,
                  row_number() OVER (ORDER BY current - previous ASC, debnr) AS down
             FROM halves h WHERE current <> previous)
         SELECT CASE WHEN r.difference > 0 THEN 'up' ELSE 'down' END AS direction, r.debnr, c.debnaam,
                round(r.previous, 2) AS "previousTurnover", round(r.current, 2) AS "currentTurnover", round(r.difference, 2) AS difference,
                round(100 * r.difference / nullif(r.previous, 0), 2) AS "changePercentage"
           FROM ranked r JOIN customers c ON c.debnr = r.debnr
          WHERE (r.difference > 0 AND r.up <= $5) OR (r.difference < 0 AND r.down <= $5)
          ORDER BY abs(r.difference) DESC, r.debnr`,
        [group.groupCode, range.start, range.end, secondHalf, TOP_LIST_SIZE],
      );
      const strip = ({ direction: _, ...mover }: Mover & { direction: string }): Mover => mover;
      const result: StijgersAndDalers = {
        stijgers: movers.filter((m) => m.direction === 'up').map(strip),
        dalers: movers.filter((m) => m.direction === 'down').map(strip),
      };
      return result;
    },
  }),
];
