const PERCENT = new Intl.NumberFormat('nl-NL', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** A percentage in the Dutch number format with 2 decimals: 12.345 → "12,35 %". */
export function formatPercent(percent: number): string {
  return `${PERCENT.format(percent)} %`;
}
