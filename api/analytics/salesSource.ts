import dayjs from 'dayjs';
import type { DateRange } from '../../schemas/datePresets';
import type { SqlParams } from './sqlParams';

/**
 * Sales of a group in a date range, read from the summaries of migration 006: the whole months inside
 * the range from the monthly tables, the loose days at either end from the daily ones. A 365-day range
 * reads 11 months and about 31 days instead of 365 days.
 */
interface MonthSplit {
  /** First day of the first whole month. */
  monthsFrom: string;
  /** First day after the last whole month. */
  monthsTo: string;
}

function wholeMonths({ start, end }: DateRange): MonthSplit {
  const s = dayjs(start);
  const afterEnd = dayjs(end).add(1, 'day');
  const from = s.date() === 1 ? s : s.add(1, 'month').startOf('month');
  const to = afterEnd.startOf('month');
  // No whole month inside: both bounds after the end, so the daily part covers start..end alone.
  if (!from.isBefore(to)) return { monthsFrom: afterEnd.format('YYYY-MM-DD'), monthsTo: afterEnd.format('YYYY-MM-DD') };
  return { monthsFrom: from.format('YYYY-MM-DD'), monthsTo: to.format('YYYY-MM-DD') };
}

function split(p: SqlParams, groupCode: string, range: DateRange) {
  const { monthsFrom, monthsTo } = wholeMonths(range);
  return {
    group: p.add(groupCode),
    start: p.add(range.start, 'date'),
    end: p.add(range.end, 'date'),
    from: p.add(monthsFrom, 'date'),
    to: p.add(monthsTo, 'date'),
  };
}

/** Rows (debnr, turnover, invoices, credit_amount, credits), several per customer: sum them per debnr. */
export function customerSales(p: SqlParams, groupCode: string, range: DateRange): string {
  const b = split(p, groupCode, range);
  return `(SELECT debnr, turnover, invoices, credit_amount, credits FROM sales_months
            WHERE group_code = ${b.group} AND month >= ${b.from} AND month < ${b.to}
          UNION ALL
          SELECT debnr, turnover, invoices, credit_amount, credits FROM sales_days
            WHERE group_code = ${b.group} AND ((day >= ${b.start} AND day < ${b.from}) OR (day >= ${b.to} AND day <= ${b.end})))`;
}

/** Rows (artnr, turnover, quantity) of the invoice lines, several per article: sum them per artnr. */
export function articleSales(p: SqlParams, groupCode: string, range: DateRange): string {
  const b = split(p, groupCode, range);
  return `(SELECT artnr, turnover, quantity FROM article_months
            WHERE group_code = ${b.group} AND month >= ${b.from} AND month < ${b.to}
          UNION ALL
          SELECT artnr, turnover, quantity FROM article_days
            WHERE group_code = ${b.group} AND ((day >= ${b.start} AND day < ${b.from}) OR (day >= ${b.to} AND day <= ${b.end})))`;
}

/** Per-customer totals of a range: (debnr, turnover, orders, credit_amount, credits), one row per customer with sales. */
export function customerTotals(p: SqlParams, groupCode: string, range: DateRange): string {
  return `(SELECT debnr, sum(turnover) AS turnover, sum(invoices)::int AS orders,
                  sum(credit_amount) AS credit_amount, sum(credits)::int AS credits
             FROM ${customerSales(p, groupCode, range)} s GROUP BY debnr)`;
}
