import { CALL_LIST_BLOCKS } from '../../../schemas/entities/callList';
import type { EndpointKey } from '../../../schemas/endpoints';
import { callListBlock } from '../../customers/callListCache';
import { defineRoute } from '../../http/route';

/**
 * Customers of the group whose last invoice lies between `from` and `to` weekdays before today
 * (Monday-Friday; 1 = the previous weekday), most recent first. Blocks 2-6 read the invoice summary
 * alone: it carries each customer's group, name, delivery stop and VAT check (migrations 005, 008, 010).
 */
const LAST_INVOICE_SQL = `
WITH weekdays AS (
  SELECT day::date AS day, row_number() OVER (ORDER BY day DESC) AS n
    FROM generate_series($2::date - 70, $2::date - 1, interval '1 day') AS day
   WHERE extract(isodow FROM day) < 6),
bounds AS (
  SELECT min(day) FILTER (WHERE n = $4) AS oldest, min(day) FILTER (WHERE n = $3) AS newest FROM weekdays)
SELECT s.lev_stop AS "levStop", s.debnr, s.name, s.last_fctdat AS fctdat
  FROM bounds
  JOIN customer_invoice_summary s ON s.group_code = $1 AND s.last_fctdat BETWEEN bounds.oldest AND bounds.newest
 ORDER BY s.last_fctdat DESC, s.debnr`;

function lastInvoiceBlock(endpoint: EndpointKey, block: 2 | 3 | 4) {
  const { fromWeekdays, toWeekdays } = CALL_LIST_BLOCKS[block];
  return defineRoute({
    endpoint,
    async handler(ctx) {
      const group = await ctx.currentGroup();
      return callListBlock(ctx.services.db, block, group.groupCode, ctx.today, LAST_INVOICE_SQL, [group.groupCode, ctx.today, fromWeekdays, toWeekdays]);
    },
  });
}

/**
 * GET callList/GetBlock1..4 and 6: the call-list blocks of the current group (schemas/entities/callList.ts),
 * ready-made per group and day until the group's customers or invoices change (callListCache.ts).
 */
export const callListRoutes = [
  defineRoute({
    endpoint: 'GET callList/GetBlock1',
    async handler(ctx) {
      const group = await ctx.currentGroup();
      return callListBlock(
        ctx.services.db,
        1,
        group.groupCode,
        ctx.today,
        `SELECT NOT inactive AS active, debnr, name, created FROM customers
          WHERE group_code = $1 AND created BETWEEN $2::date - $3::int AND $2::date
          ORDER BY created DESC, debnr`,
        [group.groupCode, ctx.today, CALL_LIST_BLOCKS[1].createdWithinDays],
      );
    },
  }),
  lastInvoiceBlock('GET callList/GetBlock2', 2),
  lastInvoiceBlock('GET callList/GetBlock3', 3),
  lastInvoiceBlock('GET callList/GetBlock4', 4),
  defineRoute({
    endpoint: 'GET callList/GetBlock6',
    async handler(ctx) {
      const group = await ctx.currentGroup();
      return callListBlock(
        ctx.services.db,
        6,
        group.groupCode,
        ctx.today,
        `SELECT debnr, name, btw_ok AS "btwOk", last_fctdat AS date
           FROM customer_invoice_summary
          WHERE invoice_count = 1 AND group_code = $1
          ORDER BY last_fctdat DESC, debnr`,
        [group.groupCode],
      );
    },
  }),
];
