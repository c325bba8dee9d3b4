import type { CreditReason } from '../../../../schemas/entities/dashboard';
import { dashboardRange, rangeQuery } from '../../../analytics/dateRange';
import { defineRoute } from '../../../http/route';

/** GET crm/dashboard/GetCreditRedenVerdeling: credited amount per reason in the range (CreditReason[]). */
export const creditReasonRoutes = [
  defineRoute({
    endpoint: 'GET crm/dashboard/GetCreditRedenVerdeling',
    query: rangeQuery,
    async handler(ctx) {
      const group = await ctx.currentGroup();
      const range = dashboardRange(ctx.query, ctx.today, group);
      return ctx.services.db.query<CreditReason>(
        `SELECT cr.reden, round(sum(cr.amount), 2) AS "creditBedrag"
           FROM credits cr JOIN customers c ON c.debnr = cr.debnr
          WHERE c.group_code = $1 AND cr.credit_date BETWEEN $2 AND $3
          GROUP BY cr.reden
          ORDER BY "creditBedrag" DESC, cr.reden`,
        [group.groupCode, range.start, range.end],
      );
    },
  }),
];
