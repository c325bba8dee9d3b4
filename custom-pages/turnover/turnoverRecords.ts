import { weekAccessor, type WeeklyTurnoverRow } from '../../schemas/entities/turnover';
import { monthAccessor, reservedMonthAccessor, type DecoTurnoverRow } from '../../schemas/entities/turnoverDeco';

/**
 * The turnover tables' records: each api row flattened so that every column, period columns included,
 * is a field named by its download accessor (`week:<year>-<n>`, `month:<n>`, `reservedMonth:<n>`).
 * The table sorts on those fields and the download names the same ones.
 */
export type TurnoverRecord = { id: string } & Record<string, string | number | null>;

export interface Week {
  weekYear: number;
  weekNumber: number;
}

/** The weeks the rows cover, oldest first, each once. */
export function weeksOf(rows: readonly WeeklyTurnoverRow[]): Week[] {
  const seen = new Map<string, Week>();
  for (const row of rows) for (const w of row.rows) seen.set(weekAccessor(w.weekYear, w.weekNumber), { weekYear: w.weekYear, weekNumber: w.weekNumber });
  return [...seen.values()].sort((a, b) => a.weekYear - b.weekYear || a.weekNumber - b.weekNumber);
}

export function weeklyRecord(row: WeeklyTurnoverRow): TurnoverRecord {
  const { rows, ...fields } = row;
  return { id: row.debnr, ...fields, ...Object.fromEntries(rows.map((w) => [weekAccessor(w.weekYear, w.weekNumber), w.total])) };
}

export function decoRecord(row: DecoTurnoverRow): TurnoverRecord {
  const { rows, reservedRows, ...fields } = row;
  return {
    id: row.debnr,
    ...fields,
    ...Object.fromEntries(rows.map((m) => [monthAccessor(m.monthNumber), m.total])),
    ...Object.fromEntries(reservedRows.map((m) => [reservedMonthAccessor(m.monthNumber), m.total])),
  };
}

/** The rows of one financial group; all of them for null ('Alle groepen'). */
export function inFinancialGroup(rows: readonly DecoTurnoverRow[], code: string | null): DecoTurnoverRow[] {
  return code === null ? [...rows] : rows.filter((row) => row.finGroep === code);
}

/** The 'Geschreven orders' table lists the customers with written orders this year. */
export const withWrittenOrders = (rows: readonly DecoTurnoverRow[]) => rows.filter((row) => row.totalReserved !== 0);
