import type { DateRange } from '../../schemas/datePresets';
import type { SqlParams } from './sqlParams';

/** ISO weeks in SQL: Monday starts a week; weekYear is the ISO week-numbering year. */

/** Monday of the week holding a date column. */
export const weekStartOf = (column: string) => `date_trunc('week', ${column}::timestamp)::date`;

/** The ISO weeks touching a range, oldest first: (week_start, week_year, week_number). */
export function weeksOf(p: SqlParams, range: DateRange): string {
  return `(SELECT w::date AS week_start, extract(isoyear FROM w)::int AS week_year, extract(week FROM w)::int AS week_number
             FROM generate_series(date_trunc('week', ${p.add(range.start, 'date')}::timestamp), ${p.add(range.end, 'date')}::timestamp,
                                  interval '1 week') AS w)`;
}
