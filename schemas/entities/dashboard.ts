import { z } from 'zod';
import { FrequencyTier, TurnoverTier } from './dashboardTiers';
import { isoDate, money } from './wireTypes';

/**
 * crm/dashboard/* (spec part 1 §2 'Dashboard', §3 'Dashboard data', §4 tiers). Every call takes
 * startDateString and endDateString ('YYYY-MM-DD', both included; default: schemas/datePresets.ts
 * defaultDashboardRange) and covers the current group's customers. Turnover is invoiced amount
 * (VAT excluded) by invoice date; an order is an invoice.
 */

/** One ISO week (Monday start) of the range: the turnover and orders chart, oldest first. */
export const TurnoverOrdersWeek = z.object({
  weekYear: z.number().int(),
  weekNumber: z.number().int(),
  /** Monday of the week. */
  weekStart: isoDate,
  turnover: money,
  orders: z.number().int(),
});
export type TurnoverOrdersWeek = z.infer<typeof TurnoverOrdersWeek>;

/** GetTurnoverDistribution: turnover per article group (invoice lines), largest first. */
export const TurnoverDistributionRow = z.object({
  artGroup: z.string(),
  artGroupTxt: z.string(),
  turnover: money,
  /** Share of the range's line turnover, 2 decimals. */
  percentage: z.number(),
});
export type TurnoverDistributionRow = z.infer<typeof TurnoverDistributionRow>;

/** GetCreditRedenVerdeling: credited amount per credit reason in the range, largest first. */
export const CreditReason = z.object({ reden: z.string(), creditBedrag: money });
export type CreditReason = z.infer<typeof CreditReason>;

/** getblocks: the KPI blocks. */
export const DashboardBlocks = z.object({
  /** Outstanding weeks = unpaid / turnover: what customers owe today, against the range's average weekly turnover. */
  outstandingWeeks: z.object({ unpaid: money, turnover: money }),
  /** Turnover change against the same dates last year, in percent (2 decimals); null without last year's turnover. */
  difference: z.number().nullable(),
  /** Turnover and number of orders in the range. */
  orderDetails: z.object({ turnover: money, invoices: z.number().int() }),
  /** Customers with at least one order in the range. */
  activeClients: z.number().int(),
  /** Customers in the group. */
  totalClients: z.number().int(),
  /** Average weeks between two orders of an active customer (2 decimals); null without orders. */
  weeksPerOrder: z.number().nullable(),
  /** newCodes: customers created in the range; orders: how many of them ordered in it. */
  codes: z.object({ newCodes: z.number().int(), orders: z.number().int() }),
  /** Turnover of the customers created in the range, and of everyone else. */
  turnover: z.object({ newTurnover: money, oldTurnover: money }),
});
export type DashboardBlocks = z.infer<typeof DashboardBlocks>;

/** getcharts: active customers per tier, for the weekly turnover and weekly order frequency charts and tier tables. */
export const DashboardCharts = z.object({
  weeklyTurnover: z.array(z.object({ tier: TurnoverTier, customers: z.number().int(), turnover: money })),
  orderFrequency: z.array(z.object({ tier: FrequencyTier, customers: z.number().int(), orders: z.number().int() })),
});
export type DashboardCharts = z.infer<typeof DashboardCharts>;

/** An active customer with both tiers: the tier tables list them, filtered by tier. */
export const TierCustomer = z.object({
  debnr: z.string(),
  name: z.string(),
  turnover: money,
  orders: z.number().int(),
  /** Turnover / weeks in the range (a range under a week counts as one week), 2 decimals. */
  averageWeeklyTurnover: money,
  /** Weeks in the range / orders, 2 decimals. */
  weeksPerOrder: z.number(),
  turnoverTier: TurnoverTier,
  frequencyTier: FrequencyTier,
});
export type TierCustomer = z.infer<typeof TierCustomer>;

/** A product of the top 10 most bought (by quantity; turnover from the invoice lines). */
export const TopProduct = z.object({ artnr: z.string(), artTxt: z.string(), quantity: z.number().int(), turnover: money });
export type TopProduct = z.infer<typeof TopProduct>;

/** gettables: the tier tables' customers (largest turnover first) and the top 10 tables. */
export const DashboardTables = z.object({
  customers: z.array(TierCustomer),
  topCustomers: z.array(z.object({ debnr: z.string(), name: z.string(), turnover: money, orders: z.number().int() })),
  topProducts: z.array(TopProduct),
});
export type DashboardTables = z.infer<typeof DashboardTables>;

/** Top lists hold 10 rows; the tenant-4 top per exchange-rate group 20 (spec part 1 §9). */
export const TOP_LIST_SIZE = 10;
export const EXCHANGE_RATE_TOP_LIST_SIZE = 20;
