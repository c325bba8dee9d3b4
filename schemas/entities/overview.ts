import { z } from 'zod';
import { isoDate, money } from './wireTypes';

/**
 * overview/getoverview (this year) and overview/getpastyearoverview (last year), spec part 1 §2
 * 'Overview', §3 'Overview', §9: one value per calendar month for the current group's customers.
 */
export const OVERVIEW_COLLECTION_TITLES = [
  'Turnover',
  'FlowersTurnover',
  'PlantsTurnover',
  'RemainingTurnover',
  'NumOfTotal',
  'NumOfFlowers',
  'NumOfPlants',
  'NumOfRemaining',
  'NumOfClients',
  'NumOfInvoices',
  'FirstOrder',
  'LosingCustomers',
] as const;
export const OverviewCollectionTitle = z.enum(OVERVIEW_COLLECTION_TITLES);
export type OverviewCollectionTitle = z.infer<typeof OverviewCollectionTitle>;

/** The growth target when the company has none set for the year: last year plus 5 percent. */
export const OVERVIEW_DEFAULT_TARGET_PERCENT = 5;

/** A customer counts as lost once this many weeks pass without an order (the "last 4 weeks" window). */
export const LOST_AFTER_WEEKS = 4;

/**
 * One chart. `values` has one entry per month of the year, January first: 12 for last year, up to the
 * current month for this year. `total` covers the year up to `through`, the same day for both years,
 * so this year's total compares like for like with last year's (the satisfaction icon).
 * Turnover titles are euro (invoice lines per article group; Remaining = every group but flowers and
 * plants); NumOf* item titles are stems/pieces; NumOfClients counts customers with an order in the month
 * (total: in the period); NumOfInvoices orders; FirstOrder customers whose first order ever fell in the
 * month; LosingCustomers customers whose last order so far was followed by LOST_AFTER_WEEKS weeks
 * without one, counted in the month those weeks ran out.
 */
export const OverviewCollection = z.object({
  title: OverviewCollectionTitle,
  values: z.array(z.number()),
  total: z.number(),
});
export type OverviewCollection = z.infer<typeof OverviewCollection>;

export const Overview = z.object({
  year: z.number().int(),
  /** Month labels 'YYYY-MM', one per value. */
  labels: z.array(z.string()),
  /** Last day the totals and header blocks cover. */
  through: isoDate,
  overviewCollections: z.array(OverviewCollection),
  headerBlocks: z.object({
    totalTurnover: money,
    /** Customers with an order up to `through` as a percentage of all customers, 2 decimals. */
    totalClientsPercentage: z.number(),
    totalInvoices: z.number().int(),
    /** Customers with an order up to `through`. */
    totalClients: z.number().int(),
  }),
  /** The company's growth target for the year (targets table; OVERVIEW_DEFAULT_TARGET_PERCENT when none). */
  target: z.number(),
  /** Customers in the group. */
  totalAmountOfClients: z.number().int(),
});
export type Overview = z.infer<typeof Overview>;

/**
 * overview/getnewnlostcustomers: the last 52 ISO weeks, the current one last. New: first order ever in
 * the week; lost: the week in which a customer's last order so far turned LOST_AFTER_WEEKS weeks old.
 */
export const NewAndLostWeek = z.object({
  weekYear: z.number().int(),
  weekNumber: z.number().int(),
  weekStart: isoDate,
  newCustomers: z.number().int(),
  lostCustomers: z.number().int(),
});
export type NewAndLostWeek = z.infer<typeof NewAndLostWeek>;

export const NEW_AND_LOST_WEEKS = 52;

/**
 * POST overview/downloadnewnlostcustomers: the list of lost-customer values (part 1 §7), the chart's
 * lost customers per week. The reference api writes the weeks from its own figures (a posted list is
 * not trusted for a file), so the values are checked only for their shape.
 */
export const NewAndLostDownload = z.array(z.number().int().min(0)).max(10_000);
export type NewAndLostDownload = z.infer<typeof NewAndLostDownload>;
