import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import { formulaSafe } from './formulaSafe';

export type CellValue = string | number | boolean | null | undefined;

/** One column of a generated sheet: its header and how to read the cell from a row. */
export interface XlsxColumn<R> {
  header: string;
  value(row: R): CellValue;
  /** 'money': euro with 2 decimals; 'integer': whole number; default general. */
  format?: 'money' | 'integer';
  width?: number;
}

const NUMBER_FORMATS = { money: '#,##0.00', integer: '0' } as const;

/**
 * A one-sheet workbook: a bold header row, then a row per item. Text cells are formula-safe, so a
 * customer name such as "=cmd|..." stays text; numbers stay numbers. Written with exceljs's streaming
 * writer: each row is serialised as it is added, so a year of invoice lines never sits in memory as
 * a workbook model (a few hundred bytes per cell), only as the zipped file.
 */
export async function writeXlsx<R>(sheetName: string, columns: readonly XlsxColumn<R>[], rows: readonly R[]): Promise<Buffer> {
  const chunks: Buffer[] = [];
  const stream = new PassThrough();
  stream.on('data', (chunk: Buffer) => chunks.push(chunk));
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream, useStyles: true });
  const sheet = workbook.addWorksheet(sheetName.slice(0, 31));
  sheet.columns = columns.map((column, i) => ({
    key: String(i),
    header: column.header,
    width: column.width ?? Math.max(10, column.header.length + 2),
    style: column.format ? { numFmt: NUMBER_FORMATS[column.format] } : {},
  }));
  sheet.getRow(1).font = { bold: true };
  for (const row of rows) sheet.addRow(columns.map((column) => cell(column.value(row)))).commit();
  sheet.commit();
  await workbook.commit();
  return Buffer.concat(chunks);
}

function cell(value: CellValue): string | number | boolean | null {
  if (value === undefined || value === null) return null;
  return typeof value === 'string' ? formulaSafe(value) : value;
}

/** 'Reservations2026-06-17.xlsx'-style names: the spec's downloads carry the current date. */
export function datedFileName(prefix: string, today: string, suffix = '.xlsx'): string {
  return `${prefix}${today}${suffix}`;
}
