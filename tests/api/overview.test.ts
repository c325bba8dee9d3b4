import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApi, type ApiHarness } from '../support/apiHarness';
import { loginAs, round2, switchGroup, type Caller } from './customerFixtures';
import { xlsxRows } from './customerXlsx';
import { callFresh, debnrsOf, postDownload } from './dashboardFixtures';

/** overview/*: monthly collections, header blocks and new/lost customers against plain SQL over invoices. */
let api: ApiHarness;
let sales: Caller;

const get = <T = any>(path: string, caller: Caller = sales) => callFresh<T>(api, 'GET', `overview/${path}`, caller.token);

beforeAll(async () => {
  api = await startApi();
  sales = await loginAs(api, 'sales@demo.test');
});
afterAll(() => api.close());

interface MonthFigures {
  month: string;
  turnover: number;
  flowers: number;
  plants: number;
  remaining: number;
  items: number;
  flower_items: number;
  plant_items: number;
  remaining_items: number;
  clients: number;
  invoices: number;
}

/** Per month (or for the whole period with month = 'total') straight from invoices and lines. */
function figures(groupCode: string, from: string, to: string, perMonth: boolean): Promise<MonthFigures[]> {
  const key = perMonth ? `to_char(i.fctdat, 'YYYY-MM')` : `'total'`;
  return api.db.query<MonthFigures>(
    `WITH inv AS (SELECT i.* FROM invoices i JOIN customers c ON c.debnr = i.debnr WHERE c.group_code = $1 AND i.fctdat BETWEEN $2 AND $3),
     lines AS (SELECT ${key} AS month, sum(l.amount) FILTER (WHERE l.art_group = 'FLOWERS') AS flowers,
                      sum(l.amount) FILTER (WHERE l.art_group = 'PLANTS') AS plants,
                      sum(l.amount) FILTER (WHERE l.art_group NOT IN ('FLOWERS', 'PLANTS')) AS remaining,
                      sum(l.quantity) AS items, sum(l.quantity) FILTER (WHERE l.art_group = 'FLOWERS') AS flower_items,
                      sum(l.quantity) FILTER (WHERE l.art_group = 'PLANTS') AS plant_items,
                      sum(l.quantity) FILTER (WHERE l.art_group NOT IN ('FLOWERS', 'PLANTS')) AS remaining_items
                 FROM inv i JOIN invoice_lines l ON l.factnr = i.factnr GROUP BY 1)
     SELECT ${key} AS month, sum(i.amount) AS turnover, count(DISTINCT i.debnr)::int AS clients, count(*)::int AS invoices,
            max(l.flowers) AS flowers, max(l.plants) AS plants, max(l.remaining) AS remaining, max(l.items) AS items,
            max(l.flower_items) AS flower_items, max(l.plant_items) AS plant_items, max(l.remaining_items) AS remaining_items
       FROM inv i JOIN lines l ON l.month = ${key} GROUP BY 1 ORDER BY 1`,
    [groupCode, from, to],
  );
}

/** Customers whose first order ever, or whose lost day (last order + 28 days, by today), falls in each month. */
async function firstAndLost(groupCode: string, year: number, through: string) {
  const rows = await api.db.query<{ first: string; lost: string }>(
    `SELECT min(i.fctdat) AS first, max(i.fctdat) + 28 AS lost FROM invoices i JOIN customers c ON c.debnr = i.debnr
      WHERE c.group_code = $1 GROUP BY i.debnr`,
    [groupCode],
  );
  const inYear = (day: string) => day.startsWith(`${year}-`);
  const perMonth = (days: string[], month: number) => days.filter((d) => d.slice(0, 7) === `${year}-${String(month).padStart(2, '0')}`).length;
  const firsts = rows.map((r) => r.first).filter(inYear);
  const losts = rows.map((r) => r.lost).filter((d) => inYear(d) && d <= '2026-06-17');
  return {
    first: (month: number) => perMonth(firsts, month),
    lost: (month: number) => perMonth(losts, month),
    firstTotal: firsts.filter((d) => d <= through).length,
    lostTotal: losts.filter((d) => d <= through).length,
  };
}

async function expectOverview(body: any, groupCode: string, year: number, months: number, through: string) {
  const monthly = new Map((await figures(groupCode, `${year}-01-01`, `${year}-12-31`, true)).map((m) => [m.month, m]));
  const [total] = await figures(groupCode, `${year}-01-01`, through, false);
  const activity = await firstAndLost(groupCode, year, through);
  const labels = Array.from({ length: months }, (_, i) => `${year}-${String(i + 1).padStart(2, '0')}`);
  const series = (pick: (m: MonthFigures) => number) => labels.map((label) => round2(Number(monthly.get(label) ? pick(monthly.get(label)!) ?? 0 : 0)));
  const [customers] = await api.db.query<{ n: number }>('SELECT count(*)::int AS n FROM customers WHERE group_code = $1', [groupCode]);
  const [target] = await api.db.query<{ percent: number }>(
    `SELECT coalesce((SELECT turnover_percent FROM targets t JOIN debtor_groups g ON g.company_id = t.company_id
                       WHERE g.group_code = $1 AND t.year = $2), 5) AS percent`,
    [groupCode, year],
  );

  expect(body.year).toBe(year);
  expect(body.labels).toEqual(labels);
  expect(body.through).toBe(through);
  const collection = (title: string) => body.overviewCollections.find((c: any) => c.title === title);
  const expectCollection = (title: string, pick: (m: MonthFigures) => number, totalValue: number) =>
    expect(collection(title), title).toEqual({ title, values: series(pick), total: round2(totalValue) });
  expectCollection('Turnover', (m) => m.turnover, total!.turnover);
  expectCollection('FlowersTurnover', (m) => m.flowers, total!.flowers);
  expectCollection('PlantsTurnover', (m) => m.plants, total!.plants);
  expectCollection('RemainingTurnover', (m) => m.remaining, total!.remaining);
  expectCollection('NumOfTotal', (m) => m.items, total!.items);
  expectCollection('NumOfFlowers', (m) => m.flower_items, total!.flower_items);
  expectCollection('NumOfPlants', (m) => m.plant_items, total!.plant_items);
  expectCollection('NumOfRemaining', (m) => m.remaining_items, total!.remaining_items);
  expectCollection('NumOfClients', (m) => m.clients, total!.clients);
  expectCollection('NumOfInvoices', (m) => m.invoices, total!.invoices);
  expect(collection('FirstOrder')).toEqual({ title: 'FirstOrder', values: labels.map((_, i) => activity.first(i + 1)), total: activity.firstTotal });
  expect(collection('LosingCustomers')).toEqual({ title: 'LosingCustomers', values: labels.map((_, i) => activity.lost(i + 1)), total: activity.lostTotal });
  expect(body.headerBlocks).toEqual({
    totalTurnover: round2(total!.turnover),
    totalClientsPercentage: round2((total!.clients / customers!.n) * 100),
    totalInvoices: total!.invoices,
    totalClients: total!.clients,
  });
  expect(body.target).toBe(target!.percent);
  expect(body.totalAmountOfClients).toBe(customers!.n);
}

describe('overview access', () => {
  it.each(['getoverview', 'getpastyearoverview', 'getnewnlostcustomers'])('%s: 403 without iCRMBasis', async (path) => {
    const finance = await loginAs(api, 'finance@demo.test');
    expect((await get(path, finance)).status).toBe(403);
    expect((await callFresh(api, 'GET', `overview/${path}`, undefined)).status).toBe(401);
  });

  it('downloadnewnlostcustomers: 403 without iCRMBasis, 400 for a body that is not a list of lost-customer values', async () => {
    const finance = await loginAs(api, 'finance@demo.test');
    expect((await callFresh(api, 'POST', 'overview/downloadnewnlostcustomers', finance.token, [])).status).toBe(403);
    const bad = await callFresh(api, 'POST', 'overview/downloadnewnlostcustomers', sales.token, [{ weekYear: 'x' }]);
    expect(bad.status).toBe(400);
  });
});

describe('overview/getoverview and getpastyearoverview', () => {
  it('this year: a value per month up to June, totals up to today', async () => {
    const { body, status } = await get('getoverview');
    expect(status).toBe(200);
    await expectOverview(body, sales.groupCode, 2026, 6, '2026-06-17');
  });

  it('last year: all 12 months, totals up to the same day last year', async () => {
    const { body } = await get('getpastyearoverview');
    await expectOverview(body, sales.groupCode, 2025, 12, '2025-06-17');
  });

  it('takes the target from the targets table of the company and year', async () => {
    await api.db.query(
      `INSERT INTO targets (company_id, year, turnover_percent, margin_percent) VALUES (1, 2026, 9.25, 30)
       ON CONFLICT (company_id, year) DO UPDATE SET turnover_percent = 9.25`,
    );
    expect((await get('getoverview')).body.target).toBe(9.25);
  });

  it('follows the current group', async () => {
    const other = await switchGroup(api, sales, '103');
    const { body } = await get('getoverview', other);
    await expectOverview(body, '103', 2026, 6, '2026-06-17');
  });
});

describe('overview/getnewnlostcustomers', () => {
  it('counts first orders and customers turning 4 weeks without an order, per week over the last 52 weeks', async () => {
    const { body } = await get('getnewnlostcustomers');
    expect(body).toHaveLength(52);
    expect(body[0]).toMatchObject({ weekYear: 2025, weekNumber: 26, weekStart: '2025-06-23' });
    expect(body.at(-1)).toMatchObject({ weekYear: 2026, weekNumber: 25, weekStart: '2026-06-15' });
    const rows = await api.db.query<{ first: string; lost: string }>(
      `SELECT min(i.fctdat) AS first, max(i.fctdat) + 28 AS lost FROM invoices i JOIN customers c ON c.debnr = i.debnr
        WHERE c.group_code = $1 GROUP BY i.debnr`,
      [sales.groupCode],
    );
    const sundayOf = (monday: string) => new Date(Date.parse(`${monday}T00:00:00Z`) + 6 * 86_400_000).toISOString().slice(0, 10);
    const expected = body.map((w: any) => ({
      ...w,
      newCustomers: rows.filter((r) => r.first >= w.weekStart && r.first <= sundayOf(w.weekStart)).length,
      lostCustomers: rows.filter((r) => r.lost >= w.weekStart && r.lost <= sundayOf(w.weekStart) && r.lost <= '2026-06-17').length,
    }));
    expect(body).toEqual(expected);
    expect(body.some((w: any) => w.lostCustomers > 0)).toBe(true);
  });

  it('takes the spec’s list of lost-customer values and writes the weeks as NewAndLostCustomers<date>.xlsx', async () => {
    const weeks = (await get('getnewnlostcustomers')).body;
    const file = await postDownload(api, 'overview/downloadnewnlostcustomers', sales.token, weeks.map((w: any) => w.lostCustomers));
    expect(file.status).toBe(200);
    expect(file.fileName).toBe('NewAndLostCustomers2026-06-17.xlsx');
    const rows = await xlsxRows(file.file);
    expect(rows[0]).toEqual(['Week', 'Week start', 'New customers', 'Lost customers']);
    expect(rows.slice(1)).toEqual(
      weeks.map((w: any) => [`${w.weekYear}-W${String(w.weekNumber).padStart(2, '0')}`, w.weekStart, w.newCustomers, w.lostCustomers]),
    );
  });
});

describe('overview group scoping', () => {
  it('never counts another group’s customers', async () => {
    const own = await debnrsOf(api, sales.groupCode);
    const { body } = await get('getoverview');
    expect(body.totalAmountOfClients).toBe(own.size);
  });
});
