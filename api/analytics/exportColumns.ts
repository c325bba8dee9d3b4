import type { ExportColumn } from '../../schemas/entities/turnover';
import { badRequest } from '../http/errors';
import type { CellValue, XlsxColumn } from '../files/xlsx';

/**
 * The columns of a turnover download, from the accessors the screen posts: each accessor names a row
 * field or a period column the download knows; an unknown one is a 400.
 */
export interface KnownColumn<R> {
  accessor: string;
  header: string;
  value(row: R): CellValue;
  format?: 'money' | 'integer';
}

export function exportColumns<R>(known: readonly KnownColumn<R>[], accessors: readonly ExportColumn[]): XlsxColumn<R>[] {
  if (accessors.length === 0) return known.map(({ header, value, format }) => ({ header, value, format }));
  const byAccessor = new Map(known.map((column) => [column.accessor, column]));
  const unknown = accessors.filter((a) => !byAccessor.has(a.accessor)).map((a) => a.accessor);
  if (unknown.length > 0) throw badRequest(`Unknown column: ${unknown.join(', ')}`, { accessors: `unknown accessor ${unknown[0]}` });
  return accessors.map((a) => {
    const column = byAccessor.get(a.accessor)!;
    return { header: a.header || column.header, value: column.value, format: column.format };
  });
}

/** The distinct periods (weeks, months) found in the rows, in first-seen order. */
export function periodsIn<R, P>(rows: readonly R[], periodsOf: (row: R) => readonly P[], keyOf: (period: P) => string): P[] {
  const periods = new Map<string, P>();
  for (const row of rows) for (const period of periodsOf(row)) if (!periods.has(keyOf(period))) periods.set(keyOf(period), period);
  return [...periods.values()];
}
