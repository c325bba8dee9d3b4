import { z } from 'zod';
import { NEW_FIN_DEBNR } from '../../../schemas/entities/customer';
import { OpenAndCloseRequest, type OpenAndCloseResult } from '../../../schemas/entities/customerActions';
import { customerInCurrentGroup, debnrPath } from '../../customers/findCustomerInGroup';
import { badRequest, conflict } from '../../http/errors';
import { defineRoute } from '../../http/route';

const noticeAddress = z.email();

/**
 * POST customer/OpenAndCloseCustomer/{debnr} (finance): sets the delivery stop to the opposite of the
 * state the button showed, for the customer or, when asked, its whole financial group in the current
 * debtor group. Only rows whose state changes are touched; repeating the call changes nothing.
 */
export const openAndCloseRoutes = [
  defineRoute({
    endpoint: 'POST customer/OpenAndCloseCustomer/{debnr}',
    query: debnrPath,
    body: OpenAndCloseRequest,
    async handler(ctx): Promise<OpenAndCloseResult> {
      const customer = await customerInCurrentGroup(ctx, ctx.query.debnr);
      const { body } = ctx;
      if (body.debnr !== undefined && body.debnr.trim() !== customer.debnr) throw badRequest('Invalid request body', { debnr: 'does not match the customer of the path' });
      const notify = ctx.header('email')?.trim() || body.email?.trim() || undefined;
      if (notify !== undefined && !noticeAddress.safeParse(notify).success) throw badRequest('Invalid request body', { email: 'Please enter a valid email address' });
      if (!customer.inetCheck) throw conflict('Delivery can only be opened or closed for customers with webshop access');

      const levStop = !body.levStop;
      const wholeGroup = body.shouldUpdateAllInFinancialGroup && customer.finDebnr !== NEW_FIN_DEBNR;
      const changed = await ctx.services.db.transaction(async (tx) => {
        const rows = await tx.query<{ debnr: string }>(
          `UPDATE customers SET lev_stop = $3, lev_stop_since = CASE WHEN $3 THEN $4::date END
            WHERE group_code = $2 AND lev_stop <> $3 AND (debnr = $1 OR ($5 AND fin_debnr = $6))
            RETURNING debnr`,
          [customer.debnr, customer.groupCode, levStop, ctx.today, wholeGroup, customer.finDebnr],
        );
        for (const { debnr } of rows) {
          await ctx.recordHistory(tx, {
            entity: 'customer',
            recordId: debnr,
            action: levStop ? 'close delivery' : 'open delivery',
            changes: { levStop: { from: !levStop, to: levStop } },
          });
        }
        return rows;
      });
      const debnrs = changed.map((row) => row.debnr).sort();
      if (notify !== undefined && debnrs.length > 0) {
        await ctx.services.mailer.send({
          to: notify,
          subject: `${levStop ? 'Delivery closed' : 'Delivery opened'}: ${customer.debnr} ${customer.name}`,
          body: `${ctx.caller.userName} ${levStop ? 'closed' : 'opened'} delivery on ${ctx.today} for: ${debnrs.join(', ')}.`,
        });
      }
      return { levStop, changed: debnrs };
    },
  }),
];
