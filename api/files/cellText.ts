import type { Cell, CellValue } from 'exceljs';

/** A number as Excel's General format shows it: at most 15 significant digits (0.1 + 0.2 is 0.3). */
const general = (n: number) => String(Number(n.toPrecision(15)));

/** Zero-padded number formats ('00000' for a postcode, '0000000000' for a phone number) keep their leading zeros. */
function shownNumber(n: number, numFmt: string | undefined): string {
  const padded = numFmt && /^0+$/.test(numFmt) && Number.isInteger(n) && n >= 0;
  return padded ? String(n).padStart(numFmt.length, '0') : general(n);
}

function valueText(value: CellValue, numFmt: string | undefined): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? '' : value.toISOString().slice(0, 10);
  if (typeof value === 'number') return shownNumber(value, numFmt);
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
  if (typeof value === 'string') return value;
  if ('richText' in value) return value.richText.map((run) => run.text).join('');
  if ('hyperlink' in value) return valueText(value.text as CellValue, numFmt);
  if ('formula' in value || 'sharedFormula' in value) return valueText(value.result as CellValue, numFmt);
  if ('error' in value) return value.error;
  return '';
}

/**
 * A cell as the user sees it in the sheet: a formula as its result, rich text and hyperlinks as
 * their plain text, a date as ISO `YYYY-MM-DD`, a number as shown (zero-padded formats included),
 * never `[object Object]` or a JavaScript date string.
 */
export function cellText(cell: Cell): string {
  return valueText(cell.value, cell.numFmt);
}
