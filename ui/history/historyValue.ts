/** A value of a history change as one line of text; booleans through the caller's words for yes and no. */
export function historyValue(value: unknown, yesNo: (value: boolean) => string): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return yesNo(value);
  if (Array.isArray(value)) return value.length === 0 ? '—' : value.map((item) => historyValue(item, yesNo)).join(', ');
  if (typeof value === 'object') {
    return Object.entries(value as Record<string, unknown>)
      .map(([key, item]) => `${key}: ${historyValue(item, yesNo)}`)
      .join('; ');
  }
  return String(value);
}
