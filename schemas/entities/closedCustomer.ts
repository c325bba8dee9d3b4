import { z } from 'zod';
import { isoDate } from './wireTypes';

/** Limits of the closed-customers Days filter (default CLOSED_CUSTOMERS_DEFAULT_DAYS). */
export const CLOSED_CUSTOMERS_MAX_DAYS = 3650;

/**
 * customer/GetClosedCustomers?Days=: customers whose delivery stop started within the last Days days,
 * most recently closed first. daysClosed counts days since the stop (0 = closed today);
 * bettermijn is the 'max days' column (payment term).
 */
export const ClosedCustomer = z.object({
  levStop: z.boolean(),
  debnr: z.string(),
  name: z.string(),
  betaalConditie: z.string(),
  bettermijn: z.number().int(),
  created: isoDate,
  closedSince: isoDate,
  daysClosed: z.number().int(),
});
export type ClosedCustomer = z.infer<typeof ClosedCustomer>;
