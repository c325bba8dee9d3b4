import Papa from 'papaparse';
import type { ExportTable } from './exportTable';

/** CSV text with a byte-order mark, so spreadsheets read accented names as UTF-8. */
export function toCsv(table: ExportTable): string {
  return '\ufeff' + Papa.unparse({ fields: table.header, data: table.body });
}
