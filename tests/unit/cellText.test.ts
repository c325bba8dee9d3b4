import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { cellText } from '../../api/files/cellText';

const sheet = new ExcelJS.Workbook().addWorksheet('cells');
const text = (value: ExcelJS.CellValue, numFmt?: string) => {
  const cell = sheet.getCell('A1');
  cell.value = value;
  cell.numFmt = numFmt as string;
  return cellText(cell);
};

describe('a sheet cell as the user sees it', () => {
  it.each<[string, ExcelJS.CellValue, string | undefined, string]>([
    ['text', ' Shop ', undefined, ' Shop '],
    ['an empty cell', null, undefined, ''],
    ['a number, as General shows it', 0.1 + 0.2, undefined, '0.3'],
    ['a zero-padded postcode', 1234, '00000', '01234'],
    ['a date', new Date(Date.UTC(2026, 0, 2)), 'dd-mm-yyyy', '2026-01-02'],
    ['a boolean', true, undefined, 'TRUE'],
    ['a formula, by its result', { formula: 'A2&"x"', result: 'Shopx' }, undefined, 'Shopx'],
    ['a formula with a date result', { formula: 'TODAY()', result: new Date(Date.UTC(2026, 5, 17)) }, undefined, '2026-06-17'],
    ['a formula not calculated yet', { formula: 'A2' }, undefined, ''],
    ['a formula in error', { formula: '1/0', result: { error: '#DIV/0!' } }, undefined, '#DIV/0!'],
    ['rich text', { richText: [{ text: 'Anna ' }, { text: 'de Vries', font: { bold: true } }] }, undefined, 'Anna de Vries'],
    ['a hyperlink', { text: 'www.shop.nl', hyperlink: 'https://www.shop.nl' }, undefined, 'www.shop.nl'],
  ])('reads %s', (_what, value, numFmt, shown) => {
    expect(text(value, numFmt)).toBe(shown);
  });

  it('reads a hyperlink whose text is rich text', () => {
    expect(text({ text: { richText: [{ text: 'mail ' }, { text: 'us' }] }, hyperlink: 'mailto:a@b.nl' } as unknown as ExcelJS.CellValue)).toBe('mail us');
  });
});
