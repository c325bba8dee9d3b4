import type { FinancialGroupShare } from '../../../schemas/entities/dashboardDeco';
import { financialGroups } from '../../customers/financialGroups';
import { dashboardRange, rangeQuery } from '../../analytics/dateRange';
import { decoGroup } from '../../analytics/decoGroup';
import { customerTotals } from '../../analytics/salesSource';
import { SqlParams } from '../../analytics/sqlParams';
import { defineRoute, type RouteContext } from '../../http/route';
import type { RangeQuery } from '../../analytics/dateRange';

/**
 * Customers and their turnover in the range per financial group, every group listed; customers without
 * a financial group are left out. `ownOnly` keeps the customers whose account manager code is the caller's.
 */
async function distribution(ctx: RouteContext<RangeQuery, unknown>, ownOnly: boolean): Promise<FinancialGroupShare[]> {
  const group = await decoGroup(ctx);
  const range = dashboardRange(ctx.query, ctx.today, group);
  const p = new SqlParams();
  const totals = customerTotals(p, group.groupCode, range);
  const own = ownOnly
    ? `AND c.account_manager IN (SELECT am.code FROM account_managers am JOIN users u ON u.id = am.user_id
                                  WHERE u.azure_id = ${p.add(ctx.caller.azureId)} AND am.company_id = ${p.add(group.companyId, 'int')})`
    : '';
  return ctx.services.db.query<FinancialGroupShare>(
    `SELECT fg.text AS name, count(c.debnr)::int AS value, round(coalesce(sum(t.turnover), 0), 2) AS verkoopbedrag
       FROM financial_groups fg
       LEFT JOIN customers c ON c.fin_groep = fg.code AND c.group_code = ${p.add(group.groupCode)} ${own}
       LEFT JOIN ${totals} t ON t.debnr = c.debnr
      GROUP BY fg.code, fg.text
      ORDER BY fg.code`,
    p.values,
  );
}

/**
 * GET hbxdeco/GetFinancialGroupDistribution (the caller's own customers) and
 * GET hbxdeco/GetFinancialGroupDistributionAllCustomers (the whole group): FinancialGroupShare[].
 * GET hbxdeco/GetFinancieleGroepen: FinancieleGroep[] (the screen adds 'Alle groepen').
 */
export const financialGroupRoutes = [
  defineRoute({
    endpoint: 'GET hbxdeco/GetFinancialGroupDistribution',
    query: rangeQuery,
    handler: (ctx) => distribution(ctx, true),
  }),
  defineRoute({
    endpoint: 'GET hbxdeco/GetFinancialGroupDistributionAllCustomers',
    query: rangeQuery,
    handler: (ctx) => distribution(ctx, false),
  }),
  defineRoute({
    endpoint: 'GET hbxdeco/GetFinancieleGroepen',
    async handler(ctx) {
      await decoGroup(ctx);
      return financialGroups(ctx.services.db);
    },
  }),
];
