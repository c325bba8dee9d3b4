import { defineRoute } from '../../http/route';

/**
 * GET hbxdeco/GetVerzendBevestigingen: the sent (shipping) confirmations of the caller's current
 * group, newest first, with the customer's name (/verzendbevestigingen, part 1 §2).
 */
export const sentConfirmationRoutes = [
  defineRoute({
    endpoint: 'GET hbxdeco/GetVerzendBevestigingen',
    async handler(ctx) {
      const group = await ctx.currentGroup();
      return ctx.services.db.query(
        `SELECT s.debnr AS "debiteurNummer", c.name AS "debiteurNaam", s.email,
                to_char(s.confirmation_date, 'YYYY-MM-DD') AS "verzendbevestigingDatum",
                to_char(s.review_date, 'YYYY-MM-DD') AS "verzendReviewDatum"
           FROM sent_confirmations s
           JOIN customers c ON c.debnr = s.debnr
          WHERE c.group_code = $1
          ORDER BY s.confirmation_date DESC, s.id DESC`,
        [group.groupCode],
      );
    },
  }),
];
