import type { DashboardTables, TierCustomer, TopProduct } from '../../../../schemas/entities/dashboard';
import { TOP_LIST_SIZE } from '../../../../schemas/entities/dashboard';
import { tieredCustomers } from '../../../analytics/customerTiers';
import { dashboardRange, rangeQuery } from '../../../analytics/dateRange';
import { articleSales } from '../../../analytics/salesSource';
import { SqlParams } from '../../../analytics/sqlParams';
import { defineRoute } from '../../../http/route';

/**
 * GET crm/dashboard/gettables: every active customer of the range with both tiers (largest turnover
 * first: the top 10 customers are its head) and the top 10 most bought products (DashboardTables).
 */
export const tableRoutes = [
  defineRoute({
    endpoint: 'GET crm/dashboard/gettables',
    query: rangeQuery,
    async handler(ctx) {
      const group = await ctx.currentGroup();
      const range = dashboardRange(ctx.query, ctx.today, group);
      const db = ctx.services.db;
      const p = new SqlParams();
      const customers = await db.query<TierCustomer>(
        `SELECT t.debnr, c.name, round(t.turnover, 2) AS turnover, t.orders,
                round(t.average_weekly, 2) AS "averageWeeklyTurnover", round(t.weeks_per_order, 2) AS "weeksPerOrder",
                t.turnover_tier AS "turnoverTier", t.frequency_tier AS "frequencyTier"
           FROM ${tieredCustomers(p, group.groupCode, range)} t JOIN customers c ON c.debnr = t.debnr
          ORDER BY t.turnover DESC, t.debnr`,
        p.values,
      );
      const q = new SqlParams();
      const topProducts = await db.query<TopProduct>(
        `SELECT s.artnr, a.art_txt AS "artTxt", sum(s.quantity)::int AS quantity, round(sum(s.turnover), 2) AS turnover
           FROM ${articleSales(q, group.groupCode, range)} s JOIN articles a ON a.artnr = s.artnr
          GROUP BY s.artnr, a.art_txt
         HAVING sum(s.quantity) > 0
          ORDER BY quantity DESC, s.artnr
          LIMIT ${q.add(TOP_LIST_SIZE, 'int')}`,
        q.values,
      );
      const tables: DashboardTables = {
        customers,
        topCustomers: customers.slice(0, TOP_LIST_SIZE).map(({ debnr, name, turnover, orders }) => ({ debnr, name, turnover, orders })),
        topProducts,
      };
      return tables;
    },
  }),
];
