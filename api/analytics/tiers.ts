import type { TierBound } from '../../schemas/entities/dashboardTiers';

/**
 * The one tier classifier: a SQL CASE over a tier table (schemas/entities/dashboardTiers.ts), the first
 * tier whose bound the figure stays below. Bounds and names come from our constants, never from input.
 */
export function tierCase<T extends string>(tiers: readonly TierBound<T>[], expression: string): string {
  const bounded = tiers.filter((t) => Number.isFinite(t.max));
  const last = tiers[tiers.length - 1]!;
  return `CASE ${bounded.map((t) => `WHEN ${expression} < ${t.max} THEN '${t.tier}'`).join(' ')} ELSE '${last.tier}' END`;
}

/** The tier names in order, as a SQL array parameter (so every tier appears, also with no customers). */
export const tierNames = <T extends string>(tiers: readonly TierBound<T>[]): T[] => tiers.map((t) => t.tier);
