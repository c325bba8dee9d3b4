import { cellText } from '../../dataProvider/queryEngine';
import { neutralise } from './neutralise';

export interface ExportColumn {
  field: string;
  label: string;
  /** The text shown for a value (dates and choices as on screen); numbers stay numbers. */
  format?: (value: unknown) => string;
}

export type ExportCell = string | number | boolean | null;

export interface ExportTable {
  header: string[];
  body: ExportCell[][];
}

function cell(column: ExportColumn, value: unknown): ExportCell {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number' || typeof value === 'boolean') return value;
  return neutralise(column.format ? column.format(value) : cellText(value));
}

/** The rows as a table of safe cells under the columns' labels. */
export function exportTable(rows: readonly Record<string, unknown>[], columns: readonly ExportColumn[]): ExportTable {
  return {
    header: columns.map((c) => String(neutralise(c.label))),
    body: rows.map((row) => columns.map((column) => cell(column, row[column.field]))),
  };
}
