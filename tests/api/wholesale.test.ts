import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CUSTOMER_NOT_FOUND } from '../../api/http/errors';
import { CustomerListRow } from '../../schemas/entities/customer';
import { WholesaleCustomer } from '../../schemas/entities/wholesale';
import { startApi, type ApiHarness } from '../support/apiHarness';
import { rowCounts } from './support/rowCounts';
import { cloneCustomer, customerOfAnotherGroup, customerWhere, loginAs, type Caller } from './customerFixtures';

describe('wholesale customers', () => {
  let api: ApiHarness;
  let wholesale: Caller;
  let debnr: string;

  const customerRow = () =>
    api.db.query<{ name: string; password: string; inet_check: boolean; email: string }>('SELECT name, password, inet_check, email FROM customers WHERE debnr = $1', [debnr]).then((r) => r[0]);
  const contacts = () => api.db.query<{ row_number: number; email: string }>('SELECT row_number, email FROM contact_emails WHERE debnr = $1 ORDER BY row_number', [debnr]);

  beforeAll(async () => {
    api = await startApi();
    wholesale = await loginAs(api, 'wholesale@demo.test');
    debnr = await cloneCustomer(api, await customerWhere(api, wholesale.groupCode, '(SELECT count(*) FROM invoices i WHERE i.debnr = c.debnr) > 20'), 'Z00500', { inet_check: true });
    await api.db.query(`INSERT INTO invoices SELECT factnr + 900000000000, 'Z00500', company_id, branch_id, fctdat, amount, paid, paid_date, order_source FROM invoices WHERE debnr = (SELECT min(debnr) FROM customers WHERE group_code = $1)`, [wholesale.groupCode]);
    await api.db.query(`INSERT INTO contact_emails (debnr, row_number, email) VALUES ($1, 1, 'one@shop.nl'), ($1, 2, 'two@shop.nl'), ($1, 5, 'five@shop.nl')`, [debnr]);
  });
  afterAll(() => api.close());

  it("the wholesale list's spec call, GET customer/getallcustomers, answers a wholesale user the current group's customers (as the wholesale/getallcustomers extension does)", async () => {
    const expected = await api.db.query<{ debnr: string }>('SELECT debnr FROM customers WHERE group_code = $1 ORDER BY debnr', [wholesale.groupCode]);
    for (const path of ['customer/getallcustomers', 'wholesale/getallcustomers']) {
      const { status, body } = await api.call('GET', path, { token: wholesale.token });
      expect([path, status]).toEqual([path, 200]);
      expect(body.map((row: unknown) => CustomerListRow.parse(row).debnr)).toEqual(expected.map((r) => r.debnr));
    }
  });

  it('GET wholesale/getsubcode/{debnr} answers the Wholesale customer with contact rows, order days and visits', async () => {
    const { status, body } = await api.call('GET', `wholesale/getsubcode/${debnr}`, { token: wholesale.token });
    expect(status).toBe(200);
    const customer = WholesaleCustomer.parse(body);
    expect(customer.contactEmails).toEqual([
      { rowNumber: 1, nieuweEmail: 'one@shop.nl', oudeEmail: 'one@shop.nl' },
      { rowNumber: 2, nieuweEmail: 'two@shop.nl', oudeEmail: 'two@shop.nl' },
      { rowNumber: 5, nieuweEmail: 'five@shop.nl', oudeEmail: 'five@shop.nl' },
    ]);
    const days = await api.db.query<{ weekday: number; n: number }>(
      `SELECT extract(isodow FROM fctdat)::int AS weekday, count(DISTINCT fctdat)::int AS n FROM invoices
        WHERE debnr = $1 AND fctdat > '2026-06-17'::date - 364 GROUP BY 1`,
      [debnr],
    );
    expect(customer.orderDays.timesOrdered).toEqual([1, 2, 3, 4, 5].map((d) => days.find((r) => r.weekday === d)?.n ?? 0));
    expect(customer.orderDays.timesOrdered.some((n) => n > 0)).toBe(true);
    expect(customer.visits).toHaveLength(30);
  });

  it("answers 404 with the spec's text outside the current group, 400 for a bad debnr", async () => {
    const other = await customerOfAnotherGroup(api, 'wholesale@demo.test', wholesale.groupCode);
    const foreign = await api.call('GET', `wholesale/getsubcode/${other.debnr}`, { token: wholesale.token });
    expect([foreign.status, foreign.body.message]).toEqual([404, CUSTOMER_NOT_FOUND]);
    expect((await api.call('GET', 'wholesale/getsubcode/1234567', { token: wholesale.token })).status).toBe(400);
  });

  describe('POST wholesale/savesubcode', () => {
    const form = (changes: Record<string, unknown> = {}) => ({
      debnr,
      companyName: 'Bloemenhuis Nieuw',
      webshopPassword: 'geheim2026',
      inetCheck: false,
      emails: ' info@nieuw.nl ; boekhouding@nieuw.nl ',
      contacts: [
        { rowNumber: 1, nieuweEmail: 'one@shop.nl', oudeEmail: 'one@shop.nl', deleted: true },
        { rowNumber: 2, nieuweEmail: 'twee@shop.nl', oudeEmail: 'two@shop.nl' },
        { rowNumber: 5, nieuweEmail: 'five@shop.nl', oudeEmail: 'five@shop.nl' },
        { nieuweEmail: 'new@shop.nl', oudeEmail: '' },
        { nieuweEmail: 'not an email', deleted: true },
      ],
      ...changes,
    });

    it("refuses each broken rule with the spec's text and 'UPDATEDFAILED', writing nothing", async () => {
      const cases: [Record<string, unknown>, string][] = [
        [{ companyName: '  ' }, 'Vul een bedrijfsnaam in'],
        [{ contacts: [{ nieuweEmail: 'geen-email' }] }, 'Er is een ongeldig emailadres ingevuld'],
        [{ contacts: [{ rowNumber: 2, nieuweEmail: 'twee@shop' }] }, 'Er is een ongeldig emailadres ingevuld'],
        [{ emails: 'info@nieuw.nl;nope' }, 'Er is een ongeldig emailadres ingevuld'],
        [{ webshopPassword: '' }, 'Vul een emailadres in'],
        [{ webshopPassword: 'x'.repeat(21) }, 'Maximaal 20 tekens'],
      ];
      const before = await rowCounts(api.db);
      const stored = await customerRow();
      for (const [changes, message] of cases) {
        const answer = await api.call('POST', 'wholesale/savesubcode', { token: wholesale.token, body: form(changes) });
        expect([JSON.stringify(changes), answer.status, answer.body.message, answer.body.result]).toEqual([JSON.stringify(changes), 400, message, 'UPDATEDFAILED']);
      }
      const unknownRow = await api.call('POST', 'wholesale/savesubcode', { token: wholesale.token, body: form({ contacts: [{ rowNumber: 9, nieuweEmail: 'x@y.nl' }] }) });
      expect(unknownRow.status).toBe(400);
      expect(await rowCounts(api.db)).toEqual(before);
      expect(await customerRow()).toEqual(stored);
    });

    it("saves the form: customer fields, deleted, changed and new contact rows, and answers 'UPDATEDSUCCESS'", async () => {
      const before = await rowCounts(api.db);
      const saved = await api.call('POST', 'wholesale/savesubcode', { token: wholesale.token, body: form() });
      expect(saved.status).toBe(200);
      expect(saved.body).toEqual({ result: 'UPDATEDSUCCESS' });
      expect(await customerRow()).toEqual({ name: 'Bloemenhuis Nieuw', password: 'geheim2026', inet_check: false, email: 'info@nieuw.nl;boekhouding@nieuw.nl' });
      expect(await contacts()).toEqual([
        { row_number: 2, email: 'twee@shop.nl' },
        { row_number: 5, email: 'five@shop.nl' },
        { row_number: 6, email: 'new@shop.nl' },
      ]);
      // Contact rows replaced one for one; the one row added is the save's history entry.
      expect(await rowCounts(api.db)).toEqual({ ...before, record_history: before.record_history! + 1 });
    });

    it('POST wholesale/updateprimaryemail replaces the primary emails, joined by semicolons', async () => {
      const ok = await api.call('POST', 'wholesale/updateprimaryemail', { token: wholesale.token, body: { debnr, newPrimaryEmail: 'a@b.nl; c@d.be' } });
      expect(ok.body).toEqual({ result: 'UPDATEDSUCCESS' });
      expect((await customerRow())!.email).toBe('a@b.nl;c@d.be');
      const bad = await api.call('POST', 'wholesale/updateprimaryemail', { token: wholesale.token, body: { debnr, newPrimaryEmail: 'a@b.nl;zonder-at' } });
      expect([bad.status, bad.body.message]).toEqual([400, 'Er is een ongeldig emailadres ingevuld']);
      expect((await customerRow())!.email).toBe('a@b.nl;c@d.be');
    });

    it('is refused to non-wholesale callers (403) and for customers of another group (404)', async () => {
      const sales = await loginAs(api, 'sales@demo.test');
      for (const [method, path, body] of [['GET', 'wholesale/getallcustomers'], ['GET', `wholesale/getsubcode/${debnr}`], ['POST', 'wholesale/savesubcode', form()], ['POST', 'wholesale/updateprimaryemail', { debnr, newPrimaryEmail: 'a@b.nl' }]] as const) {
        expect([path, (await api.call(method, path, { token: sales.token, body })).status]).toEqual([path, 403]);
      }
      const other = await customerOfAnotherGroup(api, 'wholesale@demo.test', wholesale.groupCode);
      expect((await api.call('POST', 'wholesale/savesubcode', { token: wholesale.token, body: form({ debnr: other.debnr }) })).status).toBe(404);
    });
  });
});
