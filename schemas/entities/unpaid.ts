import { z } from 'zod';
import { isoDate, money } from './wireTypes';

/**
 * unpaid/getunpaid: the current group's customers with open (not fully paid) invoices, largest first.
 * - maxDaysToPay: payment term in days;
 * - lastUnpaid: date of the most recent open invoice;
 * - unpaidTotal: sum of the open amounts (amount - paid);
 * - closesIn: days until the oldest open invoice passes its term (negative: overdue by that many days);
 * - isIncasso: direct-debit customer (the screen can hide them).
 */
export const UnpaidRow = z.object({
  levStop: z.boolean(),
  debnr: z.string(),
  name: z.string(),
  maxDaysToPay: z.number().int(),
  lastUnpaid: isoDate,
  unpaidTotal: money,
  closesIn: z.number().int(),
  isIncasso: z.boolean(),
});
export type UnpaidRow = z.infer<typeof UnpaidRow>;

/** POST unpaid/downloadUnpaid body: the rows the screen shows (isIncasso optional). */
export const UnpaidDownloadRequest = z.array(UnpaidRow.partial({ isIncasso: true }).extend({ lastUnpaid: z.string() })).max(100_000);
export type UnpaidDownloadRequest = z.infer<typeof UnpaidDownloadRequest>;

/** An open invoice of the open-items list; cumulatief is the running open amount, oldest invoice first. */
export const OpenItem = z.object({
  number: z.number().int(),
  date: isoDate,
  total: money,
  paid: money,
  /** total - paid. */
  open: money,
  cumulatief: money,
  /** Days since the invoice date; the screen colours days minus betaalTermijn. */
  days: z.number().int(),
});
export type OpenItem = z.infer<typeof OpenItem>;

/** admin/getOpenPosten: per customer of the current group with open invoices (oldest open invoice first). */
export const OpenItemsCustomer = z.object({
  debnr: z.string(),
  name: z.string(),
  email: z.string(),
  betaalTermijn: z.number().int(),
  invoices: z.array(OpenItem),
});
export type OpenItemsCustomer = z.infer<typeof OpenItemsCustomer>;

/** The open-items list shows this many customers before 'load more'. */
export const OPEN_ITEMS_INITIAL_CUSTOMERS = 20;
