import { weekAccessor, type WeekTotal, type WeeklyTurnoverDownloadRow, type WeeklyTurnoverRow } from '../../schemas/entities/turnover';
import { monthAccessor, type DecoTurnoverDownloadRow, type DecoTurnoverRow, type MonthTotal } from '../../schemas/entities/turnoverDeco';

/**
 * The turnover tables' records: each api row flattened so that every column, period columns included,
 * is a field named by its download accessor (`week:<year>-<n>`, `month:<n>`). The table sorts on
 * those fields and the download names the same ones.
 */
export type TurnoverRecord = { id: string } & Record<string, string | number | null>;

export interface Week {
  weekYear: number;
  weekNumber: number;
}

/**
 * A row's weeks: `rows` as part 1 §3 names them; `weeks`, the name the download posts them under
 * (§7), is read too, should a back office answer with it.
 */
export const weeksOfRow = (row: WeeklyTurnoverRow): readonly WeekTotal[] => row.rows ?? (row as { weeks?: WeekTotal[] }).weeks ?? [];

/** The weeks the rows cover, oldest first, each once. */
export function weeksOf(rows: readonly WeeklyTurnoverRow[]): Week[] {
  const seen = new Map<string, Week>();
  for (const row of rows) for (const w of weeksOfRow(row)) seen.set(weekAccessor(w.weekYear, w.weekNumber), { weekYear: w.weekYear, weekNumber: w.weekNumber });
  return [...seen.values()].sort((a, b) => a.weekYear - b.weekYear || a.weekNumber - b.weekNumber);
}

export function weeklyRecord(row: WeeklyTurnoverRow): TurnoverRecord {
  const { rows: _rows, weeks: _weeks, ...fields } = row as WeeklyTurnoverRow & { weeks?: unknown };
  return { id: row.debnr, ...fields, ...Object.fromEntries(weeksOfRow(row).map((w) => [weekAccessor(w.weekYear, w.weekNumber), w.total])) };
}

/** A row as turnover/DownloadTurnover takes it (§7): its weeks under `weeks`. */
export function weeklyDownloadRow(row: WeeklyTurnoverRow): WeeklyTurnoverDownloadRow {
  const { debnr, debnaam, total, average, orders } = row;
  return { debnr, debnaam, total, average, orders, weeks: [...weeksOfRow(row)] };
}

/** Tenant 4's two tables: invoiced per month, and written orders ('Geschreven orders'). */
export type DecoTable = 'invoiced' | 'written';

/** The months of a row in one table: invoiced (`rows`, or `months` should a back office name them so) or written (`reservedRows`). */
export function monthsOfRow(row: DecoTurnoverRow, table: DecoTable): readonly MonthTotal[] {
  if (table === 'written') return row.reservedRows ?? [];
  return row.rows ?? (row as { months?: MonthTotal[] }).months ?? [];
}

export function decoRecord(row: DecoTurnoverRow, table: DecoTable): TurnoverRecord {
  const { rows: _rows, reservedRows: _reserved, months: _months, ...fields } = row as DecoTurnoverRow & { months?: unknown };
  return { id: row.debnr, ...fields, ...Object.fromEntries(monthsOfRow(row, table).map((m) => [monthAccessor(m.monthNumber), m.total])) };
}

/** A row as hbxdeco/DownloadTurnover takes it (§7): the table's months under `months`. */
export function decoDownloadRow(row: DecoTurnoverRow, table: DecoTable): DecoTurnoverDownloadRow {
  const { debnr, debnaam, finGroep, finGroepText, total, totalInvoiced, totalInvoicedLastYear, totalReserved } = row;
  return { debnr, debnaam, finGroep, finGroepText, total, totalInvoiced, totalInvoicedLastYear, totalReserved, months: [...monthsOfRow(row, table)] };
}

/** The rows of one financial group; all of them for null ('Alle groepen'). */
export function inFinancialGroup(rows: readonly DecoTurnoverRow[], code: string | null): DecoTurnoverRow[] {
  return code === null ? [...rows] : rows.filter((row) => row.finGroep === code);
}

/** The 'Geschreven orders' table lists the customers with written orders this year. */
export const withWrittenOrders = (rows: readonly DecoTurnoverRow[]) => rows.filter((row) => row.totalReserved !== 0);
