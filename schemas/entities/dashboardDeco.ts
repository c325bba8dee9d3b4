import { z } from 'zod';
import { isoDate, money } from './wireTypes';

/**
 * hbxdeco/* dashboard calls of tenant 4 (Heembloemex Deco; spec part 1 §2 'Dashboard', §3, §7). They
 * answer 403 for groups of other companies. Realised turnover is invoiced (by invoice date); written
 * orders are reservations (by the day written, reserved_on, unless said otherwise). Calls with
 * startDateString/endDateString default to this year up to today.
 */

/** GetHbxDecoDashboardBlocks. */
export const DecoDashboardBlocks = z.object({
  /** Invoiced in the range. */
  realisedTurnover: money,
  /** Cost price (kostprijs) of that realised turnover, from the invoice lines: margin = realised - this. */
  realisedTurnoverORDERKP: money,
  /** Written in the range for delivery in the range's year. */
  reservedTurnover: money,
  /** Written in the range for delivery in the following year. */
  reservedTurnoverNextYear: money,
  /** Realised plus reservedTurnover: what the year is heading for. */
  reservedTurnoverAndBestverd: money,
  /** The margin target (percent) of the company for the range's year; 0 when none is set. */
  targetPercentMarges: z.number(),
});
export type DecoDashboardBlocks = z.infer<typeof DecoDashboardBlocks>;

/**
 * GetFinancialGroupDistribution (the caller's own customers, by account manager code) and
 * ...AllCustomers (the whole group): per financial group, `value` customers and `verkoopbedrag` their
 * turnover in the range. Showing percentages to the 8 named identities is the screen's business.
 */
export const FinancialGroupShare = z.object({ name: z.string(), value: z.number().int(), verkoopbedrag: money });
export type FinancialGroupShare = z.infer<typeof FinancialGroupShare>;

export const TopCustomerTurnover = z.object({ debnr: z.string(), debnaam: z.string(), turnover: money });
export const Article = z.object({ artnr: z.string(), artTxt: z.string(), turnover: money });
export type Article = z.infer<typeof Article>;
export const ArticleGroup = z.object({ artGroup: z.string(), artGroupTxt: z.string(), turnover: money });
export type ArticleGroup = z.infer<typeof ArticleGroup>;

/** GetDashboardTopTables: top 10 customers by realised turnover and by written orders, articles, article groups. */
export const DecoTopTables = z.object({
  turnover: z.array(TopCustomerTurnover),
  writtenOrders: z.array(TopCustomerTurnover),
  articles: z.array(Article),
  articleGroups: z.array(ArticleGroup),
});
export type DecoTopTables = z.infer<typeof DecoTopTables>;

/** A customer whose turnover moved between the two halves (5 weeks each) of the last 10 complete weeks. */
export const Mover = z.object({
  debnr: z.string(),
  debnaam: z.string(),
  previousTurnover: money,
  currentTurnover: money,
  difference: money,
  /** Change in percent, 2 decimals; null when the first half had no turnover. */
  changePercentage: z.number().nullable(),
});
export type Mover = z.infer<typeof Mover>;

/** GetDashboardStijgersAndDalers: the 10 largest risers and fallers (by difference in euro). */
export const StijgersAndDalers = z.object({ stijgers: z.array(Mover), dalers: z.array(Mover) });
export type StijgersAndDalers = z.infer<typeof StijgersAndDalers>;

/** GetWeeklyOrderFrequency: orders per ISO week of the range, webshop against personal (phone, rep, counter). */
export const OrderSourceWeek = z.object({
  weekYear: z.number().int(),
  weekNumber: z.number().int(),
  weekStart: isoDate,
  online: z.number().int(),
  personal: z.number().int(),
});
export type OrderSourceWeek = z.infer<typeof OrderSourceWeek>;

/** GetTopCreditCustomers: top 10 by credited amount (sortByCreditValue=true) or by number of credits, in the range. */
export const CreditCustomer = z.object({ debnr: z.string(), name: z.string(), creditValue: money, amountOfCredits: z.number().int() });
export type CreditCustomer = z.infer<typeof CreditCustomer>;

/** Turnover in the range (cy) against the same dates last year (ly). */
export const ExchangeRateRow = z.object({
  debnr: z.string(),
  debnaam: z.string(),
  cyTotal: money,
  lyTotal: money,
  /** 2 decimals; null without last year's turnover. */
  changePercentage: z.number().nullable(),
});
export type ExchangeRateRow = z.infer<typeof ExchangeRateRow>;

/** GetTopPerExchangeRateGroup: the top 20 customers (by cyTotal) of each exchange-rate group (koersgroep). */
export const ExchangeRateGroupTop = z.object({ exchangeRateGroup: z.string(), rows: z.array(ExchangeRateRow) });
export type ExchangeRateGroupTop = z.infer<typeof ExchangeRateGroupTop>;

/** GetTargetOverview: this year to date against the same dates last year, and the company's targets. */
export const TargetOverview = z.object({
  year: z.number().int(),
  realisedTurnover: money,
  lastYearTurnover: money,
  /** Growth in percent, 2 decimals; null without last year's turnover. */
  turnoverGrowthPercent: z.number().nullable(),
  turnoverTargetPercent: z.number(),
  /** (turnover - cost) / turnover of the invoice lines, 2 decimals; null without turnover. */
  marginPercent: z.number().nullable(),
  marginTargetPercent: z.number(),
});
export type TargetOverview = z.infer<typeof TargetOverview>;

/** GetMargesOverview: margin per month of this year (1..12) against the margin target. */
export const MargesOverview = z.object({
  targetPercent: z.number(),
  months: z.array(
    z.object({ monthNumber: z.number().int(), turnover: money, cost: money, marginPercent: z.number().nullable() }),
  ),
});
export type MargesOverview = z.infer<typeof MargesOverview>;

/** GetHbxDecoReservations: the group's written orders by delivery month (1..12) of this year and the next. */
export const DecoReservations = z.object({
  year: z.number().int(),
  reservations: z.array(money).length(12),
  nextYearReservations: z.array(money).length(12),
  /** Still to be delivered: delivery date from today on. */
  openReservations: money,
});
export type DecoReservations = z.infer<typeof DecoReservations>;
