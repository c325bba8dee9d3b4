import { z } from 'zod';
import { openItems } from '../../customers/openItems';
import { customerInCurrentGroup } from '../../customers/findCustomerInGroup';
import { conflict } from '../../http/errors';
import { debnrInput } from '../../../schemas/forms/inputs';
import { StatusResult } from '../../http/results';
import { defineRoute } from '../../http/route';
import type { OpenItemsCustomer } from '../../../schemas/entities/unpaid';

const euro = new Intl.NumberFormat('nl-NL', { style: 'currency', currency: 'EUR' });

/** The open-items letter: one line per invoice, then the total still to pay. */
function letter(customer: OpenItemsCustomer, sender: string | undefined): string {
  const lines = customer.invoices.map((i) => `${i.date}  invoice ${i.number}  ${euro.format(i.total)}  paid ${euro.format(i.paid)}  open ${euro.format(i.open)}`);
  const total = customer.invoices.at(-1)?.cumulatief ?? 0;
  return [`Dear ${customer.name},`, '', 'According to our records these invoices are still open:', '', ...lines, '', `Total open: ${euro.format(total)}`, ...(sender ? ['', `Questions: ${sender}`] : [])].join('\n');
}

/**
 * GET admin/getOpenPosten: open items per customer of the current group. POST admin/SendOpenPost
 * (body: an open-items customer, header email: the sender): mails the customer's open invoices, as
 * they are in the database, to the customer's address on file; 201 when sent.
 */
export const openPostenRoutes = [
  defineRoute({
    endpoint: 'GET admin/getOpenPosten',
    async handler(ctx) {
      const group = await ctx.currentGroup();
      return openItems(ctx.services.db, group.groupCode, ctx.today);
    },
  }),
  defineRoute({
    endpoint: 'POST admin/SendOpenPost',
    body: z.looseObject({ debnr: debnrInput }),
    async handler(ctx) {
      const customer = await customerInCurrentGroup(ctx, ctx.body.debnr);
      const [items] = await openItems(ctx.services.db, customer.groupCode, ctx.today, customer.debnr);
      if (!items) throw conflict('This customer has no open items');
      if (customer.email.trim() === '') throw conflict('This customer has no email address');
      await ctx.services.mailer.send({ to: customer.email, subject: `Open items ${customer.debnr} ${ctx.today}`, body: letter(items, ctx.header('email')?.trim() || undefined) });
      // The customer's history shows the letter went out; the sender's statistics count it (mailedOpenPosten).
      await ctx.recordHistory(ctx.services.db, { entity: 'customer', recordId: customer.debnr, action: 'mail open items', changes: { openItems: { from: null, to: items.invoices.length } } });
      return new StatusResult(201, { sent: customer.email });
    },
  }),
];
