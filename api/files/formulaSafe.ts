/** Characters that make a spreadsheet read a text cell as a formula (or a DDE payload). */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * Text bound for a spreadsheet cell or CSV field, neutralised: a leading apostrophe makes Excel and
 * LibreOffice show the text as typed instead of evaluating `=HYPERLINK(...)` and the like.
 */
export function formulaSafe(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}
