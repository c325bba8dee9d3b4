import type { DecoOverview, DecoOverviewSeries } from '../../../schemas/entities/overviewDeco';
import { comparisonRows } from '../../charts/comparisonRows';
import type { WidgetView } from '../widgetView';

/** Tenant 4's two overview charts: written orders (reservations by month written) and realised turnover (invoices). */
export type DecoKind = 'written' | 'realised';
export type DecoMode = 'perMonth' | 'cumulative';

const SERIES: Record<DecoKind, { thisYear: keyof DecoOverviewSeries; lastYear: keyof DecoOverviewSeries; target: keyof DecoOverviewSeries }> = {
  written: { thisYear: 'huidigJaarGeschreven', lastYear: 'vorigJaarGeschreven', target: 'geschrevenOrdersTarget' },
  realised: { thisYear: 'huidigJaarGerealiseerd', lastYear: 'vorigJaarGerealiseerd', target: 'gerealiseerdeOrdersTarget' },
};

/** Months of `year` that have begun by `today` ('YYYY-MM-DD'): all 12 for a past year. */
export function monthsBegun(year: number, today: string): number {
  const [todayYear, todayMonth] = today.split('-').map(Number) as [number, number];
  if (year < todayYear) return 12;
  return year > todayYear ? 0 : todayMonth;
}

/**
 * A chart of tenant 4's overview: the year's months against the year before and the api's target line;
 * the figures are the running totals up to the last month begun (this year's bars stop there too).
 */
export function decoView(overview: DecoOverview, kind: DecoKind, mode: DecoMode, months: number, labels: readonly string[]): WidgetView {
  const keys = SERIES[kind];
  const shown = overview[mode];
  const running = overview.cumulative;
  const at = (series: readonly number[]) => (months > 0 ? (series[months - 1] ?? 0) : 0);
  return {
    rows: comparisonRows(labels, shown[keys.thisYear].slice(0, months), shown[keys.lastYear], shown[keys.target]),
    current: at(running[keys.thisYear]),
    lastYear: at(running[keys.lastYear]),
    target: at(running[keys.target]),
  };
}
