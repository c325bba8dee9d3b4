import { z } from 'zod';
import { money } from './wireTypes';

/** Days of the C&C dashboard window (today included). */
export const CASH_CARRY_DAYS = 30;

/** Sales channels of the C&C dashboard: invoices placed at the counter (C&C) or in the webshop. */
export const CASH_CARRY_TYPES = { personal: 'C&C', online: 'Internet' } as const;

/** cashCarry/GetCCwInternetChart: turnover per channel over the last 30 days (the donut). */
export const CashCarryChartRow = z.object({
  type: z.enum([CASH_CARRY_TYPES.personal, CASH_CARRY_TYPES.online]),
  turnover: money,
});
export type CashCarryChartRow = z.infer<typeof CashCarryChartRow>;

/** cashCarry/GetCCwInternetTable: the same channels with the number of customers invoiced. */
export const CashCarryTableRow = CashCarryChartRow.extend({ clients: z.number().int() });
export type CashCarryTableRow = z.infer<typeof CashCarryTableRow>;

/** DexxCnCModuleGetVerkoopers: the counter sellers of the current company, with their webshop login. */
export const Seller = z.object({
  debnr: z.string(),
  debnaam: z.string(),
  password: z.string(),
});
export type Seller = z.infer<typeof Seller>;
