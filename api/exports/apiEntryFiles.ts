import dayjs from 'dayjs';
import { mondayOf } from '../../schemas/datePresets';
import type { ApiEntry } from '../../schemas/entities/exports';
import type { Queryable } from '../db/database';
import { writeCsv } from '../files/csv';
import { writeXlsx, type CellValue, type XlsxColumn } from '../files/xlsx';
import { notFound } from '../http/errors';

/** The API pages' entries (getapis), as configured in api_entries. */
export function apiEntries(q: Queryable): Promise<ApiEntry[]> {
  return q.query<ApiEntry>(
    `SELECT id, name, description, company_name AS "companyName", type, link, finadmin FROM api_entries ORDER BY company_name, name, id`,
  );
}

/** The entry a file call names (its link, and its company for the excel and enalyzer files); 404 for any other, so only configured files exist. */
export async function entryOf(q: Queryable, link: string, finadmin?: string): Promise<ApiEntry> {
  const [entry] = (await apiEntries(q)).filter((e) => e.link === link && (finadmin === undefined || e.finadmin === finadmin));
  if (!entry) throw notFound('No such API entry');
  return entry;
}

/** The last weekday before today: the day the daily files look back on. */
function previousWeekday(today: string): string {
  let day = dayjs(today).subtract(1, 'day');
  while (day.day() === 0 || day.day() === 6) day = day.subtract(1, 'day');
  return day.format('YYYY-MM-DD');
}

const csv = (rows: readonly Record<string, CellValue>[], fields: readonly string[]) => writeCsv(fields, rows.map((row) => fields.map((f) => row[f])), { bom: true });

/** The satisfaction survey's list (Enalyzer): the company's customers delivered on the last weekday, with their email. */
export async function enalyzerCsv(q: Queryable, companyId: number, today: string): Promise<string> {
  const rows = await q.query<Record<string, CellValue>>(
    `SELECT DISTINCT c.debnr, c.name, c.email, upper(c.country) AS country, to_char(i.fctdat, 'YYYY-MM-DD') AS delivered
       FROM invoices i JOIN customers c ON c.debnr = i.debnr
      WHERE i.company_id = $1 AND i.fctdat = $2::date AND c.email LIKE '%_@_%' ORDER BY c.debnr`,
    [companyId, previousWeekday(today)],
  );
  return csv(rows, ['debnr', 'name', 'email', 'country', 'delivered']);
}

type Row = Record<string, CellValue>;
interface ExcelFile {
  title: string;
  columns: XlsxColumn<Row>[];
  rows(q: Queryable, companyId: number, today: string): Promise<Row[]>;
}

const col = (header: string, key: string, format?: XlsxColumn<Row>['format']): XlsxColumn<Row> => ({ header, value: (r) => r[key], format, width: Math.max(12, header.length + 2) });

/** The Excel files of the API entries, by the last part of their link. */
const EXCEL_FILES: Record<string, ExcelFile> = {
  turnover: {
    title: 'Omzet per klant',
    columns: [col('Debnr', 'debnr'), col('Naam', 'name'), col('Facturen', 'invoices', 'integer'), col('Omzet', 'turnover', 'money')],
    rows: (q, companyId, today) =>
      q.query(
        `SELECT c.debnr, c.name, count(*)::int AS invoices, sum(i.amount)::float8 AS turnover FROM invoices i JOIN customers c ON c.debnr = i.debnr
          WHERE i.company_id = $1 AND i.fctdat = $2::date GROUP BY c.debnr, c.name ORDER BY turnover DESC, c.debnr`,
        [companyId, previousWeekday(today)],
      ),
  },
  openitems: {
    title: 'Openstaande posten',
    columns: [col('Debnr', 'debnr'), col('Naam', 'name'), col('Factuur', 'factnr', 'integer'), col('Datum', 'fctdat'), col('Bedrag', 'amount', 'money'), col('Open', 'open', 'money')],
    rows: (q, companyId) =>
      q.query(
        `SELECT c.debnr, c.name, i.factnr::float8 AS factnr, to_char(i.fctdat, 'YYYY-MM-DD') AS fctdat, i.amount::float8 AS amount, (i.amount - i.paid)::float8 AS open
           FROM invoices i JOIN customers c ON c.debnr = i.debnr WHERE i.company_id = $1 AND i.paid < i.amount ORDER BY c.debnr, i.fctdat`,
        [companyId],
      ),
  },
  newcustomers: {
    title: 'Nieuwe klanten',
    columns: [col('Debnr', 'debnr'), col('Naam', 'name'), col('Plaats', 'city'), col('Aangemaakt', 'created')],
    rows: (q, companyId, today) =>
      q.query(
        `SELECT debnr, name, city, to_char(created, 'YYYY-MM-DD') AS created FROM customers WHERE company_id = $1 AND created > $2::date - 30 ORDER BY created DESC, debnr`,
        [companyId, today],
      ),
  },
  articles: {
    title: 'Artikelverkoop',
    columns: [col('Groep', 'artGroup'), col('Stelen', 'quantity', 'integer'), col('Omzet', 'amount', 'money')],
    rows: (q, companyId, today) =>
      q.query(
        `SELECT g.name AS "artGroup", sum(l.quantity)::int AS quantity, sum(l.amount)::float8 AS amount
           FROM invoices i JOIN invoice_lines l ON l.factnr = i.factnr JOIN article_groups g ON g.code = l.art_group
          WHERE i.company_id = $1 AND i.fctdat > $2::date - 7 AND i.fctdat <= $2::date GROUP BY g.name ORDER BY g.name`,
        [companyId, today],
      ),
  },
};

/** One of the configured Excel files of a company; 404 for a name no file has. */
export async function excelFile(q: Queryable, name: string, companyId: number, today: string): Promise<{ fileName: string; body: Buffer }> {
  const file = EXCEL_FILES[name];
  if (!file) throw notFound('No such file');
  const body = await writeXlsx(file.title, file.columns, await file.rows(q, companyId, today));
  return { fileName: `${file.title.replace(/ /g, '-')}-${companyId}-${today}.xlsx`, body };
}

const CALL_LIST_COLUMNS: XlsxColumn<Row>[] = [col('Debnr', 'debnr'), col('Naam', 'name'), col('Telefoon', 'phone'), col('Mobiel', 'mobile'), col('Laatste order', 'lastOrder')];

/** The call centre's list: the company's customers who ordered in the eight weeks before this week but not yet this week. */
export async function callCenterFile(q: Queryable, companyId: number, today: string): Promise<Buffer> {
  const monday = mondayOf(dayjs(today)).format('YYYY-MM-DD');
  const rows = await q.query<Row>(
    `SELECT c.debnr, c.name, c.phone_number AS phone, c.mobile_number AS mobile, to_char(max(i.fctdat), 'YYYY-MM-DD') AS "lastOrder"
       FROM customers c JOIN invoices i ON i.debnr = c.debnr
      WHERE c.company_id = $1 AND NOT c.inactive AND i.fctdat >= $2::date - 56 AND i.fctdat <= $3::date
      GROUP BY c.debnr, c.name, c.phone_number, c.mobile_number
     HAVING max(i.fctdat) < $2::date
      ORDER BY max(i.fctdat), c.debnr`,
    [companyId, monday, today],
  );
  return writeXlsx('Belijst', CALL_LIST_COLUMNS, rows);
}

/** The marketplace (Flowerplace) table: each article sold in the last 30 days with its average unit price and the quantity sold. */
export async function flowerPlaceCsv(q: Queryable, today: string): Promise<string> {
  const rows = await q.query<Row>(
    `SELECT a.artnr, a.art_txt AS description, g.name AS "group", round(sum(l.amount) / sum(l.quantity), 2)::float8 AS price, sum(l.quantity)::int AS sold
       FROM invoice_lines l JOIN invoices i ON i.factnr = l.factnr JOIN articles a ON a.artnr = l.artnr JOIN article_groups g ON g.code = a.art_group
      WHERE i.fctdat > $1::date - 30 AND i.fctdat <= $1::date AND l.quantity > 0
      GROUP BY a.artnr, a.art_txt, g.name ORDER BY a.artnr`,
    [today],
  );
  return csv(rows, ['artnr', 'description', 'group', 'price', 'sold']);
}
