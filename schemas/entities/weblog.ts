import { z } from 'zod';
import { isoDate, isoTimestamp } from './wireTypes';

/**
 * weblog/getweblog and weblog/getweblogvisits (spec part 1 §2 'Weblog', §3): webshop visits of the
 * current group's customers in a range (startDateString/endDateString; default the last 30 days,
 * today included). The visits-by-day chart uses WeblogVisit (schemas/entities/customerWeblog.ts).
 */
export const WEBLOG_DEFAULT_DAYS = 30;

/** "Difference" of a visitor who never ordered. */
export const NEVER_ORDERED = 999;

/** A visitor: their latest visit in the range (one row per customer), newest first. */
export const WeblogRow = z.object({
  debnr: z.string(),
  name: z.string(),
  logtime: isoTimestamp,
  /** The customer's last order (invoice date) on or before the visit day; null when none. */
  lastOrderTime: isoDate.nullable(),
  /** Days from that order to the visit day: 0 ordered the same day, NEVER_ORDERED when never. */
  difference: z.number().int(),
  /** Shown for tenants 3 and 4 (COMMERCIAL_TYPE_COMPANIES) instead of pagesVisited. */
  commercialType: z.string(),
  pagesVisited: z.number().int(),
  /** Days from the customer's creation (counted from 01-01-2017 at the earliest) to today. */
  daysCreated: z.number().int(),
});
export type WeblogRow = z.infer<typeof WeblogRow>;
