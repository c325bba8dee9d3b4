import ExcelJS from 'exceljs';
import { cellText } from './cellText';
import { unpacksWithin } from './zipBudget';

/** What a workbook may unpack to: twice a thousand leads of 25 text fields (2 MB, read in about 0.4 s), little enough to keep one import from holding up the api. */
export const SHEET_MAX_UNPACKED_BYTES = 4 * 1024 * 1024;

export type SheetRows = Record<string, string>[];
export type SheetProblem = 'unreadable' | 'too large';

/**
 * The rows of a workbook's first sheet, each keyed by its column's header (row 1), every cell as the
 * user sees it (cellText), trimmed; rows without any text are left out.
 */
export async function readSheetRows(file: Buffer): Promise<SheetRows | SheetProblem> {
  const fits = unpacksWithin(file, SHEET_MAX_UNPACKED_BYTES);
  if (fits === undefined) return 'unreadable';
  if (!fits) return 'too large';
  const workbook = new ExcelJS.Workbook();
  try {
    // exceljs types its input as an ArrayBuffer: a copy of the bytes as one.
    await workbook.xlsx.load(new Uint8Array(file).buffer);
  } catch {
    return 'unreadable';
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) return [];
  const header: string[] = [];
  sheet.getRow(1).eachCell((cell, column) => {
    header[column] = cellText(cell).trim();
  });
  const rows: SheetRows = [];
  sheet.eachRow((row, number) => {
    if (number === 1) return;
    const entry: Record<string, string> = {};
    header.forEach((name, column) => {
      if (name) entry[name] = cellText(row.getCell(column)).trim();
    });
    if (Object.values(entry).some((value) => value !== '')) rows.push(entry);
  });
  return rows;
}
