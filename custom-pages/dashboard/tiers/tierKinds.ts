import type { DashboardCharts } from '../../../schemas/entities/dashboard';
import type { TurnoverTier } from '../../../schemas/entities/dashboardTiers';
import type { ChartUnit } from '../../charts/axisFormat';
import { formatMoney } from '../../../ui/format/money';
import { FREQUENCY_TIER_ORDER, tierRows, turnoverTierBounds, TURNOVER_TIER_ORDER, type TierField, type TierRow } from './tierTable';

type Translate = (key: string, options?: object) => string;

/** One of the two tier charts of the dashboard and how its table reads. */
export interface TierKind {
  id: 'weeklyTurnover' | 'orderFrequency';
  field: TierField;
  order: readonly string[];
  colours: Readonly<Record<string, string>>;
  /** What the table adds up per tier besides customers. */
  amountUnit: ChartUnit;
  rows: (charts: DashboardCharts) => TierRow<string>[];
  /** What a tier means, in the user's language. */
  describe: (tier: string, translate: Translate) => string;
}

function describeTurnoverTier(tier: string, translate: Translate): string {
  const { min, max } = turnoverTierBounds(tier as TurnoverTier);
  if (min === 0) return translate('dashboard.tiers.under', { amount: formatMoney(max ?? 0) });
  if (max === null) return translate('dashboard.tiers.above', { amount: formatMoney(min) });
  return translate('dashboard.tiers.between', { min: formatMoney(min), max: formatMoney(max) });
}

export const WEEKLY_TURNOVER: TierKind = {
  id: 'weeklyTurnover',
  field: 'turnoverTier',
  order: TURNOVER_TIER_ORDER,
  colours: { A: '#c8e6c9', B: '#81c784', C: '#4caf50', D: '#2e7d32', E: '#1b5e20' },
  amountUnit: 'money',
  rows: (charts) => tierRows(charts.weeklyTurnover, TURNOVER_TIER_ORDER, (c) => c.turnover),
  describe: describeTurnoverTier,
};

export const ORDER_FREQUENCY: TierKind = {
  id: 'orderFrequency',
  field: 'frequencyTier',
  order: FREQUENCY_TIER_ORDER,
  colours: { Blue: '#1e88e5', Bronze: '#b8733a', Silver: '#9e9e9e', Gold: '#d4a017', Platinum: '#5f6f7f' },
  amountUnit: 'count',
  rows: (charts) => tierRows(charts.orderFrequency, FREQUENCY_TIER_ORDER, (c) => c.orders),
  describe: (tier, translate) => translate(`dashboard.tiers.frequency.${tier}`),
};
