import dayjs from 'dayjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Customer, CustomerListRow } from '../../schemas/entities/customer';
import { CUSTOMER_NOT_FOUND } from '../../api/http/errors';
import { startApi, type ApiHarness } from '../support/apiHarness';
import { cloneCustomer, customerOfAnotherGroup, customerWhere, loginAs, round2, switchGroup, type Caller } from './customerFixtures';

const TODAY = '2026-06-17';
const YEAR_AGO = dayjs(TODAY).subtract(365, 'day').format('YYYY-MM-DD');

describe('customer list and detail', () => {
  let api: ApiHarness;
  let sales: Caller;
  let finance: Caller;
  let wholesale: Caller;

  beforeAll(async () => {
    api = await startApi();
    sales = await loginAs(api, 'sales@demo.test');
    finance = await loginAs(api, 'finance@demo.test');
    wholesale = await loginAs(api, 'wholesale@demo.test');
  });
  afterAll(() => api.close());

  describe('GET customer/getallcustomers', () => {
    it("lists exactly the current group's customers, in the spec's field names", async () => {
      const { status, body } = await api.call<unknown[]>('GET', 'customer/getallcustomers', { token: sales.token });
      expect(status).toBe(200);
      const rows = body.map((row) => CustomerListRow.parse(row));
      const expected = await api.db.query<{ debnr: string; lev_stop: boolean; zipcode: string }>(
        'SELECT debnr, lev_stop, zipcode FROM customers WHERE group_code = $1 ORDER BY debnr',
        [sales.groupCode],
      );
      expect(rows.map((r) => [r.debnr, r.levStop, r.zipcode])).toEqual(expected.map((r) => [r.debnr, r.lev_stop, r.zipcode]));
    });

    it('answers a held list with 304 until a customer of the group changes (its own ETag beside the search list)', async () => {
      const list = (headers?: Record<string, string>) => api.call('GET', 'customer/getallcustomers', { token: sales.token, headers });
      const first = await list();
      const etag = first.headers.get('etag')!;
      expect(etag).toMatch(/^"list:\d+:\d+"$/);
      expect((await list({ 'if-none-match': etag })).status).toBe(304);
      const [changed] = await api.db.query<{ debnr: string }>(
        `UPDATE customers SET city = 'Aalsmeer-Oost' WHERE debnr = (SELECT min(debnr) FROM customers WHERE group_code = $1) RETURNING debnr`,
        [sales.groupCode],
      );
      const after = await list({ 'if-none-match': etag });
      expect(after.status).toBe(200);
      expect(after.body.find((row: { debnr: string }) => row.debnr === changed!.debnr)).toMatchObject({ city: 'Aalsmeer-Oost' });
    });

    it('needs iCRMBasis or iCRMWholesale (the wholesale customers list): finance users get 403, no token 401', async () => {
      expect((await api.call('GET', 'customer/getallcustomers', { token: finance.token })).status).toBe(403);
      expect((await api.call('GET', 'customer/getallcustomers', { token: wholesale.token })).status).toBe(200);
      expect((await api.call('GET', 'customer/getallcustomers')).status).toBe(401);
    });
  });

  describe('GET customer/getcustomer/{debnr}', () => {
    it('answers the Customer entity with its figures computed from invoices and credits', async () => {
      // A customer with credits in the last year, heading a financial group of two in its group.
      const debnr = await customerWhere(api, sales.groupCode, `EXISTS (SELECT 1 FROM credits k WHERE k.debnr = c.debnr AND k.credit_date > '${YEAR_AGO}')`);
      const partner = await customerWhere(api, sales.groupCode, `c.debnr <> '${debnr}'`);
      await api.db.query('UPDATE customers SET fin_debnr = $1 WHERE debnr = ANY($2::text[])', [debnr, [debnr, partner]]);
      const { status, body } = await api.call('GET', `customer/getcustomer/${debnr}`, { token: sales.token });
      expect(status).toBe(200);
      const customer = Customer.parse(body);

      const invoices = await api.db.query<{ fctdat: string; amount: number }>('SELECT fctdat, amount FROM invoices WHERE debnr = $1', [debnr]);
      const credits = await api.db.query<{ credit_date: string; amount: number }>('SELECT credit_date, amount FROM credits WHERE debnr = $1', [debnr]);
      const sum = (values: number[]) => round2(values.reduce((a, b) => a + b, 0));
      expect(customer.factTotaal).toBe(sum(invoices.filter((i) => i.fctdat > YEAR_AGO && i.fctdat <= TODAY).map((i) => i.amount)));
      expect(customer.verkoopBedrag).toBe(sum(invoices.filter((i) => i.fctdat >= '2026-01-01' && i.fctdat <= TODAY).map((i) => i.amount)));
      expect(customer.credit).toBe(sum(credits.filter((k) => k.credit_date > YEAR_AGO && k.credit_date <= TODAY).map((k) => k.amount)));
      expect(customer.credit).toBeGreaterThan(0);
      expect(customer.fctdat).toBe(invoices.map((i) => i.fctdat).sort().at(-1));

      const [row] = await api.db.query<{ fin_debnr: string; name: string; account_manager: string | null; company_id: number; btw_number: string }>(
        'SELECT fin_debnr, name, account_manager, company_id, btw_number FROM customers WHERE debnr = $1',
        [debnr],
      );
      const [members] = await api.db.query<{ n: number }>('SELECT count(*)::int AS n FROM customers WHERE fin_debnr = $1 AND group_code = $2', [row!.fin_debnr, sales.groupCode]);
      expect(customer).toMatchObject({ debnr, name: row!.name, finDebnr: row!.fin_debnr, btwNumber: row!.btw_number, amountInFinDebnr: members!.n });
      expect(customer.amountInFinDebnr).toBeGreaterThan(1);
      const [manager] = await api.db.query<{ name: string }>('SELECT name FROM account_managers WHERE company_id = $1 AND code = $2', [row!.company_id, row!.account_manager]);
      expect(customer.accountManager).toBe(manager?.name ?? row!.account_manager);
    });

    it("counts a '*NEW*' customer as a financial group of one", async () => {
      await api.db.query(`UPDATE customers SET fin_debnr = '*NEW*' WHERE debnr IN (SELECT debnr FROM customers WHERE group_code = $1 ORDER BY debnr LIMIT 3)`, [sales.groupCode]);
      const debnr = await customerWhere(api, sales.groupCode, `c.fin_debnr = '*NEW*'`);
      const { body } = await api.call('GET', `customer/getcustomer/${debnr}`, { token: sales.token });
      expect(body).toMatchObject({ finDebnr: '*NEW*', amountInFinDebnr: 1 });
    });

    it('answers 0 figures and no invoice date for a customer without invoices', async () => {
      const fresh = await cloneCustomer(api, await customerWhere(api, sales.groupCode), 'Z00001');
      const { status, body } = await api.call('GET', `customer/getcustomer/${fresh}`, { token: sales.token });
      expect(status).toBe(200);
      expect(body).toMatchObject({ credit: 0, factTotaal: 0, verkoopBedrag: 0, fctdat: null, amountInFinDebnr: 1 });
    });

    it("refuses a customer of another group with the spec's text, and shows it after switching group", async () => {
      const other = await customerOfAnotherGroup(api, 'sales@demo.test', sales.groupCode);
      const refused = await api.call('GET', `customer/getcustomer/${other.debnr}`, { token: sales.token });
      expect(refused.status).toBe(404);
      expect(refused.body.message).toBe(CUSTOMER_NOT_FOUND);

      const switched = await switchGroup(api, sales, other.groupCode);
      const shown = await api.call('GET', `customer/getcustomer/${other.debnr}`, { token: switched.token });
      expect(shown.status).toBe(200);
      expect(shown.body.debnr).toBe(other.debnr);
      // Switching back leaves the next tests in the home group.
      sales = await switchGroup(api, switched, sales.groupCode);
    });

    it("answers 404 with the spec's text for an unknown debnr and 400 for a debnr longer than 6", async () => {
      const unknown = await api.call('GET', 'customer/getcustomer/000000', { token: sales.token });
      expect(unknown.status).toBe(404);
      expect(unknown.body.message).toBe(CUSTOMER_NOT_FOUND);
      const tooLong = await api.call('GET', 'customer/getcustomer/1234567', { token: sales.token });
      expect(tooLong.status).toBe(400);
      expect(tooLong.body.errors).toHaveProperty('debnr');
    });

    it('is open to finance but not to wholesale or role-less users', async () => {
      const debnr = await customerWhere(api, finance.groupCode);
      expect((await api.call('GET', `customer/getcustomer/${debnr}`, { token: finance.token })).status).toBe(200);
      expect((await api.call('GET', `customer/getcustomer/${debnr}`, { token: wholesale.token })).status).toBe(403);
      const noRoles = await loginAs(api, 'noroles@demo.test');
      expect((await api.call('GET', `customer/getcustomer/${debnr}`, { token: noRoles.token })).status).toBe(403);
      expect((await api.call('GET', `customer/getcustomer/${debnr}`)).status).toBe(401);
    });
  });
});
