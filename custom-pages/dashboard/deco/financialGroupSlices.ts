import type { FinancialGroupShare } from '../../../schemas/entities/dashboardDeco';
import { formatMoney } from '../../../ui/format/money';
import { formatPercent } from '../../../ui/format/percent';
import type { Slice } from '../DistributionPie';

const round2 = (value: number) => Math.round(value * 100) / 100;

/** Each financial group's share of the turnover, in percent (2 decimals); 0 for all when there is none. */
export function turnoverShares(groups: readonly FinancialGroupShare[]): number[] {
  const total = groups.reduce((sum, g) => sum + g.verkoopbedrag, 0);
  return groups.map((g) => (total > 0 ? round2((100 * g.verkoopbedrag) / total) : 0));
}

/**
 * The slices of a financial group chart: turnover per group, labelled in euros or as its share, with
 * the group's number of customers (`customers` words it in the user's language).
 */
export function financialGroupSlices(groups: readonly FinancialGroupShare[], inPercent: boolean, customers: (count: number) => string): Slice[] {
  const shares = turnoverShares(groups);
  return groups.map((g, i) => ({
    name: g.name,
    value: Math.max(g.verkoopbedrag, 0),
    label: `${inPercent ? formatPercent(shares[i]!) : formatMoney(g.verkoopbedrag)} · ${customers(g.value)}`,
  }));
}
