import type { DateRange } from '../../schemas/datePresets';
import { FREQUENCY_TIERS, weeksInRange } from '../../schemas/entities/dashboardTiers';
import { TURNOVER_TIERS } from '../../schemas/constants';
import { rangeDays } from '../../schemas/datePresets';
import { customerTotals } from './salesSource';
import type { SqlParams } from './sqlParams';
import { tierCase } from './tiers';

/**
 * The active customers of a range (at least one order) with their weekly averages and both tiers:
 * (debnr, turnover, orders, average_weekly, weeks_per_order, turnover_tier, frequency_tier).
 * The tier tables, their charts and the top customers all read this one definition.
 */
export function tieredCustomers(p: SqlParams, groupCode: string, range: DateRange): string {
  const weeks = p.add(weeksInRange(rangeDays(range)), 'numeric');
  return `(SELECT debnr, turnover, orders, average_weekly, weeks_per_order,
                  ${tierCase(TURNOVER_TIERS, 'average_weekly')} AS turnover_tier,
                  ${tierCase(FREQUENCY_TIERS, 'weeks_per_order')} AS frequency_tier
             FROM (SELECT debnr, turnover, orders, turnover / ${weeks} AS average_weekly, ${weeks} / orders AS weeks_per_order
                     FROM ${customerTotals(p, groupCode, range)} t WHERE orders > 0) active)`;
}
