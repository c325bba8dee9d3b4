import Papa from 'papaparse';
import { formulaSafe } from './formulaSafe';
import type { CellValue } from './xlsx';

/**
 * A `;`-separated CSV (as Dutch and French Excel reads it) with a header row, CRLF lines and every
 * text cell formula-safe; `bom` for files Excel opens directly, so accents survive.
 */
export function writeCsv(fields: readonly string[], rows: readonly (readonly CellValue[])[], { bom = false } = {}): string {
  const data = rows.map((row) => row.map((cell) => (typeof cell === 'string' ? formulaSafe(cell) : (cell ?? ''))));
  return `${bom ? '\ufeff' : ''}${Papa.unparse({ fields: [...fields], data }, { delimiter: ';', newline: '\r\n' })}\r\n`;
}
