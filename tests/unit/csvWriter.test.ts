import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { writeCsv } from '../../api/files/csv';
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

describe("the server's CSV writer (Exact, Enalyzer, Flowerplace, JDF files)", () => {
  const attacks = [
    ["Shop,=cmd|' /C calc'!A0", 'Flowers; +SUM(A1)', 'say "hi"', 'line\r\n=1+1', 'lone\rCR', 'tab\t@x', -12.5],
    ['-3.50', 'Tulips, -2 boxes', '', null, undefined, true, 0],
  ];
  const csv = writeCsv(['a', 'b', 'c', 'd', 'e', 'f', 'g'], attacks, { bom: true });

  it('quotes every field holding ; or , a quote or a line break, so either reader sees the same seven cells', () => {
    expect(csv.startsWith('\ufeffa;b;c;d;e;f;g\r\n')).toBe(true);
    const bySemicolon = openWith(';', csv);
    expect(bySemicolon.map((line) => line.length)).toEqual([7, 7, 7]);
    expect(bySemicolon[1]).toEqual(["Shop,'=cmd|' /C calc'!A0", "Flowers; '+SUM(A1)", 'say "hi"', "line\r\n'=1+1", 'lone\rCR', "tab\t'@x", '-12.5']);
    expect(bySemicolon[2]).toEqual(['-3.50', "Tulips, '-2 boxes", '', '', '', 'true', '0']);
  });

  it('leaves no cell that starts a formula, whether the spreadsheet splits on ; or on , (quotes honoured or not)', () => {
    expect(formulas(openWith(';', csv))).toEqual([]);
    expect(formulas(openWith(',', csv))).toEqual([]);
    const ignoringQuotes = csv.split(/\r\n|\r|\n/).flatMap((line) => line.split(/[;,\t]/)).map((cell) => cell.replace(/^"/, ''));
    expect(ignoringQuotes.filter((cell) => /^ *[=+\-@]/.test(cell) && !/^-?\d+(\.\d+)?$/.test(cell))).toEqual([]);
  });

  it('writes plain numbers and plain text as they are, and header-less files without a header', () => {
    expect(writeCsv(null, [['100200', '26000123', '2026-06-16', '-12.50']])).toBe('100200;26000123;2026-06-16;-12.50\r\n');
    expect(writeCsv(null, [])).toBe('');
  });
});
