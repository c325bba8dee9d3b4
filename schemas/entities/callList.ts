import { z } from 'zod';
import { isoDate } from './wireTypes';

/**
 * Call-list blocks (part 1 §2, callList/GetBlockN), counted relative to today; weekdays are Monday to
 * Friday and "N weekdays ago" counts back from yesterday's weekday (1 = the previous weekday).
 * Block 5 ("customers below their minimum") is in the spec's definitions but has no call or screen block.
 */
export const CALL_LIST_BLOCKS = {
  1: { createdWithinDays: 7 },
  2: { fromWeekdays: 5, toWeekdays: 7 },
  3: { fromWeekdays: 10, toWeekdays: 14 },
  4: { fromWeekdays: 20, toWeekdays: 30 },
} as const;

/** Block 1: new customers created up to 7 days ago, newest first. active = not awaiting validation. */
export const NewCustomerRow = z.object({
  active: z.boolean(),
  debnr: z.string(),
  name: z.string(),
  created: isoDate,
});
export type NewCustomerRow = z.infer<typeof NewCustomerRow>;

/** Blocks 2-4: customers whose last invoice (fctdat) is that many weekdays ago, most recent first. */
export const LastInvoiceRow = z.object({
  levStop: z.boolean(),
  debnr: z.string(),
  name: z.string(),
  fctdat: isoDate,
});
export type LastInvoiceRow = z.infer<typeof LastInvoiceRow>;

/** Block 6: customers with exactly one invoice; date is that invoice's date, most recent first. */
export const SingleInvoiceRow = z.object({
  debnr: z.string(),
  name: z.string(),
  btwOk: z.boolean(),
  date: isoDate,
});
export type SingleInvoiceRow = z.infer<typeof SingleInvoiceRow>;
