import { z } from 'zod';
import { isoDate, money } from './wireTypes';

/**
 * customer/getinvoices/{debnr}: the invoices of the last 365 days plus any older one still unpaid,
 * newest first. daysOverdue: days past the due date (invoice date + payment term) while unpaid, else 0.
 */
export const Invoice = z.object({
  number: z.number().int(),
  date: isoDate,
  amount: money,
  paid: money,
  daysOverdue: z.number().int().min(0),
});
export type Invoice = z.infer<typeof Invoice>;

/** customer/getunpaid/{debnr}: what the customer still owes. */
export const CustomerUnpaid = z.object({
  debnr: z.string(),
  unpaidTotal: money,
  unpaidInvoices: z.number().int(),
  /** Date of the oldest unpaid invoice (null when nothing is open). */
  oldestUnpaid: isoDate.nullable(),
});
export type CustomerUnpaid = z.infer<typeof CustomerUnpaid>;

/**
 * customer/gettodaysturnover/{debnr}: today's departure (orders delivered today) and, for tenant 4,
 * the open back orders. Tenant 4 shows the backorder menu when `turnover` is above 0.
 */
export const TodaysTurnover = z.object({
  date: isoDate,
  turnover: money,
  backorderTotal: money,
});
export type TodaysTurnover = z.infer<typeof TodaysTurnover>;
