import { targetLine } from '../../schemas/entities/dashboardIndicators';

/** One period (a month) of a this-year/last-year/target chart; thisYear is absent for periods still to come. */
export interface ComparisonRow {
  label: string;
  thisYear?: number;
  lastYear: number;
  target: number;
}

const round2 = (value: number) => Math.round(value * 100) / 100;

/** The target line of a series: each of last year's values × (1 + targetPercent/100), 2 decimals. */
export function targetSeries(lastYear: readonly number[], targetPercent: number): number[] {
  return lastYear.map((value) => round2(targetLine(value, targetPercent)));
}

/** The rows of a year comparison: one per label, this year's values as far as they go, last year's and the target alongside. */
export function comparisonRows(labels: readonly string[], thisYear: readonly number[], lastYear: readonly number[], target: readonly number[]): ComparisonRow[] {
  return labels.map((label, i) => {
    const current = thisYear[i];
    return { label, ...(current === undefined ? {} : { thisYear: current }), lastYear: lastYear[i] ?? 0, target: target[i] ?? 0 };
  });
}

/** Month labels January to December in the user's language ('Jan', 'janv.', 'jan', 'Jan.'). */
export function monthLabels(locale: string): string[] {
  const format = new Intl.DateTimeFormat(locale, { month: 'short', timeZone: 'UTC' });
  return Array.from({ length: 12 }, (_, month) => format.format(Date.UTC(2020, month, 1)));
}
