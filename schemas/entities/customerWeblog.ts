import { z } from 'zod';
import { isoDate } from './wireTypes';

/** Days of webshop visits on the customer page chart (today included). */
export const CUSTOMER_WEBLOG_DAYS = 30;

/** customer/GetWeblogVisits/{debnr}: one row per day (oldest first, days without visits at 0). */
export const WeblogVisit = z.object({
  date: isoDate,
  visits: z.number().int(),
  /** Visits of that day that ended with a purchase. */
  bought: z.number().int(),
});
export type WeblogVisit = z.infer<typeof WeblogVisit>;
