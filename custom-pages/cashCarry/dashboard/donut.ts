import type { CashCarryChartRow } from '../../../schemas/entities/cashCarry';
import { dutchNumber } from '../../../ui/format/dutchNumber';

export interface DonutSlice {
  name: string;
  value: number;
}

/** The donut's slices: each channel's turnover rounded to whole euros (spec part 1 §2). */
export function donutSlices(rows: readonly CashCarryChartRow[]): DonutSlice[] {
  return rows.map((row) => ({ name: row.type, value: Math.round(row.turnover) }));
}

/** A slice's label: whole euros in the Dutch number format ("€ 12.346"). */
export const wholeEuros = dutchNumber({ style: 'currency', currency: 'EUR', maximumFractionDigits: 0, minimumFractionDigits: 0 });
