import { z } from 'zod';
import { dashboardRangeProblem, defaultDashboardRange, type DateRange } from '../../schemas/datePresets';
import { badRequest } from '../http/errors';
import { dateInput } from '../../schemas/forms/inputs';
import type { CurrentGroup } from '../http/currentGroup';

/** Dates before this are typing errors, and year 0 is not even a database date. */
const EARLIEST = '1900-01-01';
const rangeDate = dateInput.refine((s) => s >= EARLIEST, `must be ${EARLIEST} or later`);

/**
 * The one reading of startDateString/endDateString for every dashboard call: a missing date falls back
 * to the default range's, a malformed date is a 400 from the query schema, a start after the end or an
 * end in the future a 400 with the datePresets message.
 */
export const rangeQueryShape = {
  startDateString: rangeDate.optional(),
  endDateString: rangeDate.optional(),
};
export const rangeQuery = z.object(rangeQueryShape);
export type RangeQuery = z.output<typeof rangeQuery>;

export function requestedRange(query: RangeQuery, today: string, fallback: DateRange): DateRange {
  const range = { start: query.startDateString ?? fallback.start, end: query.endDateString ?? fallback.end };
  const problem = dashboardRangeProblem(range, today);
  if (problem) throw badRequest(problem, { [range.start > range.end ? 'startDateString' : 'endDateString']: problem });
  return range;
}

/** The range of a dashboard call, defaulting to the group's default dashboard range. */
export function dashboardRange(query: RangeQuery, today: string, group: CurrentGroup): DateRange {
  return requestedRange(query, today, defaultDashboardRange(today, group.companyId));
}
