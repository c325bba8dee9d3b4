import type { Overview } from '../../schemas/entities/overview';
import { targetLine } from '../../schemas/entities/dashboardIndicators';
import { comparisonRows, targetSeries, type ComparisonRow } from '../charts/comparisonRows';
import type { WidgetVariant } from './widgets';

/** What a widget draws: the monthly rows, and this year to date against last year to the same day and the target. */
export interface WidgetView {
  rows: ComparisonRow[];
  current: number;
  lastYear: number;
  target: number;
}

const round2 = (value: number) => Math.round(value * 100) / 100;

/** A widget's figures from this year's and last year's Overview; the target is this year's growth target on last year. */
export function widgetView(variant: WidgetVariant, thisYear: Overview, lastYear: Overview, monthLabels: readonly string[]): WidgetView {
  const current = variant.figure(thisYear);
  const previous = variant.figure(lastYear);
  return {
    rows: comparisonRows(monthLabels, current.values, previous.values, targetSeries(previous.values, thisYear.target)),
    current: current.total,
    lastYear: previous.total,
    target: round2(targetLine(previous.total, thisYear.target)),
  };
}
