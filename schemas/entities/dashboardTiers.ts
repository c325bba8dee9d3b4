import { z } from 'zod';
import { TURNOVER_TIERS } from '../constants';

/**
 * The dashboard's customer tiers (spec part 1 §4). A customer's tier is the first whose bound its
 * figure stays below ("value < max"); the api classifies in SQL from these same tables.
 */

/** Weekly turnover tiers A..E by average weekly turnover in euro (bounds in schemas/constants.ts). */
export const TurnoverTier = z.enum(TURNOVER_TIERS.map((t) => t.tier) as ['A', 'B', 'C', 'D', 'E']);
export type TurnoverTier = z.infer<typeof TurnoverTier>;

/**
 * Order frequency tiers by weeks per order (weeks in the range / orders): more than one order a week
 * is Platinum, weekly Gold, one per 2 weeks Silver, per 3 Bronze, per 4 or fewer Blue. The bounds sit
 * halfway between those rhythms.
 */
export const FREQUENCY_TIERS = [
  { tier: 'Platinum', max: 1 },
  { tier: 'Gold', max: 1.5 },
  { tier: 'Silver', max: 2.5 },
  { tier: 'Bronze', max: 3.5 },
  { tier: 'Blue', max: Infinity },
] as const;
export const FrequencyTier = z.enum(FREQUENCY_TIERS.map((t) => t.tier) as ['Platinum', 'Gold', 'Silver', 'Bronze', 'Blue']);
export type FrequencyTier = z.infer<typeof FrequencyTier>;

export interface TierBound<T extends string> {
  readonly tier: T;
  readonly max: number;
}

/** A range shorter than a week still counts as one week, so one day's order is not read as seven. */
export function weeksInRange(days: number): number {
  return Math.max(days, 7) / 7;
}
