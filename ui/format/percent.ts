import { formatTwoDecimals } from './dutchNumber';

/** A percentage in the Dutch number format with 2 decimals: 12.345 → "12,35 %". */
export function formatPercent(percent: number): string {
  return `${formatTwoDecimals(percent)} %`;
}
