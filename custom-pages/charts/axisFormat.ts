import { formatMoney } from '../../ui/format/money';
import { formatPercent } from '../../ui/format/percent';

/** What a chart's figures are: euros, counts or percentages. */
export type ChartUnit = 'money' | 'count' | 'percent';

const WHOLE = new Intl.NumberFormat('nl-NL', { maximumFractionDigits: 0 });
// Whole: targets of counts (last year × 1.05) are read as whole orders or customers.
const COUNT = new Intl.NumberFormat('nl-NL', { maximumFractionDigits: 0 });

/** An axis label: whole numbers in the Dutch format (€ 50.000, 10.000, 5 %). */
export function axisLabel(value: number, unit: ChartUnit): string {
  if (unit === 'money') return `€ ${WHOLE.format(value)}`;
  if (unit === 'percent') return `${WHOLE.format(value)} %`;
  return WHOLE.format(value);
}

/** A figure in a tooltip or next to a chart: money with 2 decimals, percentages with 2, counts as they are. */
export function figureLabel(value: number, unit: ChartUnit): string {
  if (unit === 'money') return formatMoney(value);
  if (unit === 'percent') return formatPercent(value);
  return COUNT.format(value);
}

/** Width of a value axis that fits its longest label (recharts does not measure them). */
export function axisWidth(ticks: readonly number[], unit: ChartUnit): number {
  const longest = Math.max(...ticks.map((tick) => axisLabel(tick, unit).length));
  return 12 + 7 * longest;
}
