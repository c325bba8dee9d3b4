import type { AverageHourVisits, CustomerTouches, DailyVisits, DeviceVisits, HourlyVisits, UserPageVisits } from '../../schemas/entities/userStats';
import type { Queryable } from '../db/database';
import type { StatRange } from './userFigures';

/** The user's page visits in the range: $1 user, $2 from, $3 to (inclusive). */
const VISITS = `SELECT * FROM user_logs WHERE azure_id = $1 AND type = 'page_visit' AND created_at >= $2::date AND created_at < $3::date + 1`;
const args = (azureId: string, range: StatRange) => [azureId, range.fromdate, range.todate];

/** Every customer page counts as one page, so the table shows where time goes rather than a line per customer. */
const CUSTOMER_PAGE = `'^/icrm/customer/[^/]+$'`;

/** Visits per day, every day of the range included (a day without visits is a 0 on the chart, not a gap). */
export function visitsPerDay(q: Queryable, azureId: string, range: StatRange): Promise<DailyVisits[]> {
  return q.query<DailyVisits>(
    `SELECT to_char(d, 'YYYY-MM-DD') AS "visitDate", count(v.id)::int AS visits
       FROM generate_series($2::date, $3::date, interval '1 day') d
       LEFT JOIN (${VISITS}) v ON v.created_at >= d AND v.created_at < d + interval '1 day'
      GROUP BY d ORDER BY d`,
    args(azureId, range),
  );
}

export function deviceDistribution(q: Queryable, azureId: string, range: StatRange): Promise<DeviceVisits[]> {
  return q.query<DeviceVisits>(`SELECT device, count(*)::int AS "amountOfVisits" FROM (${VISITS}) v GROUP BY device ORDER BY 2 DESC, 1`, args(azureId, range));
}

export function pageVisits(q: Queryable, azureId: string, range: StatRange): Promise<UserPageVisits[]> {
  return q.query<UserPageVisits>(
    `SELECT regexp_replace(action_name, ${CUSTOMER_PAGE}, '/icrm/customer/{debnr}') AS "pageName", count(*)::int AS "amountOfVisits",
            COALESCE(avg(time_on_page), 0)::float8 AS "avgTimeOnPage"
       FROM (${VISITS}) v GROUP BY 1 ORDER BY 2 DESC, 1`,
    args(azureId, range),
  );
}

/** Visits per hour of the day, averaged over the days with at least one visit. */
export function averagePerHour(q: Queryable, azureId: string, range: StatRange): Promise<AverageHourVisits[]> {
  return q.query<AverageHourVisits>(
    `SELECT extract(hour FROM created_at)::int AS hour,
            (count(*)::float8 / (SELECT count(DISTINCT created_at::date) FROM (${VISITS}) d))::float8 AS "amountOfVisits"
       FROM (${VISITS}) v GROUP BY 1 ORDER BY 1`,
    args(azureId, range),
  );
}

/** The heatmap: visits per weekday (ISO, 1 Monday) and hour. */
export function visitsPerHour(q: Queryable, azureId: string, range: StatRange): Promise<HourlyVisits[]> {
  return q.query<HourlyVisits>(
    `SELECT extract(hour FROM created_at)::int AS hour, extract(isodow FROM created_at)::int AS day, count(*)::int AS "amountOfVisits"
       FROM (${VISITS}) v GROUP BY 1, 2 ORDER BY 2, 1`,
    args(azureId, range),
  );
}

/** The customers the user found with the search box (user logs of type search), most often first. */
export function customerSearches(q: Queryable, azureId: string, range: StatRange): Promise<CustomerTouches[]> {
  return q.query<CustomerTouches>(
    `SELECT l.extra_info AS debnr, COALESCE(c.name, '') AS name, count(*)::int AS amount
       FROM user_logs l LEFT JOIN customers c ON c.debnr = l.extra_info
      WHERE l.azure_id = $1 AND l.type = 'search' AND l.extra_info <> '' AND l.created_at >= $2::date AND l.created_at < $3::date + 1
      GROUP BY l.extra_info, c.name ORDER BY 3 DESC, 1`,
    args(azureId, range),
  );
}

/** The customers whose page the user opened, most often first. */
export function customerClicks(q: Queryable, azureId: string, range: StatRange): Promise<CustomerTouches[]> {
  return q.query<CustomerTouches>(
    `SELECT v.debnr, COALESCE(c.name, '') AS name, count(*)::int AS amount
       FROM (SELECT substring(action_name FROM '^/icrm/customer/([^/]+)$') AS debnr FROM (${VISITS}) p) v
       LEFT JOIN customers c ON c.debnr = v.debnr
      WHERE v.debnr IS NOT NULL GROUP BY v.debnr, c.name ORDER BY 3 DESC, 1`,
    args(azureId, range),
  );
}
