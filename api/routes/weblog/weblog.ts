import dayjs from 'dayjs';
import { CUSTOMER_DAYS_EPOCH } from '../../../schemas/constants';
import type { DateRange } from '../../../schemas/datePresets';
import type { WeblogVisit } from '../../../schemas/entities/customerWeblog';
import { NEVER_ORDERED, WEBLOG_DEFAULT_DAYS, type WeblogRow } from '../../../schemas/entities/weblog';
import { rangeQuery, requestedRange, type RangeQuery } from '../../analytics/dateRange';
import { defineRoute } from '../../http/route';

function weblogRange(query: RangeQuery, today: string): DateRange {
  const fallback = { start: dayjs(today).subtract(WEBLOG_DEFAULT_DAYS - 1, 'day').format('YYYY-MM-DD'), end: today };
  return requestedRange(query, today, fallback);
}

/**
 * GET weblog/getweblog: the visitors of the range, each with their latest visit (WeblogRow[]).
 * GET weblog/getweblogvisits: visits and visits that bought, per day of the range (WeblogVisit[]).
 */
export const weblogRoutes = [
  defineRoute({
    endpoint: 'GET weblog/getweblog',
    query: rangeQuery,
    async handler(ctx) {
      const group = await ctx.currentGroup();
      const range = weblogRange(ctx.query, ctx.today);
      return ctx.services.db.query<WeblogRow>(
        // Per customer of the group, its latest visit through the (debnr, logtime) index: a few thousand
        // probes instead of sorting every visit of every group in the range.
        `SELECT c.debnr, c.name, v.logtime, o.last_order AS "lastOrderTime",
                coalesce(v.logtime::date - o.last_order, $5::int) AS difference, c.commercial_type AS "commercialType",
                v.pages_visited AS "pagesVisited", $4::date - greatest(c.created, $6::date) AS "daysCreated"
           FROM customers c
           CROSS JOIN LATERAL (SELECT logtime, pages_visited FROM web_visits
                                WHERE debnr = c.debnr AND logtime >= $2::date AND logtime < $3::date + 1
                                ORDER BY logtime DESC LIMIT 1) v
           LEFT JOIN LATERAL (SELECT max(i.fctdat) AS last_order FROM invoices i
                               WHERE i.debnr = c.debnr AND i.fctdat <= v.logtime::date) o ON true
          WHERE c.group_code = $1
          ORDER BY v.logtime DESC, c.debnr`,
        [group.groupCode, range.start, range.end, ctx.today, NEVER_ORDERED, CUSTOMER_DAYS_EPOCH],
      );
    },
  }),
  defineRoute({
    endpoint: 'GET weblog/getweblogvisits',
    query: rangeQuery,
    async handler(ctx) {
      const group = await ctx.currentGroup();
      const range = weblogRange(ctx.query, ctx.today);
      return ctx.services.db.query<WeblogVisit>(
        `SELECT d::date AS date, coalesce(v.visits, 0)::int AS visits, coalesce(v.bought, 0)::int AS bought
           FROM generate_series($2::date::timestamp, $3::date::timestamp, interval '1 day') AS d
           LEFT JOIN (SELECT v.logtime::date AS day, count(*) AS visits, count(*) FILTER (WHERE v.bought) AS bought
                        FROM web_visits v JOIN customers c ON c.debnr = v.debnr
                       WHERE c.group_code = $1 AND v.logtime >= $2::date AND v.logtime < $3::date + 1
                       GROUP BY 1) v ON v.day = d::date
          ORDER BY d`,
        [group.groupCode, range.start, range.end],
      );
    },
  }),
];
