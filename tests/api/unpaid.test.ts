import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UnpaidRow } from '../../schemas/entities/unpaid';
import { TEST_NOW, startApi, type ApiHarness } from '../support/apiHarness';
import { groupRows, loginAs, round2, switchGroup, type Caller } from './customerFixtures';
import { download, xlsxRows } from './customerXlsx';

describe('unpaid', () => {
  let api: ApiHarness;
  let finance: Caller;

  beforeAll(async () => {
    api = await startApi();
    finance = await loginAs(api, 'finance@demo.test');
  });
  afterAll(() => api.close());

  /** The unpaid rows recomputed here from the group's open invoices. */
  async function expectedRows(groupCode: string): Promise<UnpaidRow[]> {
    const open = await api.db.query<{ debnr: string; name: string; lev_stop: boolean; bettermijn: number; is_incasso: boolean; fctdat: string; amount: number; paid: number }>(
      `SELECT c.debnr, c.name, c.lev_stop, c.bettermijn, c.is_incasso, i.fctdat, i.amount, i.paid
         FROM customers c JOIN invoices i ON i.debnr = c.debnr WHERE c.group_code = $1 AND i.paid < i.amount`,
      [groupCode],
    );
    const byCustomer = groupRows(open, (row) => row.debnr);
    const rows = [...byCustomer.values()].map((invoices) => {
      const first = invoices[0]!;
      const dates = invoices.map((i) => i.fctdat).sort();
      const oldestDue = new Date(`${dates[0]}T00:00:00Z`).getTime() + first.bettermijn * 86_400_000;
      return {
        levStop: first.lev_stop,
        debnr: first.debnr,
        name: first.name,
        maxDaysToPay: first.bettermijn,
        lastUnpaid: dates.at(-1)!,
        unpaidTotal: round2(invoices.reduce((total, i) => total + i.amount - i.paid, 0)),
        closesIn: Math.round((oldestDue - Date.parse('2026-06-17T00:00:00Z')) / 86_400_000),
        isIncasso: first.is_incasso,
      };
    });
    return rows.sort((a, b) => b.unpaidTotal - a.unpaidTotal || a.debnr.localeCompare(b.debnr));
  }

  it("GET unpaid/getunpaid lists the current group's customers with open invoices, largest first", async () => {
    const { status, body } = await api.call('GET', 'unpaid/getunpaid', { token: finance.token });
    expect(status).toBe(200);
    const expected = await expectedRows(finance.groupCode);
    expect(expected.length).toBeGreaterThan(3);
    expect(expected.some((row) => row.closesIn < 0)).toBe(true);
    expect(body.map((row: unknown) => UnpaidRow.parse(row))).toEqual(expected);
  });

  it('answers a held list with 304 until an invoice or a customer of the group changes, or the day', async () => {
    const unpaid = (headers?: Record<string, string>, who = finance) => api.call('GET', 'unpaid/getunpaid', { token: who.token, headers });
    const first = await unpaid({ 'accept-encoding': 'br' });
    const etag = first.headers.get('etag')!;
    expect([first.status, first.headers.get('content-encoding'), etag]).toEqual([200, 'br', expect.stringMatching(new RegExp(`^"unpaid:${finance.groupCode}:2026-06-17:\\d+\\.\\d+"$`))]);
    expect((await unpaid({ 'if-none-match': etag })).status).toBe(304);

    // Another group's invoice is paid: this group's answer stands.
    await api.db.query(`UPDATE invoices SET paid = amount WHERE factnr = (SELECT min(i.factnr) FROM invoices i JOIN customers c USING (debnr) WHERE c.group_code <> $1 AND i.paid < i.amount)`, [finance.groupCode]);
    expect((await unpaid({ 'if-none-match': etag })).status).toBe(304);

    // The largest debtor of the group pays everything: it leaves the list.
    const largest = (first.body as UnpaidRow[])[0]!;
    await api.db.query('UPDATE invoices SET paid = amount WHERE debnr = $1', [largest.debnr]);
    const paid = await unpaid({ 'if-none-match': etag });
    expect(paid.status).toBe(200);
    expect(paid.body).toEqual(await expectedRows(finance.groupCode));
    expect(paid.body.map((row: UnpaidRow) => row.debnr)).not.toContain(largest.debnr);

    // A customer's delivery stop is a customer change.
    const second = (paid.body as UnpaidRow[])[0]!;
    await api.db.query('UPDATE customers SET lev_stop = NOT lev_stop WHERE debnr = $1', [second.debnr]);
    const stopped = await unpaid({ 'if-none-match': paid.headers.get('etag')! });
    expect([stopped.status, stopped.body[0].levStop]).toEqual([200, !second.levStop]);

    // The next day every "closes in" is one less.
    api.clock.set(new Date(TEST_NOW.getTime() + 86_400_000));
    try {
      const tomorrow = await unpaid({ 'if-none-match': stopped.headers.get('etag')! }, await loginAs(api, 'finance@demo.test'));
      expect(tomorrow.status).toBe(200);
      expect(tomorrow.body.map((row: UnpaidRow) => row.closesIn)).toEqual(stopped.body.map((row: UnpaidRow) => row.closesIn - 1));
    } finally {
      api.clock.set(TEST_NOW);
    }
  });

  it('follows a group switch and is refused to callers without iCRMBasis or iCRMFinancieel', async () => {
    const switched = await switchGroup(api, finance, '102');
    const { body } = await api.call('GET', 'unpaid/getunpaid', { token: switched.token });
    expect(body).toEqual(await expectedRows('102'));
    finance = await switchGroup(api, switched, finance.groupCode);

    const sales = await loginAs(api, 'sales@demo.test');
    expect((await api.call('GET', 'unpaid/getunpaid', { token: sales.token })).status).toBe(200);
    const wholesale = await loginAs(api, 'wholesale@demo.test');
    expect((await api.call('GET', 'unpaid/getunpaid', { token: wholesale.token })).status).toBe(403);
    expect((await api.call('GET', 'unpaid/getunpaid')).status).toBe(401);
  });

  it('POST unpaid/downloadUnpaid writes every posted row to Unpaid_<date>.xlsx, formulas neutralised', async () => {
    const rows = (await expectedRows(finance.groupCode)).slice(0, 3);
    rows.push({ levStop: true, debnr: '999999', name: '=HYPERLINK("http://evil","x")', maxDaysToPay: 14, lastUnpaid: '2026-06-01', unpaidTotal: 12.5, closesIn: -3, isIncasso: false });
    const response = await download(`${api.url}/api/unpaid/downloadUnpaid`, finance.token, 'POST', rows);
    expect([response.status, response.fileName]).toEqual([200, 'Unpaid_2026-06-17.xlsx']);
    expect(await xlsxRows(response.file)).toEqual([
      ['Delivery stop', 'Debnr', 'Name', 'Unpaid total', 'Last unpaid', 'Closes in', 'Max days to pay'],
      ...rows.map((r) => [r.levStop ? 'Yes' : 'No', r.debnr, r.name.startsWith('=') ? `'${r.name}` : r.name, r.unpaidTotal, r.lastUnpaid, r.closesIn, r.maxDaysToPay]),
    ]);
  });

  it('answers 400 for a body that is not a list of unpaid rows', async () => {
    for (const body of [{ rows: [] }, [{ debnr: '1' }], [{ levStop: 'no', debnr: '1', name: 'x', maxDaysToPay: 1, lastUnpaid: 'x', unpaidTotal: 1, closesIn: 1 }]]) {
      expect((await api.call('POST', 'unpaid/downloadUnpaid', { token: finance.token, body })).status).toBe(400);
    }
  });
});
