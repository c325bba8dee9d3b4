import dayjs from 'dayjs';
import type { DecoReservations } from '../../../schemas/entities/dashboardDeco';
import { decoGroup } from '../../analytics/decoGroup';
import { defineRoute } from '../../http/route';

/** GET hbxdeco/GetHbxDecoReservations: the group's written orders by delivery month, this year and next (DecoReservations). */
export const decoReservationRoutes = [
  defineRoute({
    endpoint: 'GET hbxdeco/GetHbxDecoReservations',
    async handler(ctx) {
      const group = await decoGroup(ctx);
      const year = dayjs(ctx.today).year();
      const [reservations] = await ctx.services.db.query<DecoReservations>(
        `WITH per_month AS (
           SELECT extract(year FROM r.delivery_date)::int AS year, extract(month FROM r.delivery_date)::int AS month,
                  sum(r.amount) AS amount, sum(r.amount) FILTER (WHERE r.delivery_date >= $3) AS open
             FROM reservations r JOIN customers c ON c.debnr = r.debnr
            WHERE c.group_code = $1 AND r.delivery_date BETWEEN make_date($2, 1, 1) AND make_date($2 + 1, 12, 31)
            GROUP BY 1, 2)
         SELECT $2::int AS year,
                json_agg(round(coalesce(t.amount, 0), 2) ORDER BY m.n) AS reservations,
                json_agg(round(coalesce(nx.amount, 0), 2) ORDER BY m.n) AS "nextYearReservations",
                (SELECT round(coalesce(sum(open), 0), 2) FROM per_month) AS "openReservations"
           FROM generate_series(1, 12) AS m(n)
           LEFT JOIN per_month t ON t.year = $2 AND t.month = m.n
           LEFT JOIN per_month nx ON nx.year = $2 + 1 AND nx.month = m.n`,
        [group.groupCode, year, ctx.today],
      );
      return reservations!;
    },
  }),
];
