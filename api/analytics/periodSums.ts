import type { SqlParams } from './sqlParams';

/**
 * One aggregate per period as a JSON array: the sum of `value` over the rows whose `date` falls in
 * [starts[i], starts[i + 1]) (the last period ends at `end`, exclusive), rounded to cents, 0 when none.
 * A fixed set of periods per row this way costs one grouped pass, where a row per period and customer
 * would cost a cross join, a sort and a JSON aggregate.
 */
export function periodSums(p: SqlParams, value: string, date: string, starts: readonly string[], end: string): string {
  const bounds = [...starts, end].map((day) => p.add(day, 'date'));
  const sums = starts.map(
    (_, i) => `round(coalesce(sum(${value}) FILTER (WHERE ${date} >= ${bounds[i]} AND ${date} < ${bounds[i + 1]}), 0), 2)`,
  );
  return `json_build_array(${sums.join(', ')})`;
}
