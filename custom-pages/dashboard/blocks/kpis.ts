import type { DashboardBlocks } from '../../../schemas/entities/dashboard';

const round2 = (value: number) => Math.round(value * 100) / 100;

/** Outstanding weeks: what customers owe today over the range's average weekly turnover, 2 decimals; null without turnover. */
export function outstandingWeeks(blocks: Pick<DashboardBlocks, 'outstandingWeeks'>): number | null {
  const { unpaid, turnover } = blocks.outstandingWeeks;
  return turnover > 0 ? round2(unpaid / turnover) : null;
}

/** Margin of realised turnover over its cost price, in percent (2 decimals); null without turnover. */
export function marginPercent(turnover: number, cost: number): number | null {
  return turnover !== 0 ? round2((100 * (turnover - cost)) / turnover) : null;
}
