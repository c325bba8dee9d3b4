import dayjs from 'dayjs';
import { OVERVIEW_DEFAULT_TARGET_PERCENT } from '../../../schemas/entities/overview';
import type { DecoOverview, DecoOverviewSeries } from '../../../schemas/entities/overviewDeco';
import { decoGroup } from '../../analytics/decoGroup';
import type { Queryable } from '../../db/database';
import type { CurrentGroup } from '../../http/currentGroup';
import { defineRoute } from '../../http/route';

type SeriesRow = { [K in keyof DecoOverviewSeries]: number[] } & { target: number; cumulative: boolean };

/**
 * Written (reservations by month written) and realised (invoices by month) turnover of `year` and the
 * year before, per month and cumulative, with target lines from the company's growth target.
 */
async function decoOverview(db: Queryable, group: CurrentGroup, year: number): Promise<DecoOverview> {
  const rows = await db.query<SeriesRow>(
    `WITH target AS (SELECT coalesce((SELECT turnover_percent FROM targets WHERE company_id = $2 AND year = $3), $4) AS percent),
     months AS (SELECT n FROM generate_series(1, 12) AS n),
     written AS (
       SELECT extract(year FROM r.reserved_on)::int AS year, extract(month FROM r.reserved_on)::int AS month, sum(r.amount) AS amount
         FROM reservations r JOIN customers c ON c.debnr = r.debnr
        WHERE c.group_code = $1 AND r.reserved_on BETWEEN make_date($3 - 1, 1, 1) AND make_date($3, 12, 31)
        GROUP BY 1, 2),
     realised AS (
       SELECT extract(year FROM day)::int AS year, extract(month FROM day)::int AS month, sum(turnover) AS amount
         FROM group_days WHERE group_code = $1 AND day BETWEEN make_date($3 - 1, 1, 1) AND make_date($3, 12, 31)
        GROUP BY 1, 2),
     monthly AS (
       SELECT m.n,
              coalesce(wc.amount, 0) AS huidig_geschreven, coalesce(wp.amount, 0) AS vorig_geschreven,
              coalesce(rc.amount, 0) AS huidig_gerealiseerd, coalesce(rp.amount, 0) AS vorig_gerealiseerd
         FROM months m
         LEFT JOIN written wc ON wc.year = $3 AND wc.month = m.n
         LEFT JOIN written wp ON wp.year = $3 - 1 AND wp.month = m.n
         LEFT JOIN realised rc ON rc.year = $3 AND rc.month = m.n
         LEFT JOIN realised rp ON rp.year = $3 - 1 AND rp.month = m.n),
     series AS (
       SELECT false AS cumulative, n, huidig_geschreven, vorig_geschreven, huidig_gerealiseerd, vorig_gerealiseerd FROM monthly
       UNION ALL
       SELECT true, n, sum(huidig_geschreven) OVER w, sum(vorig_geschreven) OVER w, sum(huidig_gerealiseerd) OVER w, sum(vorig_gerealiseerd) OVER w
         FROM monthly WINDOW w AS (ORDER BY n))
     SELECT s.cumulative, t.percent AS target,
            json_agg(round(s.huidig_geschreven, 2) ORDER BY s.n) AS "huidigJaarGeschreven",
            json_agg(round(s.vorig_geschreven, 2) ORDER BY s.n) AS "vorigJaarGeschreven",
            json_agg(round(s.vorig_geschreven * (1 + t.percent / 100), 2) ORDER BY s.n) AS "geschrevenOrdersTarget",
            json_agg(round(s.huidig_gerealiseerd, 2) ORDER BY s.n) AS "huidigJaarGerealiseerd",
            json_agg(round(s.vorig_gerealiseerd, 2) ORDER BY s.n) AS "vorigJaarGerealiseerd",
            json_agg(round(s.vorig_gerealiseerd * (1 + t.percent / 100), 2) ORDER BY s.n) AS "gerealiseerdeOrdersTarget"
       FROM series s, target t
      GROUP BY s.cumulative, t.percent`,
    [group.groupCode, group.companyId, year, OVERVIEW_DEFAULT_TARGET_PERCENT],
  );
  const series = (cumulative: boolean): DecoOverviewSeries => {
    const { cumulative: _, target: __, ...arrays } = rows.find((r) => r.cumulative === cumulative)!;
    return arrays;
  };
  return { year, target: rows[0]!.target, perMonth: series(false), cumulative: series(true) };
}

/** GET hbxdeco/GetOverview (this year) and GET hbxdeco/GetPastYearOverview (last year): DecoOverview. */
export const decoOverviewRoutes = [
  defineRoute({
    endpoint: 'GET hbxdeco/GetOverview',
    async handler(ctx) {
      return decoOverview(ctx.services.db, await decoGroup(ctx), dayjs(ctx.today).year());
    },
  }),
  defineRoute({
    endpoint: 'GET hbxdeco/GetPastYearOverview',
    async handler(ctx) {
      return decoOverview(ctx.services.db, await decoGroup(ctx), dayjs(ctx.today).year() - 1);
    },
  }),
];
