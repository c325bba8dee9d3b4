import { formatWhole } from '../../ui/format/dutchNumber';
import { formatMoney } from '../../ui/format/money';
import { formatPercent } from '../../ui/format/percent';

/** What a chart's figures are: euros, counts or percentages. */
export type ChartUnit = 'money' | 'count' | 'percent';

/** An axis label: whole numbers in the Dutch format (€ 50.000, 10.000, 5 %). */
export function axisLabel(value: number, unit: ChartUnit): string {
  if (unit === 'money') return `€ ${formatWhole(value)}`;
  if (unit === 'percent') return `${formatWhole(value)} %`;
  return formatWhole(value);
}

/** A figure in a tooltip or next to a chart: money with 2 decimals, percentages with 2, counts as they are. */
export function figureLabel(value: number, unit: ChartUnit): string {
  if (unit === 'money') return formatMoney(value);
  if (unit === 'percent') return formatPercent(value);
  // Whole: targets of counts (last year × 1.05) are read as whole orders or customers.
  return formatWhole(value);
}

/** Width of a value axis that fits its longest label (recharts does not measure them). */
export function axisWidth(ticks: readonly number[], unit: ChartUnit): number {
  const longest = Math.max(...ticks.map((tick) => axisLabel(tick, unit).length));
  return 12 + 7 * longest;
}
