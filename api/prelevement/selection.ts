import { electronicFormatIBAN, isValidBIC, isValidIBAN } from 'ibantools';
import { PRELEVEMENT_COMPANIES, type SelectedDebtor } from '../../schemas/entities/prelevement';
import type { Queryable } from '../db/database';
import { badRequest } from '../http/errors';
import { callerGroups } from './callerGroups';
import { refuseBadSelection, type WantedDebtor } from './selectionRules';

/** A debtor to collect from, as the server knows it: name, account, mandate and the selected open invoices. */
export interface Collection {
  debnr: string;
  /** The direct-debit company (22, 23) that collects from this debtor. */
  company: number;
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

/** What a call selected: its debtors, where they sit in the body, and what they share. */
export interface SelectionRequest {
  debtors: readonly SelectedDebtor[];
  /** The body path of the debtor list: 'invoices' for the generate calls, '' for SendPrelevement's list. */
  path: string;
  /** The company every debtor must belong to; without it (SendPrelevement), each debtor's own. */
  company?: number;
  /** The file's collection date, for debtors without their own. */
  datum?: string;
  /** The api clock's day, for the earliest collection date. */
  today: string;
}

const cents = (amount: number) => Math.round(amount * 100);

/**
 * The body's selection checked against the database: each debtor a direct-debit customer (of that company)
 * in the caller's groups, each invoice one of their open invoices, each at most once, no date too early.
 * Amounts, IBANs and BICs are the server's; anything else in the body is ignored. 400 otherwise.
 */
export async function resolveSelection(db: Queryable, azureId: string, request: SelectionRequest): Promise<Collection[]> {
  const prefix = request.path ? `${request.path}.` : '';
  const wanted: WantedDebtor[] = request.debtors.flatMap((debtor, d) =>
    debtor.invoices.length === 0 ? [] : [{ debtor, field: `${prefix}${d}`, collectionDate: debtor.prelevementDate ?? request.datum! }],
  );
  if (wanted.length === 0) throw badRequest('Select at least one invoice', { [request.path || '_']: 'Select at least one invoice' });
  refuseBadSelection(wanted, request.today, request.datum);
  const rows = await db.query<{ debnr: string; company: number; name: string; email: string; iban: string; bic: string; created: string; factnr: number; fctdat: string; open: number }>(
    `SELECT c.debnr, c.prelevement_company AS company, c.name, c.email, c.iban, c.bic, to_char(c.created, 'YYYY-MM-DD') AS created,
            i.factnr, to_char(i.fctdat, 'YYYY-MM-DD') AS fctdat, (i.amount - i.paid)::float8 AS open
       FROM customers c
       JOIN invoices i ON i.debnr = c.debnr AND i.paid < i.amount
      WHERE c.debnr = ANY($1::text[]) AND c.is_incasso AND c.prelevement_company = ANY($2::int[])
        AND c.group_code IN ${callerGroups('$3')}`,
    [wanted.map((w) => w.debtor.debnr), request.company === undefined ? PRELEVEMENT_COMPANIES : [request.company], azureId],
  );
  const open = new Map(rows.map((row) => [`${row.debnr}/${row.factnr}`, row]));
  return wanted.map(({ debtor, field, collectionDate }) => {
    const invoices = debtor.invoices.map(({ invoice }, i) => {
      const row = open.get(`${debtor.debnr}/${invoice}`);
      if (!row) throw badRequest(`Invoice ${invoice} is not an open invoice of ${debtor.debnr}`, { [`${field}.invoices.${i}.invoice`]: `invoice ${invoice} is not an open invoice of ${debtor.debnr}` });
      return { invoice, invoiceDate: row.fctdat, amount: row.open };
    });
    const customer = open.get(`${debtor.debnr}/${invoices[0]!.invoice}`)!;
    const iban = electronicFormatIBAN(customer.iban) ?? '';
    if (!isValidIBAN(iban) || !isValidBIC(customer.bic)) throw badRequest(`The IBAN or BIC of ${debtor.debnr} is not valid`, { [`${field}.debnr`]: 'invalid IBAN or BIC' });
    return {
      debnr: customer.debnr,
      company: customer.company,
      name: customer.name,
      email: customer.email,
      iban,
      bic: customer.bic,
      // One mandate per direct-debit customer, signed when they became one (the back office keeps no other).
      mandateId: `FLORA-${customer.debnr}`,
      mandateSigned: customer.created,
      collectionDate,
      invoices,
      total: invoices.reduce((sum, i) => sum + cents(i.amount), 0) / 100,
    };
  });
}
