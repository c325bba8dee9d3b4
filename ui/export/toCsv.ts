import Papa from 'papaparse';
import type { ExportCell, ExportTable } from './exportTable';

/**
 * nl, fr and de Excel split an unquoted CSV line on `;`, others on `,`: a formula character at the start
 * of any such part (after spaces) would start a formula in the cell it lands in (`Called;=HYPERLINK(...)`).
 */
const PART_START_FORMULA = /(^|[;,])( *)([=+\-@\t\r])/g;
const SEPARATOR = /[;,]/;

function safePart(cell: ExportCell): ExportCell {
  return typeof cell === 'string' ? cell.replace(PART_START_FORMULA, "$1$2'$3") : cell;
}

/**
 * CSV text with a byte-order mark, so spreadsheets read accented names as UTF-8. A text holding `;` or
 * `,` is quoted (one cell whichever separator the reader uses), and every part it could be split into is
 * formula-safe as well.
 */
export function toCsv(table: ExportTable): string {
  return (
    '\ufeff' +
    Papa.unparse(
      { fields: table.header.map((label) => String(safePart(label))), data: table.body.map((row) => row.map(safePart)) },
      { quotes: (value: unknown) => typeof value === 'string' && SEPARATOR.test(value) },
    )
  );
}
