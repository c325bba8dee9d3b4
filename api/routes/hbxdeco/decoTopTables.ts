import type { DecoTopTables } from '../../../schemas/entities/dashboardDeco';
import { TOP_LIST_SIZE } from '../../../schemas/entities/dashboard';
import { dashboardRange, rangeQuery } from '../../analytics/dateRange';
import { decoGroup } from '../../analytics/decoGroup';
import { articleSales, customerTotals } from '../../analytics/salesSource';
import { SqlParams } from '../../analytics/sqlParams';
import { defineRoute } from '../../http/route';

/** GET hbxdeco/GetDashboardTopTables: the top 10 tables of the range (DecoTopTables). */
export const decoTopTableRoutes = [
  defineRoute({
    endpoint: 'GET hbxdeco/GetDashboardTopTables',
    query: rangeQuery,
    async handler(ctx) {
      const group = await decoGroup(ctx);
      const range = dashboardRange(ctx.query, ctx.today, group);
      const p = new SqlParams();
      const g = p.add(group.groupCode);
      const top = p.add(TOP_LIST_SIZE, 'int');
      const sql = `
        WITH articles_sold AS MATERIALIZED (
          SELECT s.artnr, sum(s.turnover) AS turnover FROM ${articleSales(p, group.groupCode, range)} s GROUP BY s.artnr)
        SELECT
          (SELECT coalesce(json_agg(x ORDER BY x.turnover DESC, x.debnr), '[]') FROM (
             SELECT t.debnr, c.debnaam, round(t.turnover, 2) AS turnover
               FROM ${customerTotals(p, group.groupCode, range)} t JOIN customers c ON c.debnr = t.debnr
              WHERE t.turnover > 0 ORDER BY t.turnover DESC, t.debnr LIMIT ${top}) x) AS turnover,
          (SELECT coalesce(json_agg(x ORDER BY x.turnover DESC, x.debnr), '[]') FROM (
             SELECT r.debnr, c.debnaam, round(sum(r.amount), 2) AS turnover
               FROM reservations r JOIN customers c ON c.debnr = r.debnr
              WHERE c.group_code = ${g} AND r.reserved_on BETWEEN ${p.add(range.start, 'date')} AND ${p.add(range.end, 'date')}
              GROUP BY r.debnr, c.debnaam ORDER BY sum(r.amount) DESC, r.debnr LIMIT ${top}) x) AS "writtenOrders",
          (SELECT coalesce(json_agg(x ORDER BY x.turnover DESC, x.artnr), '[]') FROM (
             SELECT s.artnr, a.art_txt AS "artTxt", round(s.turnover, 2) AS turnover
               FROM articles_sold s JOIN articles a ON a.artnr = s.artnr
              WHERE s.turnover > 0 ORDER BY s.turnover DESC, s.artnr LIMIT ${top}) x) AS articles,
          (SELECT coalesce(json_agg(x ORDER BY x.turnover DESC, x."artGroup"), '[]') FROM (
             SELECT ag.code AS "artGroup", ag.name AS "artGroupTxt", round(sum(s.turnover), 2) AS turnover
               FROM articles_sold s JOIN articles a ON a.artnr = s.artnr JOIN article_groups ag ON ag.code = a.art_group
              GROUP BY ag.code, ag.name HAVING sum(s.turnover) > 0 ORDER BY sum(s.turnover) DESC, ag.code LIMIT ${top}) x) AS "articleGroups"`;
      const [tables] = await ctx.services.db.query<DecoTopTables>(sql, p.values);
      return tables!;
    },
  }),
];
