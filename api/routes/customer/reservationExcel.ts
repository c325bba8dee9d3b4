import { z } from 'zod';
import type { MailReservationResult } from '../../../schemas/entities/customerActions';
import { customerInCurrentGroup } from '../../customers/findCustomerInGroup';
import { reservationWorkbook } from '../../customers/reservationWorkbook';
import { conflict } from '../../http/errors';
import { boolInput, debnrInput } from '../../../schemas/forms/inputs';
import { XLSX_TYPE, FileResult } from '../../http/results';
import { defineRoute } from '../../http/route';

/**
 * POST customer/downloadReservationExcel?debnr= and POST customer/MailReservationExcel?mailSalesmanOnly=
 * (body: the customer). The mail goes to the customer's address on file and to its salesman (the
 * account manager, or the caller when the customer has none); mailSalesmanOnly=true skips the customer.
 */
export const reservationExcelRoutes = [
  defineRoute({
    endpoint: 'POST customer/downloadReservationExcel',
    query: z.object({ debnr: debnrInput }),
    async handler(ctx) {
      const customer = await customerInCurrentGroup(ctx, ctx.query.debnr);
      const file = await reservationWorkbook(ctx.services.db, customer.debnr, ctx.today);
      return new FileResult(file.fileName, XLSX_TYPE, file.body);
    },
  }),
  defineRoute({
    endpoint: 'POST customer/MailReservationExcel',
    query: z.object({ mailSalesmanOnly: boolInput.default(false) }),
    body: z.looseObject({ debnr: debnrInput }),
    async handler(ctx): Promise<MailReservationResult> {
      const customer = await customerInCurrentGroup(ctx, ctx.body.debnr);
      const salesman = await ctx.services.db.query<{ email: string }>(
        `SELECT u.email FROM account_managers am JOIN users u ON u.id = am.user_id
          WHERE am.company_id = $1 AND am.code = $2 AND u.deleted_at IS NULL`,
        [customer.companyId, customer.accountManager],
      );
      const wanted = [...(ctx.query.mailSalesmanOnly ? [] : [customer.email]), salesman[0]?.email ?? ctx.caller.preferred_username];
      const recipients = [...new Set(wanted.filter((to) => to !== ''))];
      if (recipients.length === 0) throw conflict('No email address to send the reservations to');
      const file = await reservationWorkbook(ctx.services.db, customer.debnr, ctx.today);
      const attachment = { filename: file.fileName, contentType: XLSX_TYPE, content: file.body.toString('base64') };
      for (const to of recipients) {
        await ctx.services.mailer.send({
          to,
          subject: `Reservations ${customer.debnr} ${customer.name} (${ctx.today})`,
          body: `Attached: the open orders and reservations of ${customer.name} (${customer.debnr}) on ${ctx.today}.`,
          attachments: [attachment],
        });
      }
      return { sent: recipients };
    },
  }),
];
