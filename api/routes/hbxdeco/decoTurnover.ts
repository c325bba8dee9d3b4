import dayjs from 'dayjs';
import type { DecoTurnoverRow } from '../../../schemas/entities/turnoverDeco';
import { decoGroup } from '../../analytics/decoGroup';
import { periodSums } from '../../analytics/periodSums';
import { SqlParams } from '../../analytics/sqlParams';
import { defineRoute } from '../../http/route';

type CustomerRow = Omit<DecoTurnoverRow, 'rows' | 'reservedRows'> & { invoiced: number[] | null; reserved: number[] | null };

const MONTHS = Array.from({ length: 12 }, (_, i) => i + 1);
/** A customer without invoices (or written orders) this year has no sums: every month is 0. */
const toRows = (totals: number[] | null) => MONTHS.map((monthNumber, i) => ({ monthNumber, total: totals?.[i] ?? 0 }));

/** GET hbxdeco/GetAllTurnover: per customer, this year's invoiced and written turnover by month (DecoTurnoverRow[]). */
export const decoTurnoverRoutes = [
  defineRoute({
    endpoint: 'GET hbxdeco/GetAllTurnover',
    async handler(ctx) {
      const group = await decoGroup(ctx);
      const year = dayjs(ctx.today).year();
      const firstDays = MONTHS.map((m) => `${year}-${String(m).padStart(2, '0')}-01`);
      const nextYear = `${year + 1}-01-01`;
      const p = new SqlParams();
      const g = p.add(group.groupCode);
      const lastYearStart = p.add(`${year - 1}-01-01`, 'date');
      const yearStart = p.add(firstDays[0], 'date');
      const yearEnd = p.add(nextYear, 'date');
      const rows = await ctx.services.db.query<CustomerRow>(
        `WITH invoiced AS (
           SELECT debnr, sum(turnover) FILTER (WHERE month >= ${yearStart}) AS total,
                  sum(turnover) FILTER (WHERE month < ${yearStart}) AS last_year,
                  ${periodSums(p, 'turnover', 'month', firstDays, nextYear)} AS months
             FROM sales_months WHERE group_code = ${g} AND month >= ${lastYearStart} AND month < ${yearEnd} GROUP BY debnr),
         reserved AS (
           SELECT r.debnr, sum(r.amount) AS total, ${periodSums(p, 'r.amount', 'r.delivery_date', firstDays, nextYear)} AS months
             FROM reservations r JOIN customers c ON c.debnr = r.debnr
            WHERE c.group_code = ${g} AND r.delivery_date >= ${yearStart} AND r.delivery_date < ${yearEnd} GROUP BY r.debnr),
         listed AS (
           SELECT coalesce(i.debnr, r.debnr) AS debnr, coalesce(i.total, 0) AS invoiced, coalesce(i.last_year, 0) AS last_year,
                  coalesce(r.total, 0) AS reserved, i.months AS invoiced_months, r.months AS reserved_months
             FROM invoiced i FULL JOIN reserved r ON r.debnr = i.debnr)
         SELECT c.debnr, c.debnaam, c.fin_groep AS "finGroep", fg.text AS "finGroepText",
                round(l.invoiced + l.reserved, 2) AS total, round(l.invoiced, 2) AS "totalInvoiced",
                round(l.last_year, 2) AS "totalInvoicedLastYear", round(l.reserved, 2) AS "totalReserved",
                l.invoiced_months AS invoiced, l.reserved_months AS reserved
           FROM listed l
           JOIN customers c ON c.debnr = l.debnr
           LEFT JOIN financial_groups fg ON fg.code = c.fin_groep
          WHERE l.invoiced <> 0 OR l.last_year <> 0 OR l.reserved <> 0
          ORDER BY l.invoiced + l.reserved DESC, c.debnr`,
        p.values,
      );
      return rows.map(({ invoiced, reserved, ...customer }): DecoTurnoverRow => ({ ...customer, rows: toRows(invoiced), reservedRows: toRows(reserved) }));
    },
  }),
];
