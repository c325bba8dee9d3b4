import { datedFileName, saveBlob } from '../../dataProvider';
import { exportTable, type ExportColumn } from './exportTable';
import { toCsv } from './toCsv';
import { toXlsx } from './toXlsx';

export type ExportFormat = 'csv' | 'xlsx';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Saves rows as `<baseName>-<date>.csv|xlsx`. */
export async function exportRows(
  format: ExportFormat,
  rows: readonly Record<string, unknown>[],
  columns: readonly ExportColumn[],
  baseName: string,
): Promise<void> {
  const table = exportTable(rows, columns);
  const fileName = datedFileName(`${baseName}-`, format);
  if (format === 'csv') saveBlob(new Blob([toCsv(table)], { type: 'text/csv;charset=utf-8' }), fileName);
  else saveBlob(new Blob([await toXlsx(table, baseName)], { type: XLSX_TYPE }), fileName);
}
