import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApi, type ApiHarness } from '../support/apiHarness';
import { loginAs, round2, switchGroup, type Caller } from './customerFixtures';
import { callFresh, debnrsOf, invoicedPerCustomer, invoicedTotal, rangeQuery, type Range } from './dashboardFixtures';

/** The tenant-4 dashboard calls (hbxdeco/*) against plain SQL over invoices, lines, credits and reservations. */
const RANGE: Range = { start: '2026-01-15', end: '2026-05-20' };
const DATED = ['GetHbxDecoDashboardBlocks', 'GetDashboardTopTables', 'GetWeeklyOrderFrequency', 'GetTopCreditCustomers', 'GetFinancialGroupDistribution', 'GetFinancialGroupDistributionAllCustomers', 'GetTopPerExchangeRateGroup'];
const UNDATED = ['GetDashboardStijgersAndDalers', 'GetFinancieleGroepen', 'GetOverview', 'GetPastYearOverview', 'GetHbxDecoReservations', 'GetTargetOverview', 'GetMargesOverview', 'GetAllTurnover'];

let api: ApiHarness;
let deco: Caller;
const get = <T = any>(path: string, caller: Caller = deco) => callFresh<T>(api, 'GET', `hbxdeco/${path}`, caller.token);

beforeAll(async () => {
  api = await startApi();
  deco = await loginAs(api, 'deco@demo.test');
});
afterAll(() => api.close());

describe('hbxdeco access', () => {
  it.each([...DATED, ...UNDATED])('%s: 403 without iCRMBasis and for groups of other companies', async (path) => {
    const finance = await loginAs(api, 'finance@demo.test');
    expect((await get(path, finance)).status).toBe(403);
    const sales = await loginAs(api, 'sales@demo.test');
    const refused = await get(path, sales);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('This overview is only available for Heembloemex Deco groups');
    expect((await get(path)).status).toBe(200);
  });

  it('the same user is refused after switching to a company 1 group', async () => {
    const elsewhere = await switchGroup(api, deco, '101');
    expect((await get('GetHbxDecoDashboardBlocks', elsewhere)).status).toBe(403);
  });

  it.each(DATED)('%s: 400 for bad dates', async (path) => {
    expect((await get(`${path}?startDateString=2026-04-31`)).status).toBe(400);
    expect((await get(`${path}?startDateString=2026-05-02&endDateString=2026-05-01`)).body.message).toBe('The start date must be on or before the end date');
    expect((await get(`${path}?endDateString=2027-01-01`)).body.message).toBe('The end date cannot be in the future');
  });
});

describe('hbxdeco/GetHbxDecoDashboardBlocks', () => {
  it('equals realised, cost and written turnover recomputed from the raw tables', async () => {
    const { body } = await get(`GetHbxDecoDashboardBlocks?${rangeQuery(RANGE)}`);
    const [expected] = await api.db.query<Record<string, number>>(
      `SELECT (SELECT sum(l.cost) FROM invoice_lines l JOIN invoices i ON i.factnr = l.factnr JOIN customers c ON c.debnr = i.debnr
                WHERE c.group_code = $1 AND i.fctdat BETWEEN $2 AND $3) AS cost,
              (SELECT coalesce(sum(r.amount) FILTER (WHERE r.delivery_date < '2027-01-01'), 0) FROM reservations r JOIN customers c ON c.debnr = r.debnr
                WHERE c.group_code = $1 AND r.reserved_on BETWEEN $2 AND $3 AND r.delivery_date >= '2026-01-01') AS reserved,
              (SELECT coalesce(sum(r.amount), 0) FROM reservations r JOIN customers c ON c.debnr = r.debnr
                WHERE c.group_code = $1 AND r.reserved_on BETWEEN $2 AND $3 AND r.delivery_date BETWEEN '2027-01-01' AND '2027-12-31') AS next_year,
              (SELECT margin_percent FROM targets WHERE company_id = 4 AND year = 2026) AS target`,
      [deco.groupCode, RANGE.start, RANGE.end],
    );
    const realised = await invoicedTotal(api, deco.groupCode, RANGE);
    expect(expected!.reserved).toBeGreaterThan(0);
    expect(body).toEqual({
      realisedTurnover: round2(realised),
      realisedTurnoverORDERKP: round2(expected!.cost!),
      reservedTurnover: round2(expected!.reserved!),
      reservedTurnoverNextYear: round2(expected!.next_year!),
      reservedTurnoverAndBestverd: round2(realised + expected!.reserved!),
      targetPercentMarges: expected!.target,
    });
  });
});

describe('hbxdeco/GetDashboardTopTables', () => {
  it('ranks customers by realised and by written turnover, articles and article groups, 10 at most', async () => {
    const { body } = await get(`GetDashboardTopTables?${rangeQuery(RANGE)}`);
    const customers = await invoicedPerCustomer(api, deco.groupCode, RANGE);
    const debnaam = new Map((await api.db.query<{ debnr: string; debnaam: string }>('SELECT debnr, debnaam FROM customers')).map((c) => [c.debnr, c.debnaam]));
    expect(body.turnover).toEqual(customers.slice(0, 10).map((c) => ({ debnr: c.debnr, debnaam: debnaam.get(c.debnr), turnover: round2(c.turnover) })));
    const written = await api.db.query(
      `SELECT r.debnr, c.debnaam, sum(r.amount) AS turnover FROM reservations r JOIN customers c ON c.debnr = r.debnr
        WHERE c.group_code = $1 AND r.reserved_on BETWEEN $2 AND $3 GROUP BY 1, 2 ORDER BY 3 DESC, 1 LIMIT 10`,
      [deco.groupCode, RANGE.start, RANGE.end],
    );
    expect(written.length).toBeGreaterThan(0);
    expect(body.writtenOrders).toEqual(written);
    const lines = `FROM invoice_lines l JOIN invoices i ON i.factnr = l.factnr JOIN customers c ON c.debnr = i.debnr JOIN articles a ON a.artnr = l.artnr
                   WHERE c.group_code = $1 AND i.fctdat BETWEEN $2 AND $3`;
    expect(body.articles).toEqual(
      await api.db.query(`SELECT l.artnr, a.art_txt AS "artTxt", sum(l.amount) AS turnover ${lines} GROUP BY 1, 2 ORDER BY 3 DESC, 1 LIMIT 10`, [deco.groupCode, RANGE.start, RANGE.end]),
    );
    expect(body.articleGroups).toEqual(
      await api.db.query(
        `SELECT ag.code AS "artGroup", ag.name AS "artGroupTxt", sum(l.amount) AS turnover ${lines.replace('JOIN articles a ON a.artnr = l.artnr', 'JOIN article_groups ag ON ag.code = l.art_group')}
          GROUP BY 1, 2 ORDER BY 3 DESC, 1`,
        [deco.groupCode, RANGE.start, RANGE.end],
      ),
    );
  });
});

describe('hbxdeco/GetDashboardStijgersAndDalers', () => {
  it('compares weeks 15-19 with weeks 20-24 of 2026 per customer: 10 largest rises and falls', async () => {
    const { body } = await get('GetDashboardStijgersAndDalers');
    const halves = await api.db.query<{ debnr: string; debnaam: string; previous: number; current: number }>(
      `SELECT i.debnr, c.debnaam, coalesce(sum(i.amount) FILTER (WHERE i.fctdat < '2026-05-11'), 0) AS previous,
              coalesce(sum(i.amount) FILTER (WHERE i.fctdat >= '2026-05-11'), 0) AS current
         FROM invoices i JOIN customers c ON c.debnr = i.debnr
        WHERE c.group_code = $1 AND i.fctdat BETWEEN '2026-04-06' AND '2026-06-14' GROUP BY 1, 2`,
      [deco.groupCode],
    );
    const movers = halves.map((h) => ({
      debnr: h.debnr,
      debnaam: h.debnaam,
      previousTurnover: round2(h.previous),
      currentTurnover: round2(h.current),
      difference: round2(h.current - h.previous),
      changePercentage: h.previous === 0 ? null : round2(((h.current - h.previous) / h.previous) * 100),
    }));
    const byDebnr = (a: { debnr: string }, b: { debnr: string }) => a.debnr.localeCompare(b.debnr);
    const stijgers = movers.filter((m) => m.difference > 0).sort((a, b) => b.difference - a.difference || byDebnr(a, b)).slice(0, 10);
    const dalers = movers.filter((m) => m.difference < 0).sort((a, b) => a.difference - b.difference || byDebnr(a, b)).slice(0, 10);
    expect(stijgers.length).toBeGreaterThan(0);
    expect(dalers.length).toBeGreaterThan(0);
    expect(body).toEqual({ stijgers, dalers });
  });
});

describe('hbxdeco order frequency, credits, financial groups and exchange-rate groups', () => {
  it('GetWeeklyOrderFrequency splits each week’s orders into webshop and personal', async () => {
    const { body } = await get(`GetWeeklyOrderFrequency?${rangeQuery(RANGE)}`);
    expect(body).toHaveLength(19);
    const counts = await api.db.query<{ week: string; online: number; personal: number }>(
      `SELECT date_trunc('week', i.fctdat::timestamp)::date AS week, count(*) FILTER (WHERE i.order_source = 'online')::int AS online,
              count(*) FILTER (WHERE i.order_source = 'personal')::int AS personal
         FROM invoices i JOIN customers c ON c.debnr = i.debnr WHERE c.group_code = $1 AND i.fctdat BETWEEN $2 AND $3 GROUP BY 1`,
      [deco.groupCode, RANGE.start, RANGE.end],
    );
    const byWeek = new Map(counts.map((c) => [c.week, c]));
    expect(body.map((w: any) => [w.weekStart, w.online, w.personal])).toEqual(
      body.map((w: any) => [w.weekStart, byWeek.get(w.weekStart)?.online ?? 0, byWeek.get(w.weekStart)?.personal ?? 0]),
    );
    expect(body.reduce((s: number, w: any) => s + w.online + w.personal, 0)).toBe(counts.reduce((s, c) => s + c.online + c.personal, 0));
  });

  it('GetTopCreditCustomers sorts by credited amount or by number of credits', async () => {
    const credits = await api.db.query<{ debnr: string; name: string; creditValue: number; amountOfCredits: number }>(
      `SELECT cr.debnr, c.name, sum(cr.amount) AS "creditValue", count(*)::int AS "amountOfCredits"
         FROM credits cr JOIN customers c ON c.debnr = cr.debnr WHERE c.group_code = $1 AND cr.credit_date BETWEEN '2026-01-01' AND '2026-06-17'
        GROUP BY 1, 2`,
      [deco.groupCode],
    );
    const byValue = [...credits].sort((a, b) => b.creditValue - a.creditValue || b.amountOfCredits - a.amountOfCredits || a.debnr.localeCompare(b.debnr));
    const byCount = [...credits].sort((a, b) => b.amountOfCredits - a.amountOfCredits || b.creditValue - a.creditValue || a.debnr.localeCompare(b.debnr));
    expect((await get('GetTopCreditCustomers?sortByCreditValue=true')).body).toEqual(byValue.slice(0, 10));
    expect((await get('GetTopCreditCustomers?sortByCreditValue=false')).body).toEqual(byCount.slice(0, 10));
  });

  it('GetFinancialGroupDistribution counts the caller’s own customers per financial group, ...AllCustomers the whole group', async () => {
    const [code] = await api.db.query<{ account_manager: string }>(
      `SELECT account_manager FROM customers WHERE group_code = $1 AND account_manager IS NOT NULL AND fin_groep IS NOT NULL
        GROUP BY 1 ORDER BY count(*) DESC LIMIT 1`,
      [deco.groupCode],
    );
    await api.db.query(`UPDATE account_managers SET user_id = (SELECT id FROM users WHERE email = 'deco@demo.test') WHERE company_id = 4 AND code = $1`, [code!.account_manager]);
    const expected = (own: boolean) =>
      api.db.query(
        `SELECT fg.text AS name, count(c.debnr)::int AS value,
                coalesce(sum((SELECT sum(amount) FROM invoices i WHERE i.debnr = c.debnr AND i.fctdat BETWEEN $2 AND $3)), 0) AS verkoopbedrag
           FROM financial_groups fg LEFT JOIN customers c ON c.fin_groep = fg.code AND c.group_code = $1 AND ($4 = false OR c.account_manager = $5)
          GROUP BY fg.code, fg.text ORDER BY fg.code`,
        [deco.groupCode, RANGE.start, RANGE.end, own, code!.account_manager],
      );
    const all = await get(`GetFinancialGroupDistributionAllCustomers?${rangeQuery(RANGE)}`);
    const own = await get(`GetFinancialGroupDistribution?${rangeQuery(RANGE)}`);
    expect(all.body).toEqual(await expected(false));
    expect(own.body).toEqual(await expected(true));
    expect(own.body.reduce((s: number, g: any) => s + g.value, 0)).toBeGreaterThan(0);
    expect(own.body.reduce((s: number, g: any) => s + g.value, 0)).toBeLessThan(all.body.reduce((s: number, g: any) => s + g.value, 0));
  });

  it('GetFinancieleGroepen lists the financial groups', async () => {
    expect((await get('GetFinancieleGroepen')).body).toEqual(await api.db.query('SELECT code, text FROM financial_groups ORDER BY code'));
  });

  it('GetTopPerExchangeRateGroup ranks each exchange-rate group’s customers against the same dates last year', async () => {
    const { body } = await get(`GetTopPerExchangeRateGroup?${rangeQuery(RANGE)}`);
    const rows = await api.db.query<{ group: string; debnr: string; debnaam: string; cy: number; ly: number }>(
      `SELECT c.exchange_rate_group AS group, c.debnr, c.debnaam,
              coalesce(sum(i.amount) FILTER (WHERE i.fctdat BETWEEN $2 AND $3), 0) AS cy,
              coalesce(sum(i.amount) FILTER (WHERE i.fctdat BETWEEN $4 AND $5), 0) AS ly
         FROM customers c JOIN invoices i ON i.debnr = c.debnr
        WHERE c.group_code = $1 AND c.exchange_rate_group IS NOT NULL GROUP BY 1, 2, 3`,
      [deco.groupCode, RANGE.start, RANGE.end, '2025-01-15', '2025-05-20'],
    );
    const groups = [...new Set(rows.filter((r) => r.cy !== 0 || r.ly !== 0).map((r) => r.group))].sort();
    expect(groups.length).toBeGreaterThan(1);
    expect(body).toEqual(
      groups.map((group) => ({
        exchangeRateGroup: group,
        rows: rows
          .filter((r) => r.group === group && (r.cy !== 0 || r.ly !== 0))
          .sort((a, b) => b.cy - a.cy || a.debnr.localeCompare(b.debnr))
          .slice(0, 20)
          .map((r) => ({ debnr: r.debnr, debnaam: r.debnaam, cyTotal: round2(r.cy), lyTotal: round2(r.ly), changePercentage: r.ly === 0 ? null : round2(((r.cy - r.ly) / r.ly) * 100) })),
      })),
    );
  });
});

describe('hbxdeco group scoping', () => {
  it('after switching to another deco group only that group’s customers and figures appear', async () => {
    const other = await switchGroup(api, deco, '402');
    const blocks = await get(`GetHbxDecoDashboardBlocks?${rangeQuery(RANGE)}`, other);
    expect(blocks.body.realisedTurnover).toBe(round2(await invoicedTotal(api, '402', RANGE)));
    const tables = await get(`GetDashboardTopTables?${rangeQuery(RANGE)}`, other);
    const own = await debnrsOf(api, '402');
    expect(tables.body.turnover.length).toBeGreaterThan(0);
    expect([...tables.body.turnover, ...tables.body.writtenOrders].every((r: { debnr: string }) => own.has(r.debnr))).toBe(true);
  });
});
