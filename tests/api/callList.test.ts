import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LastInvoiceRow, NewCustomerRow, SingleInvoiceRow } from '../../schemas/entities/callList';
import { TEST_NOW, startApi, type ApiHarness } from '../support/apiHarness';
import { cloneCustomer, customerWhere, loginAs, switchGroup, type Caller } from './customerFixtures';

/** Weekdays (Mon-Fri) before `from` (by default Wednesday 2026-06-17), counted back: 1 = Tue 16 June. */
function weekdaysAgo(count: number, from = '2026-06-17'): string {
  const day = new Date(`${from}T00:00:00Z`);
  for (let n = 0; n < count; ) {
    day.setUTCDate(day.getUTCDate() - 1);
    if (day.getUTCDay() !== 0 && day.getUTCDay() !== 6) n++;
  }
  return day.toISOString().slice(0, 10);
}

describe('call list', () => {
  let api: ApiHarness;
  let sales: Caller;

  beforeAll(async () => {
    api = await startApi();
    sales = await loginAs(api, 'sales@demo.test');
  });
  afterAll(() => api.close());

  const block = (n: number, caller = sales) => api.call('GET', `callList/GetBlock${n}`, { token: caller.token });

  /** The group's customers with their last invoice date and invoice count, straight from invoices. */
  const lastInvoices = (groupCode: string) =>
    api.db.query<{ debnr: string; last: string; n: number }>(
      `SELECT c.debnr, max(i.fctdat) AS last, count(*)::int AS n FROM customers c JOIN invoices i ON i.debnr = c.debnr WHERE c.group_code = $1 GROUP BY c.debnr`,
      [groupCode],
    );

  it('knows its weekday arithmetic: 5 weekdays before Wednesday 17 June is Wednesday 10 June', () => {
    expect([weekdaysAgo(1), weekdaysAgo(5), weekdaysAgo(7), weekdaysAgo(10), weekdaysAgo(30)]).toEqual(['2026-06-16', '2026-06-10', '2026-06-08', '2026-06-03', '2026-05-06']);
  });

  it('block 1: customers created up to 7 days ago, newest first, active unless awaiting validation', async () => {
    const base = await customerWhere(api, sales.groupCode);
    await cloneCustomer(api, base, 'Z00401', { created: '2026-06-10', inactive: true });
    await cloneCustomer(api, base, 'Z00402', { created: '2026-06-09' });
    const { status, body } = await block(1);
    expect(status).toBe(200);
    const rows = body.map((r: unknown) => NewCustomerRow.parse(r));
    const expected = await api.db.query<{ debnr: string; inactive: boolean; created: string }>(
      `SELECT debnr, inactive, created FROM customers WHERE group_code = $1 AND created >= '2026-06-10' AND created <= '2026-06-17' ORDER BY created DESC, debnr`,
      [sales.groupCode],
    );
    expect(rows.map((r: NewCustomerRow) => [r.debnr, r.active, r.created])).toEqual(expected.map((r) => [r.debnr, !r.inactive, r.created]));
    expect(rows).toContainEqual(expect.objectContaining({ debnr: 'Z00401', active: false, created: '2026-06-10' }));
    expect(rows.some((r: NewCustomerRow) => r.debnr === 'Z00402')).toBe(false);

    await cloneCustomer(api, base, 'Z00403', { created: '2026-06-17', inactive: false });
    expect((await block(1)).body[0]).toMatchObject({ debnr: 'Z00403', active: true, created: '2026-06-17' });
  });

  it('moves the weekday windows with the day', async () => {
    const expectedOn = async (day: string) =>
      (await lastInvoices(sales.groupCode))
        .filter((c) => c.last >= weekdaysAgo(7, day) && c.last <= weekdaysAgo(5, day))
        .map((c) => c.debnr)
        .sort();
    expect(((await block(2)).body as LastInvoiceRow[]).map((r) => r.debnr).sort()).toEqual(await expectedOn('2026-06-17'));
    api.clock.set(new Date('2026-06-18T08:00:00Z'));
    try {
      const tomorrow = await loginAs(api, 'sales@demo.test');
      const nextDay = ((await block(2, tomorrow)).body as LastInvoiceRow[]).map((r) => r.debnr).sort();
      expect(nextDay).toEqual(await expectedOn('2026-06-18'));
      expect(nextDay).not.toEqual(await expectedOn('2026-06-17'));
    } finally {
      api.clock.set(TEST_NOW);
    }
  });

  for (const [n, from, to] of [[2, 5, 7], [3, 10, 14], [4, 20, 30]] as const) {
    it(`block ${n}: customers whose last invoice was ${from}-${to} weekdays ago, most recent first`, async () => {
      const { status, body } = await block(n);
      expect(status).toBe(200);
      const rows = body.map((r: unknown) => LastInvoiceRow.parse(r));
      const expected = (await lastInvoices(sales.groupCode))
        .filter((c) => c.last >= weekdaysAgo(to) && c.last <= weekdaysAgo(from))
        .sort((a, b) => b.last.localeCompare(a.last) || a.debnr.localeCompare(b.debnr));
      expect(expected.length).toBeGreaterThan(0);
      expect(rows.map((r: LastInvoiceRow) => [r.debnr, r.fctdat])).toEqual(expected.map((c) => [c.debnr, c.last]));
    });
  }

  it('moves a customer between blocks when an invoice is added or removed', async () => {
    const moving = await cloneCustomer(api, await customerWhere(api, sales.groupCode), 'Z00410', { lev_stop: true });
    await api.db.query(`INSERT INTO invoices VALUES (999000001, $1, 1, 1, $2, 100, 0, NULL, 'online')`, [moving, weekdaysAgo(12)]);
    const inBlock3 = (await block(3)).body.find((r: LastInvoiceRow) => r.debnr === moving);
    expect(inBlock3).toEqual({ levStop: true, debnr: moving, name: expect.any(String), fctdat: weekdaysAgo(12) });
    expect((await block(6)).body.some((r: SingleInvoiceRow) => r.debnr === moving)).toBe(true);

    await api.db.query(`INSERT INTO invoices VALUES (999000002, $1, 1, 1, $2, 50, 0, NULL, 'online')`, [moving, weekdaysAgo(6)]);
    expect((await block(3)).body.some((r: LastInvoiceRow) => r.debnr === moving)).toBe(false);
    expect((await block(2)).body.some((r: LastInvoiceRow) => r.debnr === moving)).toBe(true);
    expect((await block(6)).body.some((r: SingleInvoiceRow) => r.debnr === moving)).toBe(false);

    await api.db.query(`DELETE FROM invoices WHERE factnr = 999000002`);
    expect((await block(3)).body.some((r: LastInvoiceRow) => r.debnr === moving)).toBe(true);
    await api.db.query(`UPDATE invoices SET fctdat = $1 WHERE factnr = 999000001`, [weekdaysAgo(25)]);
    expect((await block(4)).body.some((r: LastInvoiceRow) => r.debnr === moving)).toBe(true);

    // A renamed customer whose delivery opens shows so in the block at once.
    await api.db.query(`UPDATE customers SET name = 'Renamed Flowers', lev_stop = false WHERE debnr = $1`, [moving]);
    expect((await block(4)).body.find((r: LastInvoiceRow) => r.debnr === moving)).toMatchObject({ name: 'Renamed Flowers', levStop: false });

    // Moved to another debtor group, the customer leaves this group's blocks and shows in the other's.
    await api.db.query(`UPDATE customers SET group_code = '102' WHERE debnr = $1`, [moving]);
    expect((await block(4)).body.some((r: LastInvoiceRow) => r.debnr === moving)).toBe(false);
    const inOtherGroup = await api.call('GET', 'callList/GetBlock4', { token: sales.token, headers: { groupcode: '102' } });
    expect(inOtherGroup.body.some((r: LastInvoiceRow) => r.debnr === moving)).toBe(true);
  });

  it('answers a held block with 304 until the group changes, and again on the next day', async () => {
    const held = async (n: number, etag: string, who = sales) => (await api.call('GET', `callList/GetBlock${n}`, { token: who.token, headers: { 'if-none-match': etag } })).status;
    const first = await block(2);
    const etag = first.headers.get('etag')!;
    expect(etag).toMatch(/^"callList2:\d+:2026-06-17:\d+"$/);
    expect(await held(2, etag)).toBe(304);
    await api.db.query(`UPDATE customers SET name = name || ' bv' WHERE debnr = (SELECT min(debnr) FROM customers WHERE group_code = $1)`, [sales.groupCode]);
    expect(await held(2, etag)).toBe(200);
    const now = (await block(2)).headers.get('etag')!;
    api.clock.set(new Date(TEST_NOW.getTime() + 86_400_000));
    try {
      // The next day's windows differ: the kept answer of today is not sent for it.
      expect(await held(2, now, await loginAs(api, 'sales@demo.test'))).toBe(200);
    } finally {
      api.clock.set(TEST_NOW);
    }
  });

  it('keeps the invoice summary behind blocks 2-6 equal to the invoices and the customers it summarises', async () => {
    const drift = await api.db.query(
      `SELECT * FROM (SELECT i.debnr, c.group_code, c.name, c.lev_stop, c.btw_ok, count(*)::int AS n, min(i.fctdat) AS first, max(i.fctdat) AS last
                        FROM invoices i JOIN customers c ON c.debnr = i.debnr GROUP BY i.debnr, c.group_code, c.name, c.lev_stop, c.btw_ok) a
         FULL JOIN (SELECT debnr, group_code, name, lev_stop, btw_ok, invoice_count AS n, first_fctdat AS first, last_fctdat AS last FROM customer_invoice_summary) s USING (debnr)
        WHERE (a.group_code, a.name, a.lev_stop, a.btw_ok, a.n, a.first, a.last) IS DISTINCT FROM (s.group_code, s.name, s.lev_stop, s.btw_ok, s.n, s.first, s.last)`,
    );
    expect(drift).toEqual([]);
    expect((await api.db.query<{ n: number }>('SELECT count(*)::int AS n FROM customer_invoice_summary'))[0]!.n).toBeGreaterThan(100);
  });

  it('block 6: customers with exactly one invoice, with VAT check and that invoice date', async () => {
    const { status, body } = await block(6);
    expect(status).toBe(200);
    const rows = body.map((r: unknown) => SingleInvoiceRow.parse(r));
    const singles = (await lastInvoices(sales.groupCode)).filter((c) => c.n === 1);
    const btw = await api.db.query<{ debnr: string; btw_ok: boolean }>('SELECT debnr, btw_ok FROM customers WHERE debnr = ANY($1)', [singles.map((c) => c.debnr)]);
    const expected = singles
      .sort((a, b) => b.last.localeCompare(a.last) || a.debnr.localeCompare(b.debnr))
      .map((c) => [c.debnr, btw.find((b) => b.debnr === c.debnr)!.btw_ok, c.last]);
    expect(expected.length).toBeGreaterThan(0);
    expect(rows.map((r: SingleInvoiceRow) => [r.debnr, r.btwOk, r.date])).toEqual(expected);
  });

  it("follows the caller's current group and needs iCRMBasis", async () => {
    const switched = await switchGroup(api, sales, '102');
    const rows = (await block(4, switched)).body as LastInvoiceRow[];
    const expected = (await lastInvoices('102')).filter((c) => c.last >= weekdaysAgo(30) && c.last <= weekdaysAgo(20));
    expect(rows.map((r) => r.debnr).sort()).toEqual(expected.map((c) => c.debnr).sort());
    sales = await switchGroup(api, switched, sales.groupCode);

    const finance = await loginAs(api, 'finance@demo.test');
    for (const n of [1, 2, 3, 4, 6]) {
      expect((await block(n, finance)).status).toBe(403);
      expect((await api.call('GET', `callList/GetBlock${n}`)).status).toBe(401);
    }
    expect((await block(5)).status).toBe(404);
  });
});
