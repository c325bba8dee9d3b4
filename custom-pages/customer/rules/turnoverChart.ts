import { TURNOVER_MONTHS, type CustomerTurnover } from '../../../schemas/entities/customerTurnover';

export interface TurnoverChartRow {
  /** The month's number, the chart's label: 5..12 then 1..4 (the turnover year runs May to April). */
  month: number;
  currentYear: number;
  lastYear: number;
  reservations: number;
}

/** One chart row per month of the turnover year, in the order the api sends the amounts. */
export function turnoverChartRows(turnover: Pick<CustomerTurnover, 'currentYear' | 'lastYear' | 'reservations'>): TurnoverChartRow[] {
  return TURNOVER_MONTHS.map((month, i) => ({
    month,
    currentYear: turnover.currentYear[i] ?? 0,
    lastYear: turnover.lastYear[i] ?? 0,
    reservations: turnover.reservations[i] ?? 0,
  }));
}
