import dayjs from 'dayjs';
import { mondayOf, type DateRange } from '../../schemas/datePresets';

/** The last `weeks` complete ISO weeks before the current one (Monday to the last Sunday). */
export function lastCompleteWeeks(today: string, weeks: number): DateRange {
  const thisMonday = mondayOf(dayjs(today));
  return {
    start: thisMonday.subtract(weeks, 'week').format('YYYY-MM-DD'),
    end: thisMonday.subtract(1, 'day').format('YYYY-MM-DD'),
  };
}

/** Weeks up to and including the current one: `weeks` Mondays back from this week's, to today. */
export function weeksUpToToday(today: string, weeks: number): DateRange {
  return { start: mondayOf(dayjs(today)).subtract(weeks - 1, 'week').format('YYYY-MM-DD'), end: today };
}
