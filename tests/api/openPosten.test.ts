import dayjs from 'dayjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CUSTOMER_NOT_FOUND } from '../../api/http/errors';
import { OpenItemsCustomer } from '../../schemas/entities/unpaid';
import { startApi, type ApiHarness } from '../support/apiHarness';
import { rowCounts } from './support/rowCounts';
import { cloneCustomer, customerOfAnotherGroup, customerWhere, groupRows, loginAs, round2, switchGroup, type Caller } from './customerFixtures';
import { download, xlsxRows } from './customerXlsx';

describe('open items', () => {
  let api: ApiHarness;
  let finance: Caller;

  beforeAll(async () => {
    api = await startApi();
    finance = await loginAs(api, 'finance@demo.test');
  });
  afterAll(() => api.close());

  /** Open items recomputed here: oldest first, running open total, age in days. */
  async function expectedOpenItems(groupCode: string): Promise<OpenItemsCustomer[]> {
    const rows = await api.db.query<{ debnr: string; name: string; email: string; bettermijn: number; factnr: number; fctdat: string; amount: number; paid: number }>(
      `SELECT c.debnr, c.name, c.email, c.bettermijn, i.factnr, i.fctdat, i.amount, i.paid
         FROM customers c JOIN invoices i ON i.debnr = c.debnr WHERE c.group_code = $1 AND i.paid < i.amount ORDER BY c.debnr, i.fctdat, i.factnr`,
      [groupCode],
    );
    return [...groupRows(rows, (r) => r.debnr).values()].map((invoices) => {
      let running = 0;
      const first = invoices[0]!;
      return {
        debnr: first.debnr,
        name: first.name,
        email: first.email,
        betaalTermijn: first.bettermijn,
        invoices: invoices.map((i) => {
          running += i.amount - i.paid;
          return { number: i.factnr, date: i.fctdat, total: i.amount, paid: i.paid, open: round2(i.amount - i.paid), cumulatief: round2(running), days: dayjs('2026-06-17').diff(i.fctdat, 'day') };
        }),
      };
    });
  }

  it("GET admin/getOpenPosten lists each customer's open invoices with running total and age", async () => {
    const { status, body } = await api.call('GET', 'admin/getOpenPosten', { token: finance.token });
    expect(status).toBe(200);
    const expected = await expectedOpenItems(finance.groupCode);
    expect(expected.some((c) => c.invoices.length > 1)).toBe(true);
    expect(body.map((c: unknown) => OpenItemsCustomer.parse(c))).toEqual(expected);
    const wholesale = await loginAs(api, 'wholesale@demo.test');
    expect((await api.call('GET', 'admin/getOpenPosten', { token: wholesale.token })).status).toBe(403);
  });

  describe('POST admin/SendOpenPost', () => {
    it("mails the customer's open invoices to its address on file and answers 201", async () => {
      const debnr = await customerWhere(api, finance.groupCode, 'EXISTS (SELECT 1 FROM invoices i WHERE i.debnr = c.debnr AND i.paid < i.amount)');
      const [items] = (await expectedOpenItems(finance.groupCode)).filter((c) => c.debnr === debnr);
      const before = await rowCounts(api.db);
      const sent = await api.call('POST', 'admin/SendOpenPost', { token: finance.token, headers: { email: 'fiona@demo.test' }, body: { ...items, email: 'attacker@evil.test' } });
      expect(sent.status).toBe(201);
      expect(sent.body).toEqual({ sent: items!.email });
      expect(await rowCounts(api.db)).toEqual({ ...before, outbox_mails: before.outbox_mails! + 1, record_history: before.record_history! + 1 });
      // The customer's history shows the letter (and the sender's statistics count it).
      const [entry] = (await api.call('GET', `history/customer/${debnr}`, { token: finance.token })).body;
      expect(entry).toMatchObject({ action: 'mail open items', userName: 'Fiona Finance', changes: { openItems: { from: null, to: items!.invoices.length } } });
      const [mail] = await api.db.query<{ recipient: string; body: string }>('SELECT recipient, body FROM outbox_mails ORDER BY id DESC LIMIT 1');
      expect(mail!.recipient).toBe(items!.email);
      for (const invoice of items!.invoices) expect(mail!.body).toContain(String(invoice.number));
      expect(mail!.body).toContain('fiona@demo.test');
    });

    it('refuses a customer without open items (409), of another group (404), a bad body (400) and other roles (403)', async () => {
      const wholesale = await loginAs(api, 'wholesale@demo.test');
      const before = await rowCounts(api.db);
      const paidUp = await cloneCustomer(api, await customerWhere(api, finance.groupCode), 'Z00300');
      expect((await api.call('POST', 'admin/SendOpenPost', { token: finance.token, body: { debnr: paidUp } })).status).toBe(409);
      const other = await customerOfAnotherGroup(api, 'finance@demo.test', finance.groupCode);
      const foreign = await api.call('POST', 'admin/SendOpenPost', { token: finance.token, body: { debnr: other.debnr } });
      expect([foreign.status, foreign.body.message]).toEqual([404, CUSTOMER_NOT_FOUND]);
      expect((await api.call('POST', 'admin/SendOpenPost', { token: finance.token, body: { name: 'x' } })).status).toBe(400);
      expect((await api.call('POST', 'admin/SendOpenPost', { token: wholesale.token, body: { debnr: other.debnr } })).status).toBe(403);
      expect(await rowCounts(api.db)).toEqual({ ...before, customers: before.customers! + 1 });
    });
  });

  describe('GET GetGreenAndBloomSaldoOverzicht', () => {
    it('is refused outside company 5 (403)', async () => {
      expect((await api.call('GET', 'GetGreenAndBloomSaldoOverzicht', { token: finance.token })).status).toBe(403);
    });

    it("downloads Green & Bloom's open items of the current group as <date>-outstanding-items.xlsx", async () => {
      const greenAndBloom = await switchGroup(api, finance, '501');
      await api.db.query(`UPDATE customers SET name = '+SUM(A1:A9)' WHERE debnr = (SELECT min(c.debnr) FROM customers c JOIN invoices i ON i.debnr = c.debnr WHERE c.group_code = '501' AND i.paid < i.amount)`);
      const response = await download(`${api.url}/api/GetGreenAndBloomSaldoOverzicht`, greenAndBloom.token, 'GET');
      expect([response.status, response.fileName]).toEqual([200, '2026-06-17-outstanding-items.xlsx']);
      const expected = (await expectedOpenItems('501')).flatMap((c) =>
        c.invoices.map((i) => [c.debnr, c.name.startsWith('+') ? `'${c.name}` : c.name, i.number, i.date, i.total, i.paid, i.open, i.cumulatief, i.days, c.betaalTermijn]),
      );
      expect(expected.length).toBeGreaterThan(0);
      const rows = await xlsxRows(response.file);
      expect(rows[0]).toEqual(['Debnr', 'Name', 'Invoice', 'Date', 'Total', 'Paid', 'Open', 'Cumulative', 'Days', 'Payment term']);
      expect(rows.slice(1)).toEqual(expected);
      expect(rows.some((row) => row[1] === "'+SUM(A1:A9)")).toBe(true);
      finance = await switchGroup(api, greenAndBloom, finance.groupCode);
    });
  });
});
