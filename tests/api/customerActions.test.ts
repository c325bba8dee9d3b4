import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CUSTOMER_NOT_FOUND } from '../../api/http/errors';
import { Comment } from '../../schemas/entities/comment';
import { OpenAndCloseResult } from '../../schemas/entities/customerActions';
import { TEST_NOW, startApi, type ApiHarness } from '../support/apiHarness';
import { rowCounts } from './support/rowCounts';
import { download, xlsxRows } from './customerXlsx';
import { cloneCustomer, customerOfAnotherGroup, customerWhere, loginAs, type Caller } from './customerFixtures';

/** The customer page's actions: comments, delivery stop, route opening, webshop code, reservations. */
describe('customer page actions', () => {
  let api: ApiHarness;
  let sales: Caller;
  let finance: Caller;
  let manager: Caller;
  let deco: Caller;

  beforeAll(async () => {
    api = await startApi();
    [sales, finance, manager, deco] = await Promise.all(['sales', 'finance', 'manager', 'deco'].map((who) => loginAs(api, `${who}@demo.test`)));
  });
  afterAll(() => api.close());

  const outbox = () => api.db.query<{ recipient: string; subject: string; body: string; attachments: { filename: string; content: string }[] }>('SELECT recipient, subject, body, attachments FROM outbox_mails ORDER BY id');

  describe('comments', () => {
    it('saves a comment with the caller as author and the clock as regdat, then lists it first', async () => {
      const debnr = await customerWhere(api, sales.groupCode);
      const before = await rowCounts(api.db);
      const saved = await api.call('POST', `customer/submitcomment/${debnr}`, { token: sales.token, body: { debnr, title: ' Called ', type: 1, memo: 'Wants more tulips' } });
      expect(saved.status).toBe(200);
      const comment = Comment.parse(saved.body);
      expect(comment).toMatchObject({ title: 'Called', type: 1, memo: 'Wants more tulips', name: 'Sam Sales', regdat: TEST_NOW.getTime() / 1000 });
      expect(await rowCounts(api.db)).toEqual({ ...before, comments: before.comments! + 1, record_history: before.record_history! + 1 });

      const listed = await api.call('GET', `customer/getcomments/${debnr}`, { token: sales.token });
      const expected = await api.db.query('SELECT id, title, type, memo, name, regdat FROM comments WHERE debnr = $1 ORDER BY regdat DESC, id DESC', [debnr]);
      expect(listed.body).toEqual(expected);
      expect(listed.body[0]).toEqual(comment);
    });

    it('accepts types 5-7 only for tenant 4 and refuses 8, 9 and malformed comments with 400', async () => {
      const debnr = await customerWhere(api, sales.groupCode);
      const before = await rowCounts(api.db);
      for (const body of [{ title: 't', type: 5, memo: 'fair' }, { title: 't', type: 8, memo: 'x' }, { title: 't', type: 9, memo: 'x' }, { title: 't', type: 0, memo: 'x' }, { title: 't', type: 'call', memo: 'x' }, { title: 't', type: 1, memo: '   ' }, { title: 'x'.repeat(101), type: 1, memo: 'x' }, { title: 't', type: 1, memo: 'x', debnr: '999999' }]) {
        const answer = await api.call('POST', `customer/submitcomment/${debnr}`, { token: sales.token, body });
        expect([JSON.stringify(body), answer.status]).toEqual([JSON.stringify(body), 400]);
      }
      expect(await rowCounts(api.db)).toEqual(before);

      const decoDebnr = await customerWhere(api, deco.groupCode);
      const fair = await api.call('POST', `customer/submitcomment/${decoDebnr}`, { token: deco.token, body: { title: 'Beurs', type: 5, memo: 'Met at the fair' } });
      expect(fair.status).toBe(200);
      expect(fair.body).toMatchObject({ type: 5, name: 'Dirk Deco' });
    });

    it('refuses a customer of another group (404) and callers without a role (403)', async () => {
      const other = await customerOfAnotherGroup(api, 'sales@demo.test', sales.groupCode);
      const foreign = await api.call('POST', `customer/submitcomment/${other.debnr}`, { token: sales.token, body: { title: 't', type: 1, memo: 'x' } });
      expect([foreign.status, foreign.body.message]).toEqual([404, CUSTOMER_NOT_FOUND]);
      const wholesale = await loginAs(api, 'wholesale@demo.test');
      expect((await api.call('POST', `customer/submitcomment/${other.debnr}`, { token: wholesale.token, body: { title: 't', type: 1, memo: 'x' } })).status).toBe(403);
    });
  });

  describe('POST customer/OpenAndCloseCustomer/{debnr}', () => {
    const path = (debnr: string) => `customer/OpenAndCloseCustomer/${debnr}`;
    const state = (debnrs: string[]) =>
      api.db.query<{ debnr: string; lev_stop: boolean; lev_stop_since: string | null }>('SELECT debnr, lev_stop, lev_stop_since FROM customers WHERE debnr = ANY($1) ORDER BY debnr', [debnrs]);

    it('closes one open customer, dated today, mails the notice to the email header, and opens it again', async () => {
      const debnr = await customerWhere(api, finance.groupCode, 'c.inet_check AND NOT c.lev_stop');
      const before = await rowCounts(api.db);
      const closed = await api.call('POST', path(debnr), { token: finance.token, headers: { email: 'fiona@demo.test' }, body: { debnr, levStop: false, shouldUpdateAllInFinancialGroup: false, finDebnr: debnr, email: '', name: 'Fiona' } });
      expect(closed.status).toBe(200);
      expect(OpenAndCloseResult.parse(closed.body)).toEqual({ levStop: true, changed: [debnr] });
      expect(await state([debnr])).toEqual([{ debnr, lev_stop: true, lev_stop_since: '2026-06-17' }]);
      expect(await rowCounts(api.db)).toEqual({ ...before, outbox_mails: before.outbox_mails! + 1, record_history: before.record_history! + 1 });
      expect((await outbox()).at(-1)).toMatchObject({ recipient: 'fiona@demo.test', subject: expect.stringContaining(`Delivery closed: ${debnr}`) });

      const repeated = await api.call('POST', path(debnr), { token: finance.token, body: { levStop: false } });
      expect(repeated.body).toEqual({ levStop: true, changed: [] });
      const opened = await api.call('POST', path(debnr), { token: finance.token, body: { levStop: true } });
      expect(opened.body).toEqual({ levStop: false, changed: [debnr] });
      expect(await state([debnr])).toEqual([{ debnr, lev_stop: false, lev_stop_since: null }]);
    });

    it('applies to every customer of the financial group in the current group when asked, never to "*NEW*"', async () => {
      const head = await customerWhere(api, finance.groupCode, 'c.inet_check');
      const members = [head, await cloneCustomer(api, head, 'Z00101'), await cloneCustomer(api, head, 'Z00102', { lev_stop: true, lev_stop_since: '2026-05-01' })];
      await api.db.query(`UPDATE customers SET fin_debnr = $1, lev_stop = false, lev_stop_since = NULL WHERE debnr = ANY($2::text[]) AND debnr <> 'Z00102'`, [head, members]);
      await api.db.query(`UPDATE customers SET fin_debnr = $1 WHERE debnr = 'Z00102'`, [head]);
      const other = await customerOfAnotherGroup(api, 'finance@demo.test', finance.groupCode);
      await api.db.query('UPDATE customers SET fin_debnr = $1, lev_stop = false WHERE debnr = $2', [head, other.debnr]);

      const single = await api.call('POST', path('Z00101'), { token: finance.token, body: { levStop: false, shouldUpdateAllInFinancialGroup: false } });
      expect(single.body).toEqual({ levStop: true, changed: ['Z00101'] });
      await api.call('POST', path('Z00101'), { token: finance.token, body: { levStop: true } });

      const all = await api.call('POST', path(head), { token: finance.token, body: { levStop: false, shouldUpdateAllInFinancialGroup: true, finDebnr: 'ignored' } });
      expect(all.body).toEqual({ levStop: true, changed: [head, 'Z00101'].sort() });
      expect((await state([...members, other.debnr])).map((r) => [r.debnr, r.lev_stop, r.lev_stop_since])).toEqual(
        [[head, true, '2026-06-17'], ['Z00101', true, '2026-06-17'], ['Z00102', true, '2026-05-01'], [other.debnr, false, null]].sort((a, b) => String(a[0]).localeCompare(String(b[0]))),
      );

      const newcomer = await cloneCustomer(api, head, 'Z00103', { fin_debnr: '*NEW*', lev_stop: false, lev_stop_since: null });
      await cloneCustomer(api, head, 'Z00104', { fin_debnr: '*NEW*', lev_stop: false, lev_stop_since: null });
      const alone = await api.call('POST', path(newcomer), { token: finance.token, body: { levStop: false, shouldUpdateAllInFinancialGroup: true } });
      expect(alone.body).toEqual({ levStop: true, changed: [newcomer] });
    });

    it('is refused without internet access (409), to non-finance callers (403), outside the group (404) and for bad bodies (400)', async () => {
      const noWebshop = await customerWhere(api, finance.groupCode, 'NOT c.inet_check AND NOT c.lev_stop');
      const before = await rowCounts(api.db);
      expect((await api.call('POST', path(noWebshop), { token: finance.token, body: { levStop: false } })).status).toBe(409);
      const debnr = await customerWhere(api, sales.groupCode, 'c.inet_check');
      expect((await api.call('POST', path(debnr), { token: sales.token, body: { levStop: false } })).status).toBe(403);
      expect((await api.call('POST', path(debnr), { token: manager.token, body: { levStop: false } })).status).toBe(403);
      const other = await customerOfAnotherGroup(api, 'finance@demo.test', finance.groupCode);
      expect((await api.call('POST', path(other.debnr), { token: finance.token, body: { levStop: false } })).status).toBe(404);
      for (const body of [{}, { levStop: 'yes' }, { levStop: false, shouldUpdateAllInFinancialGroup: 'all' }, [1]]) {
        expect((await api.call('POST', path(debnr), { token: finance.token, body })).status).toBe(400);
      }
      expect((await api.call('POST', path(debnr), { token: finance.token, headers: { email: 'not-an-email' }, body: { levStop: false } })).status).toBe(400);
      expect(await rowCounts(api.db)).toEqual(before);
    });
  });

  describe('POST customer/opencustomerroute', () => {
    it('opens a route from today up to 5 days ahead on weekdays; a repeat is a success without a second row', async () => {
      const debnr = await customerWhere(api, manager.groupCode);
      const first = await api.call('POST', 'customer/opencustomerroute', { token: manager.token, body: { debnr, datum: '2026-06-22', username: 'someone else' } });
      expect(first.status).toBe(200);
      expect(first.body).toEqual({ success: true, created: true, debnr, datum: '2026-06-22' });
      const again = await api.call('POST', 'customer/opencustomerroute', { token: manager.token, body: { debnr, datum: '2026-06-22' } });
      expect(again.body).toEqual({ success: true, created: false, debnr, datum: '2026-06-22' });
      expect((await api.call('POST', 'customer/opencustomerroute', { token: manager.token, body: { debnr, datum: '2026-06-17' } })).status).toBe(200);
      expect(await api.db.query('SELECT datum, username FROM route_openings WHERE debnr = $1 ORDER BY datum', [debnr])).toEqual([
        { datum: '2026-06-17', username: 'Max Manager' },
        { datum: '2026-06-22', username: 'Max Manager' },
      ]);
    });

    it('refuses past, too far, weekend and malformed dates (400), non-managers (403) and other groups (404)', async () => {
      const debnr = await customerWhere(api, manager.groupCode);
      const before = await rowCounts(api.db);
      for (const datum of ['2026-06-16', '2026-06-23', '2026-06-20', '2026-06-21', '17/06/2026', '2026-02-30', '']) {
        const answer = await api.call('POST', 'customer/opencustomerroute', { token: manager.token, body: { debnr, datum } });
        expect([datum, answer.status]).toEqual([datum, 400]);
      }
      expect((await api.call('POST', 'customer/opencustomerroute', { token: manager.token, body: { debnr: '1234567', datum: '2026-06-18' } })).status).toBe(400);
      expect((await api.call('POST', 'customer/opencustomerroute', { token: finance.token, body: { debnr, datum: '2026-06-18' } })).status).toBe(403);
      expect((await api.call('POST', 'customer/opencustomerroute', { token: sales.token, body: { debnr, datum: '2026-06-18' } })).status).toBe(403);
      const other = await customerOfAnotherGroup(api, 'manager@demo.test', manager.groupCode);
      const foreign = await api.call('POST', 'customer/opencustomerroute', { token: manager.token, body: { debnr: other.debnr, datum: '2026-06-18' } });
      expect([foreign.status, foreign.body.message]).toEqual([404, CUSTOMER_NOT_FOUND]);
      expect(await rowCounts(api.db)).toEqual(before);
    });
  });

  describe('GET customer/UpdateSalesmanCustomerCode/{debnr}', () => {
    it("points the caller's salesman webshop login at the customer; without a salesman code it fails (409)", async () => {
      const [first, second] = await api.db.query<{ debnr: string }>('SELECT debnr FROM customers WHERE group_code = $1 ORDER BY debnr LIMIT 2', [sales.groupCode]);
      expect((await api.call('GET', `customer/UpdateSalesmanCustomerCode/${first!.debnr}`, { token: sales.token })).body).toEqual({ success: true });
      expect((await api.call('GET', `customer/UpdateSalesmanCustomerCode/${second!.debnr}`, { token: sales.token })).body).toEqual({ success: true });
      expect(await api.db.query('SELECT company_id, salesman_code, debnr FROM webshop_salesman_customers')).toEqual([{ company_id: 1, salesman_code: 'SS', debnr: second!.debnr }]);

      const admin = await loginAs(api, 'admin@demo.test');
      expect((await api.call('GET', `customer/UpdateSalesmanCustomerCode/${first!.debnr}`, { token: admin.token })).status).toBe(409);
      const other = await customerOfAnotherGroup(api, 'sales@demo.test', sales.groupCode);
      expect((await api.call('GET', `customer/UpdateSalesmanCustomerCode/${other.debnr}`, { token: sales.token })).status).toBe(404);
    });
  });

  describe('reservations file', () => {
    let debnr: string;
    beforeAll(async () => {
      debnr = await cloneCustomer(api, await customerWhere(api, sales.groupCode), 'Z00200', { email: 'shop@z00200.test' });
      await api.db.query(`INSERT INTO articles (artnr, art_txt, art_group) VALUES ('ZZ1', '=HYPERLINK("http://evil")', 'OTHER')`);
      await api.db.query(`INSERT INTO orders VALUES (9100001, $1, '2026-06-10', '2026-06-24', 'backorder', 'open'), (9100002, $1, '2026-06-10', '2026-06-12', 'order', 'delivered')`, [debnr]);
      await api.db.query(`INSERT INTO order_lines (order_number, artnr, quantity, partij_prijs, amount) VALUES (9100001, 'ZZ1', 3, 2.50, 7.50), (9100002, 'ZZ1', 1, 1, 1)`);
    });

    it('downloads the open orders as Reservations<date>.xlsx with formula-safe text', async () => {
      const response = await download(`${api.url}/api/customer/downloadReservationExcel?debnr=${debnr}`, sales.token, 'POST');
      expect([response.status, response.fileName]).toEqual([200, 'Reservations2026-06-17.xlsx']);
      const rows = await xlsxRows(response.file);
      expect(rows).toEqual([
        ['Order number', 'Type', 'Article number', 'Description', 'Quantity', 'Lot price', 'Sales amount', 'Order date', 'Delivery date'],
        [9100001, 'backorder', 'ZZ1', `'=HYPERLINK("http://evil")`, 3, 2.5, 7.5, '2026-06-10', '2026-06-24'],
      ]);
      expect((await api.call('POST', 'customer/downloadReservationExcel?debnr=1234567', { token: sales.token })).status).toBe(400);
      expect((await api.call('POST', 'customer/downloadReservationExcel', { token: sales.token })).status).toBe(400);
    });

    it('mails the file to the customer and its salesman, or to the salesman only', async () => {
      const [salesman] = await api.db.query<{ email: string }>(
        `SELECT u.email FROM customers c JOIN account_managers am ON am.company_id = c.company_id AND am.code = c.account_manager JOIN users u ON u.id = am.user_id WHERE c.debnr = $1`,
        [debnr],
      );
      const salesmanEmail = salesman?.email ?? 'sales@demo.test';
      const before = (await outbox()).length;
      const both = await api.call('POST', 'customer/MailReservationExcel?mailSalesmanOnly=false', { token: sales.token, body: { debnr, name: 'whatever', email: 'ignored@x.test' } });
      expect(both.body).toEqual({ sent: ['shop@z00200.test', salesmanEmail] });
      const only = await api.call('POST', 'customer/MailReservationExcel?mailSalesmanOnly=true', { token: sales.token, body: { debnr } });
      expect(only.body).toEqual({ sent: [salesmanEmail] });
      const mails = (await outbox()).slice(before);
      expect(mails.map((m) => m.recipient)).toEqual(['shop@z00200.test', salesmanEmail, salesmanEmail]);
      expect(mails[0]!.attachments[0]!.filename).toBe('Reservations2026-06-17.xlsx');
      expect((await xlsxRows(Buffer.from(mails[0]!.attachments[0]!.content, 'base64')))[1]).toContain(9100001);
      expect((await api.call('POST', 'customer/MailReservationExcel?mailSalesmanOnly=maybe', { token: sales.token, body: { debnr } })).status).toBe(400);
      expect((await api.call('POST', 'customer/MailReservationExcel', { token: sales.token, body: {} })).status).toBe(400);
    });
  });
});
