import type { BranchId, CncExportRow, DateRange, DeclarationRow, StockExportRow } from '../../schemas/entities/exports';
import { DEXX_COMPANY_ID } from '../../schemas/entities/exports';
import type { Queryable } from '../db/database';

/** The département of each branch, as the customs declaration (DEB) names where goods arrive or leave. */
export const BRANCH_DEPARTMENTS: Record<BranchId, string> = { 1: '69', 4: '59', 5: '74', 6: '68', 7: '26', 8: '69', 9: '38' };

/** The customs nomenclature (NC8) of each kind of article, for the DEB's statnr. */
const STAT_NUMBERS = `(VALUES ('flowers', '06031900'), ('plants', '06029099'), ('deco', '69139000'), ('divers', '48191000')) AS s(category, statnr)`;

const FRENCH_DAYS = ['dimanche', 'lundi', 'mardi', 'mercredi', 'jeudi', 'vendredi', 'samedi'];

/**
 * The click-and-collect export (spec part 2 §2): per day of the range, Dexx's counter sales (orders
 * placed in person) by kind of article, and the preparation costs ('Frais Prepa') charged on them.
 */
export async function cncExport(q: Queryable, range: DateRange): Promise<CncExportRow[]> {
  const rows = await q.query<Omit<CncExportRow, 'dayname'> & { dow: number }>(
    `WITH orders AS (
       SELECT factnr, fctdat, handling FROM invoices
        WHERE company_id = $3 AND order_source = 'personal' AND fctdat BETWEEN $1::date AND $2::date),
     per_kind AS (
       SELECT o.fctdat, a.export_category AS category, sum(l.amount) AS amount
         FROM orders o JOIN invoice_lines l ON l.factnr = o.factnr JOIN articles a ON a.artnr = l.artnr
        GROUP BY o.fctdat, a.export_category),
     per_day AS (SELECT fctdat, sum(handling) AS handling FROM orders GROUP BY fctdat)
     SELECT to_char(d.fctdat, 'YYYY-MM-DD') AS fctdat, extract(dow FROM d.fctdat)::int AS dow,
            coalesce(sum(k.amount) FILTER (WHERE k.category = 'flowers'), 0)::float8 AS flowers,
            coalesce(sum(k.amount) FILTER (WHERE k.category = 'plants'), 0)::float8 AS plants,
            coalesce(sum(k.amount) FILTER (WHERE k.category = 'deco'), 0)::float8 AS deco,
            coalesce(sum(k.amount) FILTER (WHERE k.category = 'divers'), 0)::float8 AS divers,
            d.handling::float8 AS handling
       FROM per_day d LEFT JOIN per_kind k ON k.fctdat = d.fctdat
      GROUP BY d.fctdat, d.handling ORDER BY d.fctdat`,
    [range.fromdate, range.todate, DEXX_COMPANY_ID],
  );
  return rows.map(({ dow, ...row }) => ({ fctdat: row.fctdat, dayname: FRENCH_DAYS[dow]!, flowers: row.flowers, plants: row.plants, deco: row.deco, divers: row.divers, handling: row.handling }));
}

/** The stock export (spec part 2 §2): a branch's stock value per stock label. */
export function stockExport(q: Queryable, branch: BranchId): Promise<StockExportRow[]> {
  return q.query<StockExportRow>(
    'SELECT voortxt, sum(value)::float8 AS total FROM branch_stock WHERE branch_id = $1 GROUP BY voortxt ORDER BY voortxt',
    [branch],
  );
}

const DEPARTMENTS = `(VALUES ${Object.entries(BRANCH_DEPARTMENTS).map(([branch, code]) => `(${branch}, '${code}')`).join(', ')}) AS dep(branch_id, departement)`;

const DECLARATION_COLUMNS = (origin: string, provenance: string) => `
  i.debnr, to_char(i.fctdat, 'YYYY-MM-DD') AS datum, i.factnr::float8 AS factnr, s.statnr,
  ${origin} AS "payS_ORIGINE", ${provenance} AS "payS_PROVENANCE", sum(l.quantity)::int AS totstuks,
  dep.departement, sum(l.amount)::float8 AS waarde`;
const DECLARATION_FROM = `
  FROM invoices i JOIN invoice_lines l ON l.factnr = i.factnr JOIN articles a ON a.artnr = l.artnr
  JOIN ${STAT_NUMBERS} ON s.category = a.export_category JOIN ${DEPARTMENTS} ON dep.branch_id = i.branch_id`;
const DECLARATION_GROUPS = 'i.debnr, i.fctdat, i.factnr, s.statnr, dep.departement';

/**
 * The DEB importation (spec part 2 §2): what a Dexx branch received from the Dutch grower group in
 * the range, per invoice and customs number; pieces and value.
 */
export function debImportation(q: Queryable, range: DateRange, branch: BranchId): Promise<DeclarationRow[]> {
  return q.query<DeclarationRow>(
    `SELECT ${DECLARATION_COLUMNS("'NL'", "'NL'")} ${DECLARATION_FROM}
      WHERE i.company_id = ${DEXX_COMPANY_ID} AND i.branch_id = $3 AND i.fctdat BETWEEN $1::date AND $2::date
      GROUP BY ${DECLARATION_GROUPS} ORDER BY i.fctdat, i.factnr, s.statnr`,
    [range.fromdate, range.todate, branch],
  );
}

/** The DEB expedition of one Dexx customer (spec part 2 §2): what left France for them, to their country. */
export function debExpedition(q: Queryable, range: DateRange, debnr: string): Promise<DeclarationRow[]> {
  return q.query<DeclarationRow>(
    `SELECT ${DECLARATION_COLUMNS("'FR'", 'upper(c.country)')} ${DECLARATION_FROM} JOIN customers c ON c.debnr = i.debnr
      WHERE i.company_id = ${DEXX_COMPANY_ID} AND i.debnr = $3 AND i.fctdat BETWEEN $1::date AND $2::date
      GROUP BY ${DECLARATION_GROUPS}, c.country ORDER BY i.fctdat, i.factnr, s.statnr`,
    [range.fromdate, range.todate, debnr],
  );
}
