import { defineRoute } from '../../http/route';

/** The screen pages 20 rows at a time in the browser; older logins than this are not worth sending. */
const HISTORY_MAX_ROWS = 1000;

/** GET profile/GetLoginHistory: the caller's own logins, newest first (spec part 1 §3 "Login history row"). */
export const loginHistoryRoutes = [
  defineRoute({
    endpoint: 'GET profile/GetLoginHistory',
    async handler({ caller, services }) {
      return services.db.query(
        `SELECT CASE WHEN h.success THEN 'successful' ELSE 'unsuccessful' END AS "extraInfo", h.ip, h.created_at AS "startDate",
                h.city, h.zipcode, h.region, h.country, h.gps_loc AS "gpsLoc"
           FROM login_history h
           JOIN users u ON u.id = h.user_id
          WHERE u.azure_id = $1
          ORDER BY h.created_at DESC, h.id DESC
          LIMIT ${HISTORY_MAX_ROWS}`,
        [caller.azureId],
      );
    },
  }),
];
