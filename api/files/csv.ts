import { csvFormulaSafe } from './formulaSafe';
import type { CellValue } from './xlsx';

/** A field a spreadsheet would split or end early unless quoted: either separator, a quote, a tab or a line break. */
const NEEDS_QUOTES = /[;,"\t\r\n]/;

function field(cell: CellValue): string {
  if (cell === null || cell === undefined) return '';
  if (typeof cell !== 'string') return String(cell);
  const text = csvFormulaSafe(cell);
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/**
 * The one CSV writer of the server's files: `;`-separated (as Dutch and French Excel reads it), CRLF
 * lines, a header row unless `fields` is null, every text field formula-safe part by part and quoted
 * when it holds a separator of either kind, a quote or a line break, so a reader splitting on `;` or
 * on `,` sees the same cells and no formula; `bom` for files Excel opens directly, so accents survive.
 */
export function writeCsv(fields: readonly string[] | null, rows: readonly (readonly CellValue[])[], { bom = false } = {}): string {
  const lines = fields ? [fields, ...rows] : rows;
  return `${bom ? '\ufeff' : ''}${lines.map((line) => `${line.map(field).join(';')}\r\n`).join('')}`;
}
