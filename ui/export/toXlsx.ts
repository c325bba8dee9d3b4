import type { ExportTable } from './exportTable';

/** An xlsx workbook of one sheet; exceljs is loaded on first use only (it is large). */
export async function toXlsx(table: ExportTable, sheetName: string): Promise<ArrayBuffer> {
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  // Sheet names: at most 31 characters, none of : \ / ? * [ ].
  const sheet = workbook.addWorksheet(sheetName.replace(/[:\\/?*[\]]/g, ' ').slice(0, 31) || 'Sheet1');
  sheet.addRow(table.header).font = { bold: true };
  for (const row of table.body) sheet.addRow(row);
  sheet.columns.forEach((column) => {
    column.width = Math.min(50, Math.max(10, ...table.body.slice(0, 200).map((r) => String(r[(column.number ?? 1) - 1] ?? '').length + 2)));
  });
  return (await workbook.xlsx.writeBuffer()) as ArrayBuffer;
}
