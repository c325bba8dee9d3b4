/** Characters that make a spreadsheet read a text cell as a formula (or a DDE payload). */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * Text bound for a spreadsheet cell or CSV field, neutralised: a leading apostrophe makes Excel and
 * LibreOffice show the text as typed instead of evaluating `=HYPERLINK(...)` and the like.
 */
export function formulaSafe(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}

/** A plain number such as `-12.50`: a spreadsheet reads it as that number, never as a formula. */
const PLAIN_NUMBER = /^-?\d+(\.\d+)? *$/;
/** A part of a CSV field as a spreadsheet may split it: after the start, `;`, `,`, a tab or a line break. */
const PART = /(^|[;,\t\r\n])( *)([^;,\t\r\n]*)/g;

/**
 * Text bound for a CSV field: a reader that splits on the other separator (nl, fr and de Excel on `;`,
 * others on `,`), or ignores the quotes, makes a cell of every part, so each part is neutralised.
 */
export function csvFormulaSafe(text: string): string {
  return text.replace(PART, (_all, separator: string, spaces: string, part: string) =>
    /^[=+\-@]/.test(part) && !PLAIN_NUMBER.test(part) ? `${separator}${spaces}'${part}` : `${separator}${spaces}${part}`,
  );
}
