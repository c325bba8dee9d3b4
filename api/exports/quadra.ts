import type { AccountingFault, AccountingRow, BranchId, DateRange } from '../../schemas/entities/exports';
import { DEXX_COMPANY_ID } from '../../schemas/entities/exports';
import type { Queryable } from '../db/database';

/**
 * The chart of accounts of a Dexx branch, as the accounting package (Quadra) knows it: a customer's
 * account is 411 and its debtor number; sales go to 7071 (flowers), 7072 (plants), 7073 (deco) or 7074
 * (divers), credits to 7097, payments to the bank 5121; each followed by the branch in two digits.
 */
const SALES_ACCOUNTS = `(VALUES ('flowers', '7071'), ('plants', '7072'), ('deco', '7073'), ('divers', '7074')) AS acc(category, prefix)`;
const branchSuffix = `lpad($3::int::text, 2, '0')`;
const CUSTOMER_ACCOUNT = `'411' || i.debnr`;

/**
 * The sales journal (VENTES) of a branch over the range: per invoice the customer's debit and a
 * credit per kind of article; per credit note the reverse (customer credited, 7097 debited).
 */
export function salesEntries(q: Queryable, range: DateRange, branch: BranchId): Promise<AccountingRow[]> {
  return q.query<AccountingRow>(
    `WITH inv AS (
       SELECT i.* FROM invoices i WHERE i.company_id = ${DEXX_COMPANY_ID} AND i.branch_id = $3::int AND i.fctdat BETWEEN $1::date AND $2::date),
     entries AS (
       SELECT ${CUSTOMER_ACCOUNT} AS compte_comptable, i.debnr, i.factnr, i.fctdat AS day, 'D' AS "letterDC", i.amount AS total, 0 AS position FROM inv i
       UNION ALL
       SELECT acc.prefix || ${branchSuffix}, i.debnr, i.factnr, i.fctdat, 'C', sum(l.amount), 1
         FROM inv i JOIN invoice_lines l ON l.factnr = i.factnr JOIN articles a ON a.artnr = l.artnr JOIN ${SALES_ACCOUNTS} ON acc.category = a.export_category
        GROUP BY acc.prefix, i.debnr, i.factnr, i.fctdat
       UNION ALL
       SELECT ${CUSTOMER_ACCOUNT}, i.debnr, i.factnr, cr.credit_date, 'C', cr.amount, 2
         FROM credits cr JOIN invoices i ON i.factnr = cr.factnr
        WHERE i.company_id = ${DEXX_COMPANY_ID} AND i.branch_id = $3::int AND cr.credit_date BETWEEN $1::date AND $2::date
       UNION ALL
       SELECT '7097' || ${branchSuffix}, i.debnr, i.factnr, cr.credit_date, 'D', cr.amount, 3
         FROM credits cr JOIN invoices i ON i.factnr = cr.factnr
        WHERE i.company_id = ${DEXX_COMPANY_ID} AND i.branch_id = $3::int AND cr.credit_date BETWEEN $1::date AND $2::date)
     SELECT d.compte_comptable, d.debnr, ${branchSuffix} AS afdeling, d.factnr::float8 AS factnr, to_char(d.day, 'YYYY-MM-DD') AS fctdat,
            d."letterDC", d.total::float8 AS total
       FROM entries d ORDER BY d.day, d.factnr, d.position, d.compte_comptable`,
    [range.fromdate, range.todate, branch],
  );
}

/** The payments journal (PAIEMENTS): per invoice paid in the range, the bank debited and the customer credited. */
export function paymentEntries(q: Queryable, range: DateRange, branch: BranchId): Promise<AccountingRow[]> {
  return q.query<AccountingRow>(
    `SELECT e.compte_comptable, i.debnr, ${branchSuffix} AS afdeling, i.factnr::float8 AS factnr, to_char(i.paid_date, 'YYYY-MM-DD') AS fctdat,
            e."letterDC", i.paid::float8 AS total
       FROM invoices i
      CROSS JOIN LATERAL (VALUES ('5121' || ${branchSuffix}, 'D', 0), (${CUSTOMER_ACCOUNT}, 'C', 1)) AS e(compte_comptable, "letterDC", position)
      WHERE i.company_id = ${DEXX_COMPANY_ID} AND i.branch_id = $3::int AND i.paid > 0 AND i.paid_date BETWEEN $1::date AND $2::date
      ORDER BY i.paid_date, i.factnr, e.position`,
    [range.fromdate, range.todate, branch],
  );
}

/**
 * What the accounting package would refuse in the range: invoices of a customer without a VAT
 * number (code TVA), and lines without a positive quantity or amount (code MONTANT).
 */
export function accountingFaults(q: Queryable, range: DateRange, branch: BranchId): Promise<AccountingFault[]> {
  return q.query<AccountingFault>(
    `SELECT 'TVA' AS code, i.debnr, '' AS artnr, i.factnr::float8 AS factnr, to_char(i.fctdat, 'YYYY-MM-DD') AS fctdat, i.amount::float8 AS total
       FROM invoices i JOIN customers c ON c.debnr = i.debnr
      WHERE i.company_id = ${DEXX_COMPANY_ID} AND i.branch_id = $3::int AND i.fctdat BETWEEN $1::date AND $2::date AND trim(c.btw_number) = ''
     UNION ALL
     SELECT 'MONTANT', i.debnr, l.artnr, i.factnr::float8, to_char(i.fctdat, 'YYYY-MM-DD'), l.amount::float8
       FROM invoices i JOIN invoice_lines l ON l.factnr = i.factnr
      WHERE i.company_id = ${DEXX_COMPANY_ID} AND i.branch_id = $3::int AND i.fctdat BETWEEN $1::date AND $2::date AND (l.quantity <= 0 OR l.amount <= 0)
     ORDER BY fctdat, factnr, code`,
    [range.fromdate, range.todate, branch],
  );
}

/** The record layout of the .ascii files (README "Accounting export"): start and width of each field, 1-based. */
export const QUADRA_LAYOUT = {
  type: [1, 1],
  account: [2, 10],
  journal: [12, 2],
  date: [14, 6],
  label: [20, 20],
  direction: [40, 1],
  cents: [41, 13],
  piece: [54, 10],
} as const;
export const QUADRA_LINE_LENGTH = 63;

const ddmmyy = (iso: string) => `${iso.slice(8, 10)}${iso.slice(5, 7)}${iso.slice(2, 4)}`;
/** Fixed-width text: the package reads plain ASCII, so accents go and nothing may spill into the next field. */
const field = (text: string, width: number) => text.normalize('NFD').replace(/[^\x20-\x7e]/g, '').slice(0, width).padEnd(width, ' ');

/**
 * The accounting package's import file: one 'M' (movement) record per entry, CRLF-terminated, amounts
 * in cents with their sign, the journal VT (sales) or BQ (payments).
 */
export function quadraFile(rows: readonly AccountingRow[], journal: 'VT' | 'BQ'): string {
  return rows
    .map((row) => {
      const cents = Math.round(row.total * 100);
      const label = `${journal === 'VT' ? 'FACT' : 'REGL'} ${row.factnr}`;
      return [
        'M',
        field(row.compte_comptable, QUADRA_LAYOUT.account[1]),
        journal,
        ddmmyy(row.fctdat),
        field(label, QUADRA_LAYOUT.label[1]),
        row.letterDC,
        `${cents < 0 ? '-' : '+'}${String(Math.abs(cents)).padStart(QUADRA_LAYOUT.cents[1] - 1, '0')}`,
        String(row.factnr).slice(-QUADRA_LAYOUT.piece[1]).padStart(QUADRA_LAYOUT.piece[1], '0'),
      ].join('');
    })
    .map((line) => `${line}\r\n`)
    .join('');
}
