import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApi, type ApiHarness } from '../support/apiHarness';
import { cloneCustomer, customerWhere, loginAs, switchGroup, type Caller } from './customerFixtures';
import { callFresh, debnrsOf } from './dashboardFixtures';

/** weblog/getweblog and weblog/getweblogvisits against plain SQL over web_visits and invoices. */
let api: ApiHarness;
let sales: Caller;
const get = <T = any>(path: string, caller: Caller = sales) => callFresh<T>(api, 'GET', `weblog/${path}`, caller.token);

beforeAll(async () => {
  api = await startApi();
  sales = await loginAs(api, 'sales@demo.test');
});
afterAll(() => api.close());

/** Each visitor's latest visit of the range, with their last invoice on or before that visit's day. */
function expectedVisitors(groupCode: string, start: string, end: string) {
  return api.db.query<Record<string, unknown>>(
    `WITH visits AS (
       SELECT v.*, row_number() OVER (PARTITION BY v.debnr ORDER BY v.logtime DESC) AS n
         FROM web_visits v JOIN customers c ON c.debnr = v.debnr
        WHERE c.group_code = $1 AND v.logtime::date BETWEEN $2 AND $3)
     SELECT v.debnr, c.name, v.logtime, (SELECT max(fctdat) FROM invoices i WHERE i.debnr = v.debnr AND i.fctdat <= v.logtime::date) AS last_order,
            c.commercial_type, v.pages_visited, c.created
       FROM visits v JOIN customers c ON c.debnr = v.debnr WHERE v.n = 1
      ORDER BY v.logtime DESC, v.debnr`,
    [groupCode, start, end],
  );
}

const days = (from: string, to: string) => (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000;

describe('weblog access and input', () => {
  it.each(['getweblog', 'getweblogvisits'])('%s: 403 without iCRMBasis, 400 for bad dates', async (path) => {
    const finance = await loginAs(api, 'finance@demo.test');
    expect((await get(path, finance)).status).toBe(403);
    expect((await get(`${path}?startDateString=2026-06-31`)).status).toBe(400);
    expect((await get(`${path}?startDateString=2026-06-10&endDateString=2026-06-01`)).status).toBe(400);
    expect((await get(`${path}?endDateString=2026-06-18`)).body.message).toBe('The end date cannot be in the future');
  });
});

describe('weblog/getweblog', () => {
  it('lists each visitor of the last 30 days once, with their latest visit and their last order before it', async () => {
    const { body, status } = await get('getweblog');
    expect(status).toBe(200);
    const expected = (await expectedVisitors(sales.groupCode, '2026-05-19', '2026-06-17')).map((v) => {
      const logtime = (v.logtime as Date).toISOString();
      const lastOrder = v.last_order as string | null;
      const created = (v.created as string) < '2017-01-01' ? '2017-01-01' : (v.created as string);
      return {
        debnr: v.debnr,
        name: v.name,
        logtime,
        lastOrderTime: lastOrder,
        difference: lastOrder === null ? 999 : days(lastOrder, logtime.slice(0, 10)),
        commercialType: v.commercial_type,
        pagesVisited: v.pages_visited,
        daysCreated: days(created, '2026-06-17'),
      };
    });
    expect(expected.length).toBeGreaterThan(5);
    expect(body).toEqual(expected);
  });

  it('marks a visitor who never ordered with 999, a same-day order with 0, and counts old customers’ days from 01-01-2017', async () => {
    const model = await customerWhere(api, sales.groupCode);
    const never = await cloneCustomer(api, model, '199901', { created: '2015-03-01' });
    await api.db.query(`INSERT INTO web_visits (debnr, logtime, pages_visited, bought) VALUES ($1, '2026-06-16T09:30:00Z', 7, false)`, [never]);
    const buyer = await cloneCustomer(api, model, '199902', { created: '2026-06-01' });
    await api.db.query(
      `INSERT INTO invoices (factnr, debnr, company_id, branch_id, fctdat, amount, paid, order_source) VALUES (9199902, $1, 1, 1, '2026-06-16', 120, 0, 'online')`,
      [buyer],
    );
    await api.db.query(`INSERT INTO web_visits (debnr, logtime, pages_visited, bought) VALUES ($1, '2026-06-16T10:15:00Z', 3, true)`, [buyer]);
    const { body } = await get('getweblog?startDateString=2026-06-16&endDateString=2026-06-16');
    const row = (debnr: string) => body.find((r: { debnr: string }) => r.debnr === debnr);
    expect(row(never)).toMatchObject({ lastOrderTime: null, difference: 999, pagesVisited: 7, daysCreated: days('2017-01-01', '2026-06-17') });
    expect(row(buyer)).toMatchObject({ logtime: '2026-06-16T10:15:00.000Z', lastOrderTime: '2026-06-16', difference: 0, daysCreated: 16 });
  });

  it('follows the current group', async () => {
    const other = await switchGroup(api, sales, '102');
    const { body } = await get('getweblog', other);
    const own = await debnrsOf(api, '102');
    expect(body.length).toBeGreaterThan(0);
    expect(body.every((r: { debnr: string }) => own.has(r.debnr))).toBe(true);
  });
});

describe('weblog/getweblogvisits', () => {
  it('counts visits and visits that bought per day of the range, days without visits at 0', async () => {
    const { body } = await get('getweblogvisits?startDateString=2026-04-01&endDateString=2026-06-17');
    const counted = await api.db.query<{ date: string; visits: number; bought: number }>(
      `SELECT v.logtime::date AS date, count(*)::int AS visits, count(*) FILTER (WHERE v.bought)::int AS bought
         FROM web_visits v JOIN customers c ON c.debnr = v.debnr
        WHERE c.group_code = $1 AND v.logtime::date BETWEEN '2026-04-01' AND '2026-06-17' GROUP BY 1`,
      [sales.groupCode],
    );
    const byDate = new Map(counted.map((c) => [c.date, c]));
    expect(body).toHaveLength(78);
    expect(body[0].date).toBe('2026-04-01');
    expect(body.at(-1).date).toBe('2026-06-17');
    expect(body).toEqual(body.map((d: { date: string }) => ({ date: d.date, visits: byDate.get(d.date)?.visits ?? 0, bought: byDate.get(d.date)?.bought ?? 0 })));
    expect(body.reduce((s: number, d: { visits: number }) => s + d.visits, 0)).toBe(counted.reduce((s, c) => s + c.visits, 0));
  });

  it('defaults to the last 30 days, today included', async () => {
    const { body } = await get('getweblogvisits');
    expect(body).toHaveLength(30);
    expect(body[0].date).toBe('2026-05-19');
  });
});
