import type { ReactNode } from 'react';
import { CustomerLink } from '../../ui/cells/CustomerLink';
import { formatMoney } from '../../ui/format/money';
import { formatPercent } from '../../ui/format/percent';

/** How a table column of the analytics screens shows its value. */
export type CellKind = 'debnr' | 'text' | 'money' | 'count' | 'percent';

export const NUMERIC_CELLS: readonly CellKind[] = ['money', 'count', 'percent'];

/** A cell: a customer link, euros (nl-NL, 2 decimals), a count, a percentage, or text; '–' when absent. */
export function cell(kind: CellKind, value: unknown): ReactNode {
  if (value === null || value === undefined) return '–';
  if (kind === 'debnr') return <CustomerLink debnr={String(value)} />;
  if (kind === 'money') return formatMoney(Number(value));
  if (kind === 'percent') return formatPercent(Number(value));
  return String(value);
}
