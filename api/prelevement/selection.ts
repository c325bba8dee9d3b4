import { electronicFormatIBAN, isValidBIC, isValidIBAN } from 'ibantools';
import type { PrelevementSelection } from '../../schemas/entities/prelevement';
import type { Queryable } from '../db/database';
import { badRequest } from '../http/errors';

/** A debtor to collect from, as the server knows it: name, account, mandate and the selected open invoices. */
export interface Collection {
  debnr: string;
  name: string;
  email: string;
  iban: string;
  bic: string;
  mandateId: string;
  mandateSigned: string;
  collectionDate: string;
  invoices: { invoice: number; invoiceDate: string; amount: number }[];
  total: number;
}

const cents = (amount: number) => Math.round(amount * 100);

/**
 * The body's selection checked against the database: each debtor a direct-debit customer of that company
 * in the caller's groups, each invoice one of their open invoices. Amounts, IBANs and BICs are the server's;
 * anything else in the body is ignored. An empty selection or an unknown invoice is a 400.
 */
export async function resolveSelection(db: Queryable, azureId: string, selection: PrelevementSelection): Promise<Collection[]> {
  const wanted = selection.invoices.filter((debtor) => debtor.invoices.length > 0);
  if (wanted.length === 0) throw badRequest('Select at least one invoice', { invoices: 'Select at least one invoice' });
  const rows = await db.query<{ debnr: string; name: string; email: string; iban: string; bic: string; created: string; factnr: number; fctdat: string; open: number }>(
    `SELECT c.debnr, c.name, c.email, c.iban, c.bic, to_char(c.created, 'YYYY-MM-DD') AS created,
            i.factnr, to_char(i.fctdat, 'YYYY-MM-DD') AS fctdat, (i.amount - i.paid)::float8 AS open
       FROM customers c
       JOIN invoices i ON i.debnr = c.debnr AND i.paid < i.amount
      WHERE c.debnr = ANY($1::text[]) AND c.is_incasso AND c.prelevement_company = $2
        AND c.group_code IN (SELECT ug.group_code FROM user_groups ug JOIN users u ON u.id = ug.user_id WHERE u.azure_id = $3)`,
    [wanted.map((d) => d.debnr), selection.company, azureId],
  );
  const open = new Map(rows.map((row) => [`${row.debnr}/${row.factnr}`, row]));
  return wanted.map((debtor, d) => {
    const invoices = [...new Set(debtor.invoices.map((i) => i.invoice))].map((invoice, i) => {
      const row = open.get(`${debtor.debnr}/${invoice}`);
      if (!row) throw badRequest('Invalid request body', { [`invoices.${d}.invoices.${i}.invoice`]: `invoice ${invoice} is not an open invoice of ${debtor.debnr}` });
      return { invoice, invoiceDate: row.fctdat, amount: row.open };
    });
    const customer = open.get(`${debtor.debnr}/${invoices[0]!.invoice}`)!;
    const iban = electronicFormatIBAN(customer.iban) ?? '';
    if (!isValidIBAN(iban) || !isValidBIC(customer.bic)) throw badRequest(`The IBAN or BIC of ${debtor.debnr} is not valid`, { [`invoices.${d}.debnr`]: 'invalid IBAN or BIC' });
    return {
      debnr: customer.debnr,
      name: customer.name,
      email: customer.email,
      iban,
      bic: customer.bic,
      // One mandate per direct-debit customer, signed when they became one (the back office keeps no other).
      mandateId: `FLORA-${customer.debnr}`,
      mandateSigned: customer.created,
      collectionDate: debtor.prelevementDate ?? selection.datum,
      invoices,
      total: invoices.reduce((sum, i) => sum + cents(i.amount), 0) / 100,
    };
  });
}
