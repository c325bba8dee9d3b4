import { CommentDraft, writableCommentTypes, type Comment } from '../../../schemas/entities/comment';
import { customerInCurrentGroup, debnrPath } from '../../customers/findCustomerInGroup';
import { badRequest } from '../../http/errors';
import { defineRoute } from '../../http/route';

const COMMENT_COLUMNS = 'id, title, type, memo, name, regdat';

/** GET customer/getcomments/{debnr} (newest first) and POST customer/submitcomment/{debnr}. */
export const commentRoutes = [
  defineRoute({
    endpoint: 'GET customer/getcomments/{debnr}',
    query: debnrPath,
    async handler(ctx) {
      const customer = await customerInCurrentGroup(ctx, ctx.query.debnr);
      return ctx.services.db.query<Comment>(`SELECT ${COMMENT_COLUMNS} FROM comments WHERE debnr = $1 ORDER BY regdat DESC, id DESC`, [customer.debnr]);
    },
  }),
  defineRoute({
    endpoint: 'POST customer/submitcomment/{debnr}',
    query: debnrPath,
    body: CommentDraft,
    async handler(ctx) {
      const customer = await customerInCurrentGroup(ctx, ctx.query.debnr);
      const { body } = ctx;
      if (body.debnr !== undefined && body.debnr.trim() !== customer.debnr) throw badRequest('Invalid request body', { debnr: 'does not match the customer of the path' });
      if (!writableCommentTypes(customer.companyId).includes(body.type)) throw badRequest('Invalid request body', { type: 'is not a comment type of this company' });
      const regdat = Math.floor(ctx.services.clock.now().getTime() / 1000);
      return ctx.services.db.transaction(async (tx) => {
        const [comment] = await tx.query<Comment>(
          `INSERT INTO comments (debnr, title, type, memo, name, regdat) VALUES ($1, $2, $3, $4, $5, $6) RETURNING ${COMMENT_COLUMNS}`,
          [customer.debnr, body.title, body.type, body.memo, ctx.caller.userName, regdat],
        );
        const added = { title: body.title, type: body.type, memo: body.memo };
        await ctx.recordHistory(tx, { entity: 'customer', recordId: customer.debnr, action: 'comment', changes: { comment: { from: null, to: added } } });
        return comment as Comment;
      });
    },
  }),
];
