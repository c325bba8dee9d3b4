import { z } from 'zod';
import { money } from './wireTypes';

/**
 * hbxdeco/GetOverview (this year) and hbxdeco/GetPastYearOverview (last year) for tenant 4: written
 * orders (reservations, by the month written) and realised turnover (invoices, by invoice month) of
 * the year against the year before, with the target line = the year before × (1 + target/100), the
 * company's growth target for the year. Every array has 12 months, January first.
 */
const TwelveMonths = z.array(money).length(12);

export const DecoOverviewSeries = z.object({
  huidigJaarGeschreven: TwelveMonths,
  vorigJaarGeschreven: TwelveMonths,
  geschrevenOrdersTarget: TwelveMonths,
  huidigJaarGerealiseerd: TwelveMonths,
  vorigJaarGerealiseerd: TwelveMonths,
  gerealiseerdeOrdersTarget: TwelveMonths,
});
export type DecoOverviewSeries = z.infer<typeof DecoOverviewSeries>;

export const DecoOverview = z.object({
  year: z.number().int(),
  target: z.number(),
  perMonth: DecoOverviewSeries,
  /** Running totals of perMonth. */
  cumulative: DecoOverviewSeries,
});
export type DecoOverview = z.infer<typeof DecoOverview>;
