import dayjs, { type Dayjs } from 'dayjs';
import { ROUTE_OPEN_MAX_DAYS_AHEAD } from '../../../schemas/constants';

/** The route-open picker's format as the spec writes it (part 1 §5), and as a dayjs pattern. */
export const ROUTE_DATE_PLACEHOLDER = 'dd/MM/yyyy';
export const ROUTE_DATE_FORMAT = 'DD/MM/YYYY';
const ISO = 'YYYY-MM-DD';

const isWeekend = (date: Dayjs) => date.day() === 0 || date.day() === 6;

/** A route may open from today up to 5 days ahead, never in a weekend (spec part 1 §5, §9). Dates are 'YYYY-MM-DD'. */
export function isRouteDateAllowed(date: string, today: string): boolean {
  const day = dayjs(date);
  const ahead = day.diff(dayjs(today), 'day');
  return ahead >= 0 && ahead <= ROUTE_OPEN_MAX_DAYS_AHEAD && !isWeekend(day);
}

export interface RouteCalendarDay {
  date: string;
  dayOfMonth: number;
  allowed: boolean;
}

/**
 * The picker's calendar: whole weeks, Monday first, from the week of today to the week of the last
 * date a route may open, each day marked allowed or not.
 */
export function routeCalendarWeeks(today: string): RouteCalendarDay[][] {
  const start = dayjs(today);
  const monday = start.subtract((start.day() + 6) % 7, 'day');
  const last = start.add(ROUTE_OPEN_MAX_DAYS_AHEAD, 'day');
  const weeks: RouteCalendarDay[][] = [];
  for (let weekStart = monday; !weekStart.isAfter(last, 'day'); weekStart = weekStart.add(1, 'week')) {
    weeks.push(
      Array.from({ length: 7 }, (_, offset) => {
        const day = weekStart.add(offset, 'day');
        return { date: day.format(ISO), dayOfMonth: day.date(), allowed: isRouteDateAllowed(day.format(ISO), today) };
      }),
    );
  }
  return weeks;
}
