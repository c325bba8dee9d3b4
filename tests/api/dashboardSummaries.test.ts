import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApi, type ApiHarness } from '../support/apiHarness';
import { customerWhere, loginAs, round2, type Caller } from './customerFixtures';
import { callFresh, invoicedTotal, rangeQuery, type Range } from './dashboardFixtures';

/**
 * The sales summaries of migration 006 follow every change to invoices, lines and credits: the
 * dashboards show a new, changed or removed invoice at once, and the summaries always equal a full
 * recomputation (sales_summaries_drift() is empty).
 */
const RANGE: Range = { start: '2026-03-01', end: '2026-05-31' };
const FACTNR = 99_000_001;

let api: ApiHarness;
let sales: Caller;
let debnr: string;

const blocks = async () => (await callFresh(api, 'GET', `crm/dashboard/getblocks?${rangeQuery(RANGE)}`, sales.token)).body;
const distribution = async () =>
  Object.fromEntries(
    (await callFresh(api, 'GET', `crm/dashboard/GetTurnoverDistribution?${rangeQuery(RANGE)}`, sales.token)).body.map((r: any) => [r.artGroup, r.turnover]),
  );
const expectNoDrift = async () => expect(await api.db.query('SELECT * FROM sales_summaries_drift()')).toEqual([]);

beforeAll(async () => {
  api = await startApi();
  sales = await loginAs(api, 'sales@demo.test');
  debnr = await customerWhere(api, sales.groupCode);
});
afterAll(() => api.close());

describe('sales summaries', () => {
  it('agree with the raw tables after the seed', async () => {
    await expectNoDrift();
    expect((await blocks()).orderDetails.turnover).toBe(round2(await invoicedTotal(api, sales.groupCode, RANGE)));
  });

  it('show an inserted invoice with its lines in the blocks, the weekly chart and the distribution', async () => {
    const before = { blocks: await blocks(), distribution: await distribution() };
    const week = async () =>
      (await callFresh(api, 'GET', `crm/dashboard/getturnoverorders?${rangeQuery(RANGE)}`, sales.token)).body.find((w: any) => w.weekStart === '2026-04-13');
    const weekBefore = await week();
    await api.db.query(
      `INSERT INTO invoices (factnr, debnr, company_id, branch_id, fctdat, amount, paid, order_source) VALUES ($1, $2, 1, 1, '2026-04-15', 1234.56, 0, 'personal')`,
      [FACTNR, debnr],
    );
    const [flower, plant] = await api.db.query<{ artnr: string; art_group: string }>(
      `(SELECT artnr, art_group FROM articles WHERE art_group = 'FLOWERS' LIMIT 1) UNION ALL (SELECT artnr, art_group FROM articles WHERE art_group = 'PLANTS' LIMIT 1)`,
    );
    await api.db.query(
      `INSERT INTO invoice_lines (factnr, artnr, art_group, quantity, amount, cost) VALUES ($1, $2, $3, 100, 1000, 700), ($1, $4, $5, 5, 234.56, 150)`,
      [FACTNR, flower!.artnr, flower!.art_group, plant!.artnr, plant!.art_group],
    );
    const after = await blocks();
    expect(after.orderDetails).toEqual({ turnover: round2(before.blocks.orderDetails.turnover + 1234.56), invoices: before.blocks.orderDetails.invoices + 1 });
    expect(after.outstandingWeeks.unpaid).toBe(round2(before.blocks.outstandingWeeks.unpaid + 1234.56));
    expect(await week()).toEqual({ ...weekBefore, turnover: round2(weekBefore.turnover + 1234.56), orders: weekBefore.orders + 1 });
    const distributionAfter = await distribution();
    expect(distributionAfter.FLOWERS).toBe(round2(before.distribution.FLOWERS + 1000));
    expect(distributionAfter.PLANTS).toBe(round2(before.distribution.PLANTS + 234.56));
    await expectNoDrift();
  });

  it('follow an invoice changed in amount, then moved out of the range', async () => {
    const before = await blocks();
    await api.db.query('UPDATE invoices SET amount = amount + 100 WHERE factnr = $1', [FACTNR]);
    expect((await blocks()).orderDetails.turnover).toBe(round2(before.orderDetails.turnover + 100));
    await api.db.query(`UPDATE invoices SET fctdat = '2026-06-02' WHERE factnr = $1`, [FACTNR]);
    const moved = await blocks();
    expect(moved.orderDetails).toEqual({ turnover: round2(before.orderDetails.turnover - 1234.56), invoices: before.orderDetails.invoices - 1 });
    expect(moved.orderDetails.turnover).toBe(round2(await invoicedTotal(api, sales.groupCode, RANGE)));
    await expectNoDrift();
  });

  it('follow changed and deleted lines, credits and a deleted invoice', async () => {
    await api.db.query(`UPDATE invoices SET fctdat = '2026-04-15' WHERE factnr = $1`, [FACTNR]);
    const before = await distribution();
    await api.db.query(`UPDATE invoice_lines SET amount = amount + 50 WHERE factnr = $1 AND art_group = 'PLANTS'`, [FACTNR]);
    expect((await distribution()).PLANTS).toBe(round2(before.PLANTS + 50));
    await api.db.query(`DELETE FROM invoice_lines WHERE factnr = $1 AND art_group = 'FLOWERS'`, [FACTNR]);
    expect((await distribution()).FLOWERS).toBe(round2(before.FLOWERS - 1000));

    const reasons = async () =>
      (await callFresh(api, 'GET', `crm/dashboard/GetCreditRedenVerdeling?${rangeQuery(RANGE)}`, sales.token)).body.find((r: any) => r.reden === 'Proef');
    await api.db.query(`INSERT INTO credits (debnr, factnr, credit_date, amount, reden) VALUES ($1, $2, '2026-04-20', 80, 'Proef')`, [debnr, FACTNR]);
    expect(await reasons()).toEqual({ reden: 'Proef', creditBedrag: 80 });
    await expectNoDrift();
    await api.db.query('DELETE FROM credits WHERE factnr = $1', [FACTNR]);
    expect(await reasons()).toBeUndefined();

    await api.db.query('DELETE FROM invoices WHERE factnr = $1', [FACTNR]);
    expect((await blocks()).orderDetails.turnover).toBe(round2(await invoicedTotal(api, sales.groupCode, RANGE)));
    await expectNoDrift();
  });

  it('move a customer’s history along when the customer changes group', async () => {
    const turnoverOf = async (groupCode: string) => round2(await invoicedTotal(api, groupCode, RANGE));
    const own = await api.db.query<{ amount: number }>(
      `SELECT coalesce(sum(amount), 0) AS amount FROM invoices WHERE debnr = $1 AND fctdat BETWEEN $2 AND $3`,
      [debnr, RANGE.start, RANGE.end],
    );
    expect(own[0]!.amount).toBeGreaterThan(0);
    const before = await blocks();
    await api.db.query(`UPDATE customers SET group_code = '102' WHERE debnr = $1`, [debnr]);
    const after = await blocks();
    expect(after.orderDetails.turnover).toBe(round2(before.orderDetails.turnover - own[0]!.amount));
    expect(after.orderDetails.turnover).toBe(await turnoverOf(sales.groupCode));
    expect(after.totalClients).toBe(before.totalClients - 1);
    await expectNoDrift();
  });
});
