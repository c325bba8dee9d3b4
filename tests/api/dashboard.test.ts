import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApi, type ApiHarness } from '../support/apiHarness';
import { loginAs, round2, switchGroup, type Caller } from './customerFixtures';
import { callFresh, daysIn, debnrsOf, invoicedPerCustomer, invoicedTotal, rangeQuery, type Range } from './dashboardFixtures';

/** crm/dashboard/*: every figure against plain SQL over invoices, lines and credits. */
const ENDPOINTS = ['getturnoverorders', 'GetTurnoverDistribution', 'getblocks', 'getcharts', 'gettables', 'GetCreditRedenVerdeling'];
// Loose days at both ends and whole months between: the api reads them from different summaries.
const RANGE: Range = { start: '2026-02-10', end: '2026-05-20' };
const LAST_YEAR: Range = { start: '2025-02-10', end: '2025-05-20' };
const weeks = Math.max(daysIn(RANGE), 7) / 7;

let api: ApiHarness;
let sales: Caller;

const get = <T = any>(path: string, caller: Caller = sales) => callFresh<T>(api, 'GET', `crm/dashboard/${path}`, caller.token);

beforeAll(async () => {
  api = await startApi();
  sales = await loginAs(api, 'sales@demo.test');
});
afterAll(() => api.close());

describe('crm/dashboard access and input', () => {
  it.each(ENDPOINTS)('%s answers 401 without a token and 403 without iCRMBasis', async (path) => {
    expect((await callFresh(api, 'GET', `crm/dashboard/${path}`, undefined)).status).toBe(401);
    const finance = await loginAs(api, 'finance@demo.test');
    const answer = await get(path, finance);
    expect(answer.status).toBe(403);
  });

  it.each(ENDPOINTS)('%s refuses malformed dates, a start after the end and an end in the future with a 400', async (path) => {
    for (const query of ['startDateString=2026-02-30&endDateString=2026-03-01', 'startDateString=17-06-2026', 'endDateString=yesterday', 'startDateString=0000-01-01']) {
      const answer = await get(`${path}?${query}`);
      expect(answer.status, query).toBe(400);
      expect(answer.body.message).toBe('Invalid query parameters');
    }
    const reversed = await get(`${path}?startDateString=2026-05-02&endDateString=2026-05-01`);
    expect(reversed.status).toBe(400);
    expect(reversed.body.message).toBe('The start date must be on or before the end date');
    const future = await get(`${path}?startDateString=2026-06-01&endDateString=2026-06-18`);
    expect(future.status).toBe(400);
    expect(future.body.message).toBe('The end date cannot be in the future');
  });
});

describe('crm/dashboard/getblocks', () => {
  it('equals the KPIs recomputed from the invoices of the range', async () => {
    const { body, status } = await get(`getblocks?${rangeQuery(RANGE)}`);
    expect(status).toBe(200);
    const perCustomer = await invoicedPerCustomer(api, sales.groupCode, RANGE);
    const turnover = perCustomer.reduce((sum, c) => sum + c.turnover, 0);
    const invoices = perCustomer.reduce((sum, c) => sum + c.orders, 0);
    const lastYear = await invoicedTotal(api, sales.groupCode, LAST_YEAR);
    const [group] = await api.db.query<{ total: number; new_codes: number; unpaid: number }>(
      `SELECT count(*)::int AS total, count(*) FILTER (WHERE created BETWEEN $2 AND $3)::int AS new_codes,
              (SELECT coalesce(sum(i.amount - i.paid), 0) FROM invoices i JOIN customers c ON c.debnr = i.debnr
                WHERE c.group_code = $1 AND i.paid < i.amount) AS unpaid
         FROM customers WHERE group_code = $1`,
      [sales.groupCode, RANGE.start, RANGE.end],
    );
    const newDebnrs = new Set(
      (await api.db.query<{ debnr: string }>('SELECT debnr FROM customers WHERE group_code = $1 AND created BETWEEN $2 AND $3', [sales.groupCode, RANGE.start, RANGE.end])).map((r) => r.debnr),
    );
    const newTurnover = perCustomer.filter((c) => newDebnrs.has(c.debnr)).reduce((sum, c) => sum + c.turnover, 0);

    expect(turnover).toBeGreaterThan(0);
    expect(body).toEqual({
      outstandingWeeks: { unpaid: round2(group!.unpaid), turnover: round2(turnover / weeks) },
      difference: round2(((turnover - lastYear) / lastYear) * 100),
      orderDetails: { turnover: round2(turnover), invoices },
      activeClients: perCustomer.length,
      totalClients: group!.total,
      weeksPerOrder: round2((weeks * perCustomer.length) / invoices),
      codes: { newCodes: group!.new_codes, orders: perCustomer.filter((c) => newDebnrs.has(c.debnr)).length },
      turnover: { newTurnover: round2(newTurnover), oldTurnover: round2(turnover - newTurnover) },
    });
  });

  it('defaults to the last 365 days', async () => {
    const explicit = await get(`getblocks?startDateString=2025-06-18&endDateString=2026-06-17`);
    const byDefault = await get('getblocks');
    expect(byDefault.body).toEqual(explicit.body);
    expect(byDefault.body.orderDetails.turnover).toBe(round2(await invoicedTotal(api, sales.groupCode, { start: '2025-06-18', end: '2026-06-17' })));
  });
});

describe('crm/dashboard tiers', () => {
  const turnoverTier = (average: number) => (average < 250 ? 'A' : average < 750 ? 'B' : average < 1250 ? 'C' : average < 2500 ? 'D' : 'E');
  const frequencyTier = (weeksPerOrder: number) =>
    weeksPerOrder < 1 ? 'Platinum' : weeksPerOrder < 1.5 ? 'Gold' : weeksPerOrder < 2.5 ? 'Silver' : weeksPerOrder < 3.5 ? 'Bronze' : 'Blue';

  it('gettables lists every active customer with the tiers of their weekly average and order rhythm', async () => {
    const { body } = await get(`gettables?${rangeQuery(RANGE)}`);
    const expected = (await invoicedPerCustomer(api, sales.groupCode, RANGE)).map((c) => ({
      debnr: c.debnr,
      name: c.name,
      turnover: round2(c.turnover),
      orders: c.orders,
      averageWeeklyTurnover: round2(c.turnover / weeks),
      weeksPerOrder: round2(weeks / c.orders),
      turnoverTier: turnoverTier(c.turnover / weeks),
      frequencyTier: frequencyTier(weeks / c.orders),
    }));
    expect(body.customers).toEqual(expected);
    expect(new Set(expected.map((c) => c.turnoverTier)).size).toBeGreaterThan(1);
    expect(body.topCustomers).toEqual(expected.slice(0, 10).map(({ debnr, name, turnover, orders }) => ({ debnr, name, turnover, orders })));
  });

  it('getcharts counts the customers, turnover and orders of every tier', async () => {
    const { body } = await get(`getcharts?${rangeQuery(RANGE)}`);
    const customers = await invoicedPerCustomer(api, sales.groupCode, RANGE);
    const weekly = ['A', 'B', 'C', 'D', 'E'].map((tier) => {
      const inTier = customers.filter((c) => turnoverTier(c.turnover / weeks) === tier);
      return { tier, customers: inTier.length, turnover: round2(inTier.reduce((s, c) => s + c.turnover, 0)) };
    });
    const frequency = ['Platinum', 'Gold', 'Silver', 'Bronze', 'Blue'].map((tier) => {
      const inTier = customers.filter((c) => frequencyTier(weeks / c.orders) === tier);
      return { tier, customers: inTier.length, orders: inTier.reduce((s, c) => s + c.orders, 0) };
    });
    expect(body).toEqual({ weeklyTurnover: weekly, orderFrequency: frequency });
  });

  it('gettables ranks the 10 most bought products by quantity', async () => {
    const { body } = await get(`gettables?${rangeQuery(RANGE)}`);
    const expected = await api.db.query(
      `SELECT l.artnr, a.art_txt AS "artTxt", sum(l.quantity)::int AS quantity, sum(l.amount) AS turnover
         FROM invoice_lines l JOIN invoices i ON i.factnr = l.factnr JOIN customers c ON c.debnr = i.debnr JOIN articles a ON a.artnr = l.artnr
        WHERE c.group_code = $1 AND i.fctdat BETWEEN $2 AND $3
        GROUP BY l.artnr, a.art_txt ORDER BY quantity DESC, l.artnr LIMIT 10`,
      [sales.groupCode, RANGE.start, RANGE.end],
    );
    expect(body.topProducts).toHaveLength(10);
    expect(body.topProducts).toEqual(expected);
  });
});

describe('crm/dashboard charts and distributions', () => {
  it('getturnoverorders gives every ISO week of the range, each with its invoices inside the range', async () => {
    const { body } = await get(`getturnoverorders?${rangeQuery(RANGE)}`);
    expect(body[0]).toMatchObject({ weekYear: 2026, weekNumber: 7, weekStart: '2026-02-09' });
    expect(body.at(-1)).toMatchObject({ weekYear: 2026, weekNumber: 21, weekStart: '2026-05-18' });
    expect(body).toHaveLength(15);
    for (const week of [body[0], body[5], body.at(-1)]) {
      const sunday = new Date(Date.parse(`${week.weekStart}T00:00:00Z`) + 6 * 86_400_000).toISOString().slice(0, 10);
      const [expected] = await api.db.query<{ turnover: number; orders: number }>(
        `SELECT coalesce(sum(i.amount), 0) AS turnover, count(*)::int AS orders FROM invoices i JOIN customers c ON c.debnr = i.debnr
          WHERE c.group_code = $1 AND i.fctdat BETWEEN greatest($2::date, $3::date) AND least($4::date, $5::date)`,
        [sales.groupCode, week.weekStart, RANGE.start, sunday, RANGE.end],
      );
      expect(week).toMatchObject({ turnover: round2(expected!.turnover), orders: expected!.orders });
      expect(expected!.orders).toBeGreaterThan(0);
    }
  });

  it('GetTurnoverDistribution splits the line turnover over the article groups', async () => {
    const { body } = await get(`GetTurnoverDistribution?${rangeQuery(RANGE)}&refresh=true`);
    const expected = await api.db.query<{ artGroup: string; turnover: number }>(
      `SELECT l.art_group AS "artGroup", sum(l.amount) AS turnover
         FROM invoice_lines l JOIN invoices i ON i.factnr = l.factnr JOIN customers c ON c.debnr = i.debnr
        WHERE c.group_code = $1 AND i.fctdat BETWEEN $2 AND $3 GROUP BY 1 ORDER BY 2 DESC`,
      [sales.groupCode, RANGE.start, RANGE.end],
    );
    const total = expected.reduce((s, r) => s + r.turnover, 0);
    expect(body.map((r: any) => r.artGroup)).toEqual(expected.map((r) => r.artGroup));
    expect(body.map((r: any) => r.turnover)).toEqual(expected.map((r) => round2(r.turnover)));
    expect(body.map((r: any) => r.percentage)).toEqual(expected.map((r) => round2((r.turnover / total) * 100)));
  });

  it('GetCreditRedenVerdeling sums the credits of the range per reason', async () => {
    const { body } = await get(`GetCreditRedenVerdeling?${rangeQuery(RANGE)}`);
    const expected = await api.db.query(
      `SELECT cr.reden, sum(cr.amount) AS "creditBedrag" FROM credits cr JOIN customers c ON c.debnr = cr.debnr
        WHERE c.group_code = $1 AND cr.credit_date BETWEEN $2 AND $3 GROUP BY cr.reden ORDER BY 2 DESC, 1`,
      [sales.groupCode, RANGE.start, RANGE.end],
    );
    expect(expected.length).toBeGreaterThan(0);
    expect(body).toEqual(expected);
  });
});

describe('crm/dashboard group scoping', () => {
  it('follows the current group: after a switch the figures are the new group’s and no other customer appears', async () => {
    const before = await get(`getblocks?${rangeQuery(RANGE)}`);
    const other = await switchGroup(api, sales, '102');
    const after = await get(`getblocks?${rangeQuery(RANGE)}`, other);
    expect(after.body.orderDetails.turnover).toBe(round2(await invoicedTotal(api, '102', RANGE)));
    expect(after.body.totalClients).toBe((await debnrsOf(api, '102')).size);
    expect(after.body.orderDetails.turnover).not.toBe(before.body.orderDetails.turnover);

    const tables = await get(`gettables?${rangeQuery(RANGE)}`, other);
    const own = await debnrsOf(api, '102');
    expect(tables.body.customers.length).toBeGreaterThan(0);
    expect(tables.body.customers.every((c: { debnr: string }) => own.has(c.debnr))).toBe(true);
  });
});
