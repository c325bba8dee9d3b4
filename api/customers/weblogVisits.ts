import { CUSTOMER_WEBLOG_DAYS, type WeblogVisit } from '../../schemas/entities/customerWeblog';
import type { Queryable } from '../db/database';

/** Webshop visits per day over the last 30 days (today included), days without visits at 0. */
export function weblogVisits(db: Queryable, debnr: string, today: string): Promise<WeblogVisit[]> {
  return db.query<WeblogVisit>(
    `SELECT to_char(day, 'YYYY-MM-DD') AS date, count(v.id)::int AS visits, count(v.id) FILTER (WHERE v.bought)::int AS bought
       FROM generate_series($2::date - ($3::int - 1), $2::date, interval '1 day') AS day
       LEFT JOIN web_visits v ON v.debnr = $1 AND v.logtime >= day AND v.logtime < day + interval '1 day'
      GROUP BY day ORDER BY day`,
    [debnr, today, CUSTOMER_WEBLOG_DAYS],
  );
}
