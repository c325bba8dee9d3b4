import type { CustomerTurnover } from '../../schemas/entities/customerTurnover';
import type { Queryable } from '../db/database';

/**
 * 36 months from the start of last turnover year (May, the year before the one containing today):
 * invoiced by invoice date (up to today) and reserved by delivery date, per month.
 */
const MONTHS_SQL = `
WITH year AS (SELECT make_date(extract(year FROM $2::date - interval '4 months')::int, 5, 1) AS start),
months AS (
  SELECT n, (year.start + make_interval(months => n))::date AS month FROM year, generate_series(-12, 23) AS n),
invoiced AS (
  SELECT date_trunc('month', fctdat)::date AS month, sum(amount) AS total
    FROM invoices, year
   WHERE debnr = $1 AND fctdat >= year.start - interval '12 months' AND fctdat <= $2::date
   GROUP BY 1),
reserved AS (
  SELECT date_trunc('month', delivery_date)::date AS month, sum(amount) AS total
    FROM reservations, year
   WHERE debnr = $1 AND delivery_date >= year.start AND delivery_date < year.start + interval '24 months'
   GROUP BY 1)
SELECT m.n, to_char(year.start, 'YYYY-MM-DD') AS "yearStart",
       round(coalesce(i.total, 0), 2) AS invoiced, round(coalesce(r.total, 0), 2) AS reserved
  FROM year, months m
  LEFT JOIN invoiced i ON i.month = m.month
  LEFT JOIN reserved r ON r.month = m.month
 ORDER BY m.n`;

interface MonthRow {
  n: number;
  yearStart: string;
  invoiced: number;
  reserved: number;
}

/** The customer's monthly turnover in turnover-year order (see CustomerTurnover). */
export async function customerTurnover(db: Queryable, debnr: string, today: string): Promise<CustomerTurnover> {
  const rows = await db.query<MonthRow>(MONTHS_SQL, [debnr, today]);
  const slice = (from: number, key: 'invoiced' | 'reserved') => rows.slice(from, from + 12).map((row) => row[key]);
  return {
    yearStart: rows[0]!.yearStart,
    lastYear: slice(0, 'invoiced'),
    currentYear: slice(12, 'invoiced'),
    reservations: slice(12, 'reserved'),
    nextYearReservations: slice(24, 'reserved'),
  };
}
