import { TURNOVER_TIERS } from '../../../schemas/constants';
import type { TierCustomer } from '../../../schemas/entities/dashboard';
import type { FrequencyTier, TurnoverTier } from '../../../schemas/entities/dashboardTiers';

/** Display orders: turnover A to E, order frequency Blue to Platinum (spec part 1 §2, §4). */
export const TURNOVER_TIER_ORDER: readonly TurnoverTier[] = TURNOVER_TIERS.map((t) => t.tier);
export const FREQUENCY_TIER_ORDER: readonly FrequencyTier[] = ['Blue', 'Bronze', 'Silver', 'Gold', 'Platinum'];

/** A line of a tier table: the tier's active customers, their turnover or orders, and their share of the active customers. */
export interface TierRow<T extends string> {
  id: T;
  tier: T;
  customers: number;
  amount: number;
  /** Percent of all active customers, 2 decimals. */
  share: number;
}

const round2 = (value: number) => Math.round(value * 100) / 100;

/** The tier table in display order; tiers the api did not list count 0. */
export function tierRows<T extends string, C extends { tier: T; customers: number }>(counts: readonly C[], order: readonly T[], amount: (count: C) => number): TierRow<T>[] {
  const total = counts.reduce((sum, c) => sum + c.customers, 0);
  return order.map((tier) => {
    const count = counts.find((c) => c.tier === tier);
    const customers = count?.customers ?? 0;
    return { id: tier, tier, customers, amount: count ? amount(count) : 0, share: total > 0 ? round2((100 * customers) / total) : 0 };
  });
}

/** The average weekly turnover a tier covers: from the previous tier's bound to its own (null: no upper bound). */
export function turnoverTierBounds(tier: TurnoverTier): { min: number; max: number | null } {
  const index = TURNOVER_TIERS.findIndex((t) => t.tier === tier);
  const max = TURNOVER_TIERS[index]!.max;
  return { min: index === 0 ? 0 : TURNOVER_TIERS[index - 1]!.max, max: Number.isFinite(max) ? max : null };
}

export type TierField = 'turnoverTier' | 'frequencyTier';

/** The active customers of one tier, in the api's order (largest turnover first). */
export function customersOfTier(customers: readonly TierCustomer[], field: TierField, tier: string): TierCustomer[] {
  return customers.filter((customer) => customer[field] === tier);
}
