/**
 * Spreadsheet formula injection: a text cell starting with = + - @ (or a tab or carriage return,
 * which some spreadsheets strip before evaluating) is prefixed with a quote so it stays text.
 * Numbers are left alone: -12 is a number, not a formula.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

export function neutralise<T>(value: T): T | string {
  return typeof value === 'string' && FORMULA_START.test(value) ? `'${value}` : value;
}
