import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { exportTable } from '../../ui/export/exportTable';
import { toCsv } from '../../ui/export/toCsv';

/** A spreadsheet opening the CSV, splitting lines on its list separator: `;` in nl, fr and de Excel, `,` elsewhere. */
const openWith = (delimiter: ';' | ',', csv: string) => Papa.parse<string[]>(csv.replace(/^\ufeff/, ''), { delimiter, skipEmptyLines: true }).data;
/** Cells a spreadsheet would evaluate (numbers such as -12.5 are values, not formulas). */
const formulas = (sheet: string[][]) => sheet.flat().filter((cell) => /^ *[=+\-@\t\r]/.test(cell) && !/^-?\d+(\.\d+)?$/.test(cell));

const columns = [
  { field: 'debnr', label: 'Debtor number' },
  { field: 'note', label: 'Note' },
  { field: 'amount', label: 'Amount' },
];
const rows = [
  { debnr: '100200', note: 'Called;=HYPERLINK("http://evil.test","click")', amount: -12.5 },
  { debnr: '100300', note: 'Tulips, -2 boxes;@SUM(A1)', amount: 3 },
  { debnr: '100400', note: 'plain text', amount: null },
];

describe('CSV for spreadsheets that split on ; or ,', () => {
  it('writes `Called;=HYPERLINK(...)` as one quoted text cell whose every part is formula-safe', () => {
    const csv = toCsv(exportTable(rows, columns));
    expect(csv).toContain(`100200,"Called;'=HYPERLINK(""http://evil.test"",""click"")",-12.5`);
    expect(openWith(',', csv).map((line) => line[1])).toEqual([
      'Note',
      `Called;'=HYPERLINK("http://evil.test","click")`,
      "Tulips, '-2 boxes;'@SUM(A1)",
      'plain text',
    ]);
  });

  it('leaves no cell that starts a formula, whether the spreadsheet splits on ; or on ,', () => {
    const csv = toCsv(exportTable(rows, columns));
    expect(formulas(openWith(';', csv))).toEqual([]);
    expect(formulas(openWith(',', csv))).toEqual([]);
  });

  it('writes numbers as numbers and quotes only what needs it', () => {
    expect(toCsv(exportTable([{ debnr: '100500', note: 'ok', amount: -7 }], columns))).toBe('\ufeffDebtor number,Note,Amount\r\n100500,ok,-7');
  });
});
