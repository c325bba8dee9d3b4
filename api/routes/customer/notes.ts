import { INBOX_MAX_NOTES } from '../../../schemas/constants';
import type { Note } from '../../../schemas/entities/note';
import { defineRoute } from '../../http/route';

/** GET customer/GetNotesbyUser: the inbox, the current group's newest notes. */
export const noteRoutes = [
  defineRoute({
    endpoint: 'GET customer/GetNotesbyUser',
    async handler(ctx) {
      const group = await ctx.currentGroup();
      return ctx.services.db.query<Note>(
        `SELECT n.id, n.username, n.debnr, c.debnaam, n.place_date AS "placeDate", n.memo
           FROM notes n JOIN customers c ON c.debnr = n.debnr
          WHERE c.group_code = $1
          ORDER BY n.place_date DESC, n.id DESC
          LIMIT $2`,
        [group.groupCode, INBOX_MAX_NOTES],
      );
    },
  }),
];
