import { z } from 'zod';
import { SaveSubcodeRequest, UpdatePrimaryEmailRequest, WHOLESALE_MESSAGES, splitEmails, type ContactDraft, type WholesaleSaveResult } from '../../../schemas/entities/wholesale';
import type { Queryable } from '../../db/database';
import { customerInCurrentGroup } from '../../customers/findCustomerInGroup';
import { HttpError, zodErrors } from '../../http/errors';
import { defineRoute } from '../../http/route';

const SUCCESS: WholesaleSaveResult = { result: WHOLESALE_MESSAGES.success };

/** A refused save: the first rule's text as the message, every field's text, and the legacy result. */
function refused(errors: Record<string, string>): HttpError {
  return new HttpError(400, Object.values(errors)[0] ?? WHOLESALE_MESSAGES.failure, errors, { result: WHOLESALE_MESSAGES.failure });
}

/** Validates with the form's own schema, so the api answers the texts the form shows. */
function parse<T extends z.ZodType>(schema: T, body: unknown): z.output<T> {
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw refused(zodErrors(parsed.error));
  return parsed.data;
}

const joinEmails = (emails: string) => splitEmails(emails).join(';');

/** The wholesale fields of a customer as its history shows them (the webshop password never). */
async function wholesaleView(tx: Queryable, debnr: string): Promise<Record<string, unknown>> {
  const [row] = await tx.query<Record<string, unknown>>(
    `SELECT c.name AS "companyName", c.inet_check AS "inetCheck", c.email AS emails,
            COALESCE((SELECT json_agg(e.email ORDER BY e.row_number) FROM contact_emails e WHERE e.debnr = c.debnr), '[]'::json) AS contacts
       FROM customers c WHERE c.debnr = $1`,
    [debnr],
  );
  return row ?? {};
}

/** Deletes rows marked deleted, updates changed ones, appends new ones after the highest row number. */
async function saveContacts(tx: Queryable, debnr: string, contacts: readonly ContactDraft[]): Promise<void> {
  const stored = await tx.query<{ row_number: number; email: string }>('SELECT row_number, email FROM contact_emails WHERE debnr = $1', [debnr]);
  const known = new Map(stored.map((row) => [row.row_number, row.email]));
  contacts.forEach((contact, i) => {
    if (contact.rowNumber != null && !known.has(contact.rowNumber)) throw refused({ [`contacts.${i}.rowNumber`]: 'unknown contact row' });
  });
  const existing = contacts.filter((c): c is ContactDraft & { rowNumber: number } => c.rowNumber != null);
  const deleted = existing.filter((c) => c.deleted).map((c) => c.rowNumber);
  if (deleted.length > 0) await tx.query('DELETE FROM contact_emails WHERE debnr = $1 AND row_number = ANY($2::int[])', [debnr, deleted]);
  for (const contact of existing.filter((c) => !c.deleted && c.nieuweEmail !== known.get(c.rowNumber))) {
    await tx.query('UPDATE contact_emails SET email = $3 WHERE debnr = $1 AND row_number = $2', [debnr, contact.rowNumber, contact.nieuweEmail]);
  }
  const added = contacts.filter((c) => c.rowNumber == null && !c.deleted).map((c) => c.nieuweEmail);
  if (added.length > 0) {
    await tx.query(
      `INSERT INTO contact_emails (debnr, row_number, email)
       SELECT $1, coalesce((SELECT max(row_number) FROM contact_emails WHERE debnr = $1), 0) + n, email
         FROM unnest($2::text[]) WITH ORDINALITY AS added(email, n)`,
      [debnr, added],
    );
  }
}

/**
 * POST wholesale/savesubcode (company name, webshop password and access, primary emails, contact rows)
 * and POST wholesale/updateprimaryemail. Both enforce the form's rules: 400 with the spec's text and
 * result 'UPDATEDFAILED'; success answers result 'UPDATEDSUCCESS'.
 */
export const wholesaleSaveRoutes = [
  defineRoute({
    endpoint: 'POST wholesale/savesubcode',
    async handler(ctx) {
      const form = parse(SaveSubcodeRequest, ctx.body);
      const customer = await customerInCurrentGroup(ctx, form.debnr);
      await ctx.services.db.transaction(async (tx) => {
        const before = await wholesaleView(tx, customer.debnr);
        await tx.query('UPDATE customers SET name = $2, password = $3, inet_check = $4, email = $5 WHERE debnr = $1', [
          customer.debnr,
          form.companyName,
          form.webshopPassword,
          form.inetCheck,
          joinEmails(form.emails),
        ]);
        await saveContacts(tx, customer.debnr, form.contacts);
        await ctx.recordHistory(tx, { entity: 'customer', recordId: customer.debnr, action: 'update', before, after: await wholesaleView(tx, customer.debnr) });
      });
      return SUCCESS;
    },
  }),
  defineRoute({
    endpoint: 'POST wholesale/updateprimaryemail',
    async handler(ctx) {
      const request = parse(UpdatePrimaryEmailRequest, ctx.body);
      const customer = await customerInCurrentGroup(ctx, request.debnr);
      await ctx.services.db.transaction(async (tx) => {
        const before = await wholesaleView(tx, customer.debnr);
        await tx.query('UPDATE customers SET email = $2 WHERE debnr = $1', [customer.debnr, joinEmails(request.newPrimaryEmail)]);
        await ctx.recordHistory(tx, { entity: 'customer', recordId: customer.debnr, action: 'update', before, after: await wholesaleView(tx, customer.debnr) });
      });
      return SUCCESS;
    },
  }),
];
