import ExcelJS from 'exceljs';
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { exportTable } from '../../ui/export/exportTable';
import { neutralise } from '../../ui/export/neutralise';
import { toCsv } from '../../ui/export/toCsv';
import { toXlsx } from '../../ui/export/toXlsx';
import { datedFileName } from '../../dataProvider/saveBlob';

const rows = [
  { debnr: '100200', name: '=HYPERLINK("http://evil.test","click")', amount: -12.5, note: '+31 6 1234', city: 'Lille' },
  { debnr: '100300', name: '@SUM(A1:A2)', amount: 3, note: '-2+3', city: '\tTab' },
  { debnr: '100400', name: 'Fleur\rde Lys', amount: null, note: 'plain', city: 'Zoë' },
];
const columns = [
  { field: 'debnr', label: 'Debtor number' },
  { field: 'name', label: 'Name' },
  { field: 'amount', label: 'Amount' },
  { field: 'note', label: 'Note' },
  { field: 'city', label: '=City' },
];

describe('formula-safe exports', () => {
  it('prefixes text starting with = + - @ tab or CR with a quote; numbers stay numbers', () => {
    expect(['=1+1', '+1', '-1', '@A1', '\tx', '\rx', 'ok', -5].map(neutralise)).toEqual(["'=1+1", "'+1", "'-1", "'@A1", "'\tx", "'\rx", 'ok', -5]);
  });

  it('writes a CSV whose cells read back neutralised', () => {
    const csv = toCsv(exportTable(rows, columns));
    const parsed = Papa.parse<string[]>(csv.replace(/^\ufeff/, ''), { skipEmptyLines: true }).data;
    expect(parsed[0]).toEqual(['Debtor number', 'Name', 'Amount', 'Note', "'=City"]);
    expect(parsed[1]).toEqual(['100200', `'=HYPERLINK("http://evil.test","click")`, '-12.5', "'+31 6 1234", 'Lille']);
    expect(parsed[2]).toEqual(['100300', "'@SUM(A1:A2)", '3', "'-2+3", "'\tTab"]);
    expect(parsed[3]).toEqual(['100400', 'Fleur\rde Lys', '', 'plain', 'Zoë']);
    expect(csv.startsWith('\ufeff')).toBe(true);
  });

  it('writes an XLSX without formulas: text cells neutralised, numbers numeric', async () => {
    const buffer = await toXlsx(exportTable(rows, columns), 'Sent confirmations');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(buffer);
    const sheet = workbook.getWorksheet('Sent confirmations')!;
    const values = (r: number) => (sheet.getRow(r).values as unknown[]).slice(1);
    expect(values(1)).toEqual(['Debtor number', 'Name', 'Amount', 'Note', "'=City"]);
    expect(values(2)).toEqual(['100200', `'=HYPERLINK("http://evil.test","click")`, -12.5, "'+31 6 1234", 'Lille']);
    expect(values(3)).toEqual(['100300', "'@SUM(A1:A2)", 3, "'-2+3", "'\tTab"]);
    sheet.eachRow((row) => row.eachCell((cell) => expect(cell.type).not.toBe(ExcelJS.ValueType.Formula)));
  });

  it('names files with the current date', () => {
    expect(datedFileName('Sent confirmations-', 'xlsx', new Date(2026, 5, 17, 10))).toBe('Sent confirmations-2026-06-17.xlsx');
  });
});
