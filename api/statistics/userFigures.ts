import { STAT_LISTS, type UserStats } from '../../schemas/entities/userStats';
import type { Queryable } from '../db/database';

/** A statistics range: from and to, both inclusive calendar days. */
export interface StatRange {
  fromdate: string;
  todate: string;
}

/**
 * Every user's figures over a range ($1 from, $2 to, both inclusive), one row per user, computed from
 * what the work itself left behind: the user logs (page visits, searches, the ActivateNewCustomer
 * button), the record history (delivery opened or closed, comments, open-items letters), route
 * openings, SEPA bank files, tasks, leads and special-offer sends. `$3` narrows it to one user.
 */
const PER_USER = `
  WITH span AS (SELECT $1::date AS f, $2::date + 1 AS t),
  logs AS (
    SELECT l.azure_id,
           count(*) FILTER (WHERE l.type = 'page_visit') AS pages,
           avg(l.time_on_page) FILTER (WHERE l.type = 'page_visit') AS avg_time,
           count(*) FILTER (WHERE l.type = 'search') AS searches,
           count(*) FILTER (WHERE l.type = 'button' AND l.action_name = 'ActivateNewCustomer') AS activated
      FROM user_logs l, span WHERE l.created_at >= span.f AND l.created_at < span.t GROUP BY l.azure_id),
  history AS (
    SELECT h.azure_id,
           count(*) FILTER (WHERE h.action = 'open delivery') AS opened,
           count(*) FILTER (WHERE h.action = 'close delivery') AS closed,
           count(*) FILTER (WHERE h.action = 'comment') AS comments,
           count(*) FILTER (WHERE h.action = 'mail open items') AS letters
      FROM record_history h, span WHERE h.entity = 'customer' AND h.at >= span.f AND h.at < span.t GROUP BY h.azure_id),
  runs AS (
    SELECT r.created_by AS azure_id, count(*) AS files
      FROM prelevement_runs r, span WHERE r.kind = 'xml' AND r.created_at >= span.f AND r.created_at < span.t GROUP BY r.created_by),
  routes AS (
    SELECT o.username, count(*) AS opened
      FROM route_openings o, span WHERE o.created_at >= span.f AND o.created_at < span.t GROUP BY o.username),
  finished AS (
    SELECT k.azure_id, count(*) AS n, avg(k.last_update::date - k.start_date) AS days
      FROM tasks k, span WHERE k.concluded AND k.last_update >= span.f AND k.last_update < span.t GROUP BY k.azure_id),
  still_open AS (
    SELECT k.azure_id, count(*) AS n FROM tasks k, span WHERE NOT k.concluded AND k.start_date < span.t GROUP BY k.azure_id),
  offers AS (
    SELECT s.user_name, count(*) AS sent
      FROM special_offer_logs s, span WHERE s.sent_campaign AND s.create_date >= span.f AND s.create_date < span.t GROUP BY s.user_name),
  new_leads AS (
    SELECT d.created_by_azure_id AS azure_id, count(*) AS created,
           count(*) FILTER (WHERE d.acctmngr_validated = 1) AS validated,
           count(*) FILTER (WHERE d.fs_exported = 1) AS exported,
           avg(extract(epoch FROM d.fs_exported_date - d.icrm_created) / 86400) FILTER (WHERE d.fs_exported = 1) AS days
      FROM leads d, span WHERE d.deleted_at IS NULL AND d.icrm_created >= span.f AND d.icrm_created < span.t GROUP BY d.created_by_azure_id)
  SELECT u.azure_id,
         u.name,
         COALESCE(logs.pages, 0)::int AS "pagesVisited",
         COALESCE(history.opened, 0)::int AS "customersOpened",
         COALESCE(history.closed, 0)::int AS "customersClosed",
         COALESCE(runs.files, 0)::int AS "generatedIncassos",
         COALESCE(history.letters, 0)::int AS "mailedOpenPosten",
         COALESCE(routes.opened, 0)::int AS "routesOpened",
         COALESCE(logs.searches, 0)::int AS "customersSearched",
         COALESCE(logs.avg_time, 0)::float8 AS "avgTimeOnPage",
         COALESCE(logs.activated, 0)::int AS "newCustomersActivated",
         COALESCE(finished.n, 0)::int AS "amountOfTasksFinished",
         COALESCE(still_open.n, 0)::int AS "amountOfTasksOpen",
         COALESCE(finished.days, 0)::float8 AS "daysBetweenTaskCreationAndFinish",
         COALESCE(history.comments, 0)::int AS "commentsSubmitted",
         COALESCE(offers.sent, 0)::int AS "specialOffersSent",
         COALESCE(new_leads.created, 0)::int AS "newLeadsCreated",
         COALESCE(new_leads.validated, 0)::int AS "newLeadsValidated",
         COALESCE(new_leads.exported, 0)::int AS "newLeadsExported",
         COALESCE(new_leads.days, 0)::float8 AS "daysBetweenNewLeadsCreatedAndExported"
    FROM users u
    LEFT JOIN logs ON logs.azure_id = u.azure_id
    LEFT JOIN history ON history.azure_id = u.azure_id
    LEFT JOIN runs ON runs.azure_id = u.azure_id
    LEFT JOIN routes ON routes.username = u.name
    LEFT JOIN finished ON finished.azure_id = u.azure_id
    LEFT JOIN still_open ON still_open.azure_id = u.azure_id
    LEFT JOIN offers ON offers.user_name = u.name
    LEFT JOIN new_leads ON new_leads.azure_id = u.azure_id
   WHERE u.deleted_at IS NULL AND ($3::uuid IS NULL OR u.azure_id = $3::uuid)`;

/** Every figure: the two stat lists of the profile hold them all. */
const FIELDS = STAT_LISTS.flat();

/** One user's figures; undefined when there is no such (live) user. */
export async function userFigures(q: Queryable, azureId: string, range: StatRange): Promise<UserStats | undefined> {
  const [row] = await q.query<UserStats & { azure_id: string }>(PER_USER, [range.fromdate, range.todate, azureId]);
  if (!row) return undefined;
  const { azure_id: _id, ...stats } = row;
  return stats;
}

/**
 * The average user over a range: each figure averaged over the users active in it (at least one page
 * visit), so accounts nobody uses do not pull the average down. Averages of averages (time on page,
 * days to finish) count only the users who have that figure.
 */
export async function averageFigures(q: Queryable, range: StatRange): Promise<UserStats> {
  const averaged = FIELDS.map((field) => {
    const isMean = field === 'avgTimeOnPage' || field.startsWith('daysBetween');
    return `COALESCE(avg("${field}")${isMean ? ` FILTER (WHERE "${field}" > 0)` : ''}, 0)::float8 AS "${field}"`;
  });
  const [row] = await q.query<UserStats>(`SELECT 'average' AS name, ${averaged.join(', ')} FROM (${PER_USER}) figures WHERE "pagesVisited" > 0`, [range.fromdate, range.todate, null]);
  return row!;
}
