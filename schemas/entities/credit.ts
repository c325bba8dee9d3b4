import { z } from 'zod';
import { money } from './wireTypes';

/** Days of the credits table window (today included). */
export const CREDITS_WINDOW_DAYS = 365;

/**
 * manager/getcredits: per customer of the current group credited in the last 365 days, highest credit first.
 * nettoTotal is the invoiced turnover, totalCredits the credited amount, creditPercentage
 * totalCredits / nettoTotal × 100 with 2 decimals (null when there is no turnover).
 */
export const CreditRow = z.object({
  debnr: z.string(),
  name: z.string(),
  amountOfInvoices: z.number().int(),
  nettoTotal: money,
  totalCredits: money,
  creditPercentage: z.number().nullable(),
  branche: z.string(),
});
export type CreditRow = z.infer<typeof CreditRow>;
