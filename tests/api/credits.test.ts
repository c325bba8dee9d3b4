import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CreditRow } from '../../schemas/entities/credit';
import { startApi, type ApiHarness } from '../support/apiHarness';
import { loginAs, round2, switchGroup, type Caller } from './customerFixtures';

describe('GET manager/getcredits', () => {
  let api: ApiHarness;
  let manager: Caller;

  beforeAll(async () => {
    api = await startApi();
    manager = await loginAs(api, 'manager@demo.test');
  });
  afterAll(() => api.close());

  /** Per credited customer of the group over 365 days: invoices, turnover, credits; highest credit first. */
  async function expectedCredits(groupCode: string): Promise<CreditRow[]> {
    const customers = await api.db.query<{ debnr: string; name: string; branche: string }>('SELECT debnr, name, branche FROM customers WHERE group_code = $1', [groupCode]);
    const inWindow = (date: string) => date > '2025-06-17' && date <= '2026-06-17';
    const rows: CreditRow[] = [];
    for (const customer of customers) {
      const credits = (await api.db.query<{ credit_date: string; amount: number }>('SELECT credit_date, amount FROM credits WHERE debnr = $1', [customer.debnr])).filter((k) => inWindow(k.credit_date));
      if (credits.length === 0) continue;
      const invoices = (await api.db.query<{ fctdat: string; amount: number }>('SELECT fctdat, amount FROM invoices WHERE debnr = $1', [customer.debnr])).filter((i) => inWindow(i.fctdat));
      const turnover = invoices.reduce((t, i) => t + i.amount, 0);
      const credit = credits.reduce((t, k) => t + k.amount, 0);
      rows.push({
        debnr: customer.debnr,
        name: customer.name,
        amountOfInvoices: invoices.length,
        nettoTotal: round2(turnover),
        totalCredits: round2(credit),
        creditPercentage: turnover > 0 ? round2((credit / turnover) * 100) : null,
        branche: customer.branche,
      });
    }
    return rows.sort((a, b) => b.totalCredits - a.totalCredits || a.debnr.localeCompare(b.debnr));
  }

  it('lists the credited customers of the current group with turnover and credit percentage', async () => {
    const { status, body } = await api.call('GET', 'manager/getcredits', { token: manager.token });
    expect(status).toBe(200);
    const expected = await expectedCredits(manager.groupCode);
    expect(expected.length).toBeGreaterThan(2);
    expect(body.map((row: unknown) => CreditRow.parse(row))).toEqual(expected);
  });

  it('follows a group switch', async () => {
    const switched = await switchGroup(api, manager, '102');
    expect((await api.call('GET', 'manager/getcredits', { token: switched.token })).body).toEqual(await expectedCredits('102'));
    manager = await switchGroup(api, switched, manager.groupCode);
  });

  it('is for managers only: sales and finance get 403', async () => {
    for (const who of ['sales', 'finance', 'wholesale']) {
      const caller = await loginAs(api, `${who}@demo.test`);
      expect([who, (await api.call('GET', 'manager/getcredits', { token: caller.token })).status]).toEqual([who, 403]);
    }
    expect((await api.call('GET', 'manager/getcredits')).status).toBe(401);
  });
});
