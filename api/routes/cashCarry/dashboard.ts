import { CASH_CARRY_DAYS, CASH_CARRY_TYPES, type CashCarryChartRow, type CashCarryTableRow } from '../../../schemas/entities/cashCarry';
import { defineRoute } from '../../http/route';

/** Per sales channel over the last 30 days (today included): turnover and customers invoiced. Both channels always appear. */
const CHANNELS_SQL = `
SELECT CASE source WHEN 'personal' THEN $4 ELSE $5 END AS type,
       round(coalesce(sum(i.amount), 0), 2) AS turnover, count(DISTINCT i.debnr)::int AS clients
  FROM unnest(ARRAY['personal', 'online']) WITH ORDINALITY AS channel(source, position)
  LEFT JOIN (SELECT i.* FROM invoices i JOIN customers c ON c.debnr = i.debnr
              WHERE c.group_code = $1 AND i.fctdat > $2::date - $3::int AND i.fctdat <= $2::date) i ON i.order_source = channel.source
 GROUP BY source, position ORDER BY position`;

/** GET cashCarry/GetCCwInternetChart and GetCCwInternetTable: C&C versus webshop in the current group. */
export const cashCarryDashboardRoutes = [
  defineRoute({
    endpoint: 'GET cashCarry/GetCCwInternetChart',
    async handler(ctx) {
      const group = await ctx.currentGroup();
      const rows = await ctx.services.db.query<CashCarryTableRow>(CHANNELS_SQL, [group.groupCode, ctx.today, CASH_CARRY_DAYS, CASH_CARRY_TYPES.personal, CASH_CARRY_TYPES.online]);
      return rows.map(({ type, turnover }): CashCarryChartRow => ({ type, turnover }));
    },
  }),
  defineRoute({
    endpoint: 'GET cashCarry/GetCCwInternetTable',
    async handler(ctx) {
      const group = await ctx.currentGroup();
      return ctx.services.db.query<CashCarryTableRow>(CHANNELS_SQL, [group.groupCode, ctx.today, CASH_CARRY_DAYS, CASH_CARRY_TYPES.personal, CASH_CARRY_TYPES.online]);
    },
  }),
];
