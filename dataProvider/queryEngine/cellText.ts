/** Text of a cell: nested arrays and objects (e.g. roles) contribute their values. */
export function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (Array.isArray(value)) return value.map(cellText).join(' ');
  if (typeof value === 'object') return Object.values(value as object).map(cellText).join(' ');
  return String(value);
}
