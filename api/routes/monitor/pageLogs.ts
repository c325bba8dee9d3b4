import { z } from 'zod';
import type { FavouriteUserStat, PageStat, PageUserStat } from '../../../schemas/entities/pageStats';
import { defineRoute } from '../../http/route';
import { STATS_FAVOURITES } from '../manager/assignedUsers';

/** Page visits (user_logs of type page_visit): per page, per user for one page, per favourite user; managers only (access table). */
export const pageLogRoutes = [
  defineRoute({
    endpoint: 'GET monitor/getpagelogs',
    async handler({ services }): Promise<PageStat[]> {
      return services.db.query<PageStat>(
        `SELECT action_name AS page, count(*)::int AS "amountOfVisits", COALESCE(avg(time_on_page), 0)::float8 AS "avgTimeOnPage"
           FROM user_logs WHERE type = 'page_visit' GROUP BY action_name ORDER BY count(*) DESC, action_name`,
      );
    },
  }),
  defineRoute({
    endpoint: 'GET monitor/getuserlogsbypage',
    query: z.object({ page: z.string().trim().min(1, 'is required').max(500) }),
    async handler({ query, services }): Promise<PageUserStat[]> {
      return services.db.query<PageUserStat>(
        `SELECT u.name AS "userName", l.azure_id::text AS "azureId", count(*)::int AS "amountOfVisits", COALESCE(avg(l.time_on_page), 0)::float8 AS "avgTimeOnPage"
           FROM user_logs l JOIN users u ON u.azure_id = l.azure_id
          WHERE l.type = 'page_visit' AND l.action_name = $1
          GROUP BY l.azure_id, u.name ORDER BY count(*) DESC, u.name`,
        [query.page],
      );
    },
  }),
  defineRoute({
    endpoint: 'GET monitor/GetUserStatsAllPages',
    async handler({ caller, services }): Promise<FavouriteUserStat[]> {
      return services.db.query<FavouriteUserStat>(
        `SELECT u.name AS "userName", u.azure_id::text AS "azureId", u.email, count(l.id)::int AS "amountOfVisits", COALESCE(avg(l.time_on_page), 0)::float8 AS "avgTimeOnPage"
           FROM favourite_users f JOIN users u ON u.azure_id = f.favorite_azure_id AND u.deleted_at IS NULL
           LEFT JOIN user_logs l ON l.azure_id = u.azure_id AND l.type = 'page_visit'
          WHERE f.owner_azure_id = $1 AND f.kind = $2
          GROUP BY u.azure_id, u.name, u.email ORDER BY count(l.id) DESC, u.name`,
        [caller.azureId, STATS_FAVOURITES],
      );
    },
  }),
];
