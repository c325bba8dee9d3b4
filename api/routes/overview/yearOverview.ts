import {
  OVERVIEW_COLLECTION_TITLES,
  OVERVIEW_DEFAULT_TARGET_PERCENT,
  type Overview,
  type OverviewCollectionTitle,
} from '../../../schemas/entities/overview';
import { customerActivity } from '../../analytics/customerActivity';
import { customerSales } from '../../analytics/salesSource';
import { SqlParams } from '../../analytics/sqlParams';
import type { Queryable } from '../../db/database';
import type { CurrentGroup } from '../../http/currentGroup';

/** The column of the monthly query each collection reads. */
const COLUMNS: Record<OverviewCollectionTitle, string> = {
  Turnover: 'turnover',
  FlowersTurnover: 'flowers_turnover',
  PlantsTurnover: 'plants_turnover',
  RemainingTurnover: 'other_turnover',
  NumOfTotal: 'items',
  NumOfFlowers: 'flowers_items',
  NumOfPlants: 'plants_items',
  NumOfRemaining: 'other_items',
  NumOfClients: 'clients',
  NumOfInvoices: 'invoices',
  FirstOrder: 'first_orders',
  LosingCustomers: 'losing',
};

type MonthRow = { month: string | null } & Record<string, number | string | null>;

const GROUP_DAY_SUMS = `round(sum(turnover), 2) AS turnover, round(sum(flowers_turnover), 2) AS flowers_turnover,
  round(sum(plants_turnover), 2) AS plants_turnover, round(sum(other_turnover), 2) AS other_turnover,
  sum(flowers_items + plants_items + other_items) AS items, sum(flowers_items) AS flowers_items,
  sum(plants_items) AS plants_items, sum(other_items) AS other_items, sum(invoices) AS invoices`;

/**
 * The Overview of a calendar year for a group: monthly values up to `lastMonth`, totals from 1 January
 * to `through` (see schemas/entities/overview.ts). Lost customers only count once lost by `today`.
 */
export async function yearOverview(db: Queryable, group: CurrentGroup, year: number, through: string, lastMonth: number, today: string): Promise<Overview> {
  const p = new SqlParams();
  const g = p.add(group.groupCode);
  const start = p.add(`${year}-01-01`, 'date');
  const yearEnd = p.add(`${year}-12-31`, 'date');
  const last = p.add(`${year}-${String(lastMonth).padStart(2, '0')}-01`, 'date');
  const thru = p.add(through, 'date');
  const lostBy = p.add(today, 'date');
  const month = (column: string) => `date_trunc('month', ${column}::timestamp)::date`;
  const sql = `
    WITH activity AS MATERIALIZED (SELECT * FROM ${customerActivity(p, group.groupCode)} a),
    days AS (SELECT * FROM group_days WHERE group_code = ${g} AND day BETWEEN ${start} AND ${yearEnd}),
    monthly AS (
      SELECT m.month, NULL::int AS customers, NULL::numeric AS clients_percentage, d.turnover, d.flowers_turnover, d.plants_turnover, d.other_turnover, d.items, d.flowers_items,
             d.plants_items, d.other_items, d.invoices, cl.clients, fo.first_orders, lo.losing
        FROM (SELECT m::date AS month FROM generate_series(${start}::timestamp, ${last}::timestamp, interval '1 month') m) m
        LEFT JOIN (SELECT ${month('day')} AS month, ${GROUP_DAY_SUMS} FROM days GROUP BY 1) d ON d.month = m.month
        LEFT JOIN (SELECT month, count(*) AS clients FROM sales_months
                    WHERE group_code = ${g} AND month BETWEEN ${start} AND ${last} AND invoices > 0 GROUP BY month) cl ON cl.month = m.month
        LEFT JOIN (SELECT ${month('first_order')} AS month, count(*) AS first_orders FROM activity
                    WHERE first_order BETWEEN ${start} AND ${yearEnd} GROUP BY 1) fo ON fo.month = m.month
        LEFT JOIN (SELECT ${month('lost_on')} AS month, count(*) AS losing FROM activity
                    WHERE lost_on BETWEEN ${start} AND least(${yearEnd}, ${lostBy}) GROUP BY 1) lo ON lo.month = m.month),
    totals AS (
      SELECT NULL::date AS month, customers, round(100.0 * clients / nullif(customers, 0), 2) AS clients_percentage,
             turnover, flowers_turnover, plants_turnover, other_turnover, items, flowers_items, plants_items, other_items,
             invoices, clients, first_orders, losing
        FROM (SELECT d.*,
                     (SELECT count(*) FROM customers WHERE group_code = ${g})::int AS customers,
                     (SELECT count(DISTINCT debnr) FROM ${customerSales(p, group.groupCode, { start: `${year}-01-01`, end: through })} s
                       WHERE invoices > 0) AS clients,
                     (SELECT count(*) FROM activity WHERE first_order BETWEEN ${start} AND ${thru}) AS first_orders,
                     (SELECT count(*) FROM activity WHERE lost_on BETWEEN ${start} AND least(${thru}, ${lostBy})) AS losing
                FROM (SELECT ${GROUP_DAY_SUMS} FROM days WHERE day <= ${thru}) d) t)
    SELECT * FROM monthly UNION ALL SELECT * FROM totals ORDER BY month NULLS LAST`;
  const rows = await db.query<MonthRow>(sql, p.values);
  const months = rows.filter((r) => r.month !== null);
  const totals = rows.find((r) => r.month === null)!;
  const figure = (row: MonthRow, column: string) => Number(row[column] ?? 0);
  const [target] = await db.query<{ percent: number }>('SELECT turnover_percent AS percent FROM targets WHERE company_id = $1 AND year = $2', [
    group.companyId,
    year,
  ]);
  return {
    year,
    labels: months.map((m) => m.month!.slice(0, 7)),
    through,
    overviewCollections: OVERVIEW_COLLECTION_TITLES.map((title) => ({
      title,
      values: months.map((m) => figure(m, COLUMNS[title])),
      total: figure(totals, COLUMNS[title]),
    })),
    headerBlocks: {
      totalTurnover: figure(totals, 'turnover'),
      totalClientsPercentage: figure(totals, 'clients_percentage'),
      totalInvoices: figure(totals, 'invoices'),
      totalClients: figure(totals, 'clients'),
    },
    target: target?.percent ?? OVERVIEW_DEFAULT_TARGET_PERCENT,
    totalAmountOfClients: figure(totals, 'customers'),
  };
}
