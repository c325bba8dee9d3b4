import type { PrelevementDebtor } from '../../schemas/entities/prelevement';
import type { Queryable } from '../db/database';
import { callerGroups } from './callerGroups';
import { collectedInvoices } from './runs';

/**
 * Direct-debit debtors of a company in the caller's groups with their open invoices (oldest first),
 * payment term within the bounds; an invoice an earlier bank file already collected says when.
 */
export async function prelevementDebtors(q: Queryable, azureId: string, company: number, minTerm: number, maxTerm: number): Promise<PrelevementDebtor[]> {
  const rows = await q.query<Omit<PrelevementDebtor, 'invoices'> & { invoices: { invoice: number; sumToPay: number; invoiceDate: string }[] }>(
    `SELECT c.name, c.debnr, c.bettermijn AS "betaalTermijn", c.bic, c.iban,
            json_agg(json_build_object('invoice', i.factnr, 'sumToPay', (i.amount - i.paid)::float8, 'invoiceDate', to_char(i.fctdat, 'YYYY-MM-DD'))
                     ORDER BY i.fctdat, i.factnr) AS invoices
       FROM customers c
       JOIN invoices i ON i.debnr = c.debnr AND i.paid < i.amount
      WHERE c.is_incasso AND c.prelevement_company = $2 AND c.bettermijn BETWEEN $3 AND $4
        AND c.group_code IN ${callerGroups('$1')}
      GROUP BY c.debnr
      ORDER BY c.name, c.debnr`,
    [azureId, company, minTerm, maxTerm],
  );
  const collected = await collectedInvoices(q, rows.flatMap((row) => row.invoices.map((i) => Number(i.invoice))));
  return rows.map((row) => ({
    ...row,
    invoices: row.invoices.map((i) => ({ ...i, invoice: Number(i.invoice), collectedOn: collected.get(Number(i.invoice)) ?? null })),
  }));
}
