import { z } from 'zod';
import { isoDate, money } from './wireTypes';

/** The first month of the turnover year the customer chart shows (labels 5..12 then 1..4). */
export const TURNOVER_YEAR_FIRST_MONTH = 5;

/** Month numbers in the order of the 12 amounts of every turnover array. */
export const TURNOVER_MONTHS = [5, 6, 7, 8, 9, 10, 11, 12, 1, 2, 3, 4] as const;

const twelveMonths = z.array(money).length(12);

/**
 * customer/getturnover/{debnr} (and hbxdeco/GetTurnoverByCustomer/{debnr} for tenant 4): monthly
 * amounts in TURNOVER_MONTHS order. The turnover year runs May to April: `currentYear` is the one
 * containing today (`yearStart`), `lastYear` the one before. Invoiced turnover is invoice amounts by
 * invoice date; `reservations` and `nextYearReservations` are written (reserved) orders by delivery
 * month, in the current and the next turnover year.
 */
export const CustomerTurnover = z.object({
  yearStart: isoDate,
  currentYear: twelveMonths,
  lastYear: twelveMonths,
  reservations: twelveMonths,
  nextYearReservations: twelveMonths,
});
export type CustomerTurnover = z.infer<typeof CustomerTurnover>;
