import type { AdHocRow, DateRange, JdfRow, JdfType, PurchaseCustomer, PurchaseLine } from '../../schemas/entities/exports';
import type { Queryable } from '../db/database';
import { writeCsv } from '../files/csv';

/** VAT codes of the ad-hoc export: 1 the reduced rate of live plants and flowers, 2 the standard rate. */
const VAT_CODES = `CASE WHEN a.export_category IN ('flowers', 'plants') THEN '1' ELSE '2' END`;

/** The ad-hoc export (spec part 2 §2): every invoice line of the caller's company in the range. */
export function adHocExport(q: Queryable, range: DateRange, companyId: number): Promise<AdHocRow[]> {
  return q.query<AdHocRow>(
    `SELECT i.debnr AS mvcodcli, to_char(i.fctdat, 'YYYY-MM-DD') AS mvdatdoc, i.factnr::float8 AS mvnumdoc, l.artnr AS mvcodart,
            g.name AS mvaspest, a.art_txt AS mvdesart, ${VAT_CODES} AS mvcodiva, l.amount::float8 AS mvvalrig
       FROM invoices i JOIN invoice_lines l ON l.factnr = i.factnr JOIN articles a ON a.artnr = l.artnr JOIN article_groups g ON g.code = a.art_group
      WHERE i.company_id = $3 AND i.fctdat BETWEEN $1::date AND $2::date
      ORDER BY i.fctdat, i.factnr, l.id`,
    [range.fromdate, range.todate, companyId],
  );
}

/**
 * The JDF documents of the range, one row per document and customer: every invoice (FACTURE), the
 * invoices with returnable packaging (FUST, the 'divers' lines), those delivered to the customer
 * (TRANSPORT, the webshop orders) and those with deco from the catalogue (CATALOGUE).
 */
const JDF_DOCUMENTS = `
  SELECT i.debnr, i.factnr, i.fctdat, i.amount, d.category
    FROM invoices i
   CROSS JOIN LATERAL (
     SELECT 'FACTURE' AS category
     UNION ALL SELECT 'FUST' WHERE EXISTS (SELECT 1 FROM invoice_lines l JOIN articles a ON a.artnr = l.artnr WHERE l.factnr = i.factnr AND a.export_category = 'divers')
     UNION ALL SELECT 'TRANSPORT' WHERE i.order_source = 'online'
     UNION ALL SELECT 'CATALOGUE' WHERE EXISTS (SELECT 1 FROM invoice_lines l JOIN articles a ON a.artnr = l.artnr WHERE l.factnr = i.factnr AND a.export_category = 'deco')
   ) d
   WHERE i.company_id = $3 AND i.fctdat BETWEEN $1::date AND $2::date`;

export function jdfExport(q: Queryable, range: DateRange, companyId: number): Promise<JdfRow[]> {
  return q.query<JdfRow>(`SELECT debnr, category FROM (${JDF_DOCUMENTS}) j ORDER BY fctdat, factnr, category`, [range.fromdate, range.todate, companyId]);
}

/** The text file of one JDF type: a line per document, 'debnr;factnr;date;amount' without a header, CRLF-terminated. */
export async function jdfFile(q: Queryable, range: DateRange, companyId: number, type: JdfType): Promise<string> {
  const rows = await q.query<{ debnr: string; factnr: string; day: string; amount: string }>(
    `SELECT debnr, factnr::text AS factnr, to_char(fctdat, 'YYYY-MM-DD') AS day, to_char(amount, 'FM999999990.00') AS amount
       FROM (${JDF_DOCUMENTS}) j WHERE category = $4 ORDER BY j.fctdat, j.factnr`,
    [range.fromdate, range.todate, companyId, type],
  );
  return writeCsv(null, rows.map((r) => [r.debnr, r.factnr, r.day, r.amount]));
}

/** The customers who bought in the range, one row per customer and invoice day (the purchase overview's middle pane). */
export function purchaseCustomers(q: Queryable, range: DateRange, companyId: number): Promise<PurchaseCustomer[]> {
  return q.query<PurchaseCustomer>(
    `SELECT DISTINCT i.debnr, c.name, to_char(i.fctdat, 'YYYY-MM-DD') AS fctdat
       FROM invoices i JOIN customers c ON c.debnr = i.debnr
      WHERE i.company_id = $3 AND i.fctdat BETWEEN $1::date AND $2::date
      ORDER BY fctdat DESC, c.name, i.debnr`,
    [range.fromdate, range.todate, companyId],
  );
}

/** Volume per stem or piece (m³), for the loading volume of the purchase overview. */
const VOLUMES = `(VALUES ('flowers', 0.0012), ('plants', 0.008), ('deco', 0.004), ('divers', 0.002)) AS v(category, per_piece)`;

/** A customer's invoice lines in the range: quantity, article, net unit price, net total and volume. */
export function purchaseLines(q: Queryable, range: DateRange, companyId: number, debnr: string): Promise<PurchaseLine[]> {
  return q.query<PurchaseLine>(
    `SELECT l.quantity AS "levTotaal", a.art_txt AS arttxt, round(l.amount / l.quantity, 2)::float8 AS "unitNetPrice",
            l.amount::float8 AS "totalNetAmount", round(l.quantity * v.per_piece, 4)::float8 AS volume
       FROM invoices i JOIN invoice_lines l ON l.factnr = i.factnr JOIN articles a ON a.artnr = l.artnr JOIN ${VOLUMES} ON v.category = a.export_category
      WHERE i.company_id = $3 AND i.debnr = $4 AND i.fctdat BETWEEN $1::date AND $2::date
      ORDER BY i.fctdat, i.factnr, l.id`,
    [range.fromdate, range.todate, companyId, debnr],
  );
}
