import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CashCarryChartRow, CashCarryTableRow, Seller } from '../../schemas/entities/cashCarry';
import { startApi, type ApiHarness } from '../support/apiHarness';
import { rowCounts } from './support/rowCounts';
import { customerOfAnotherGroup, customerWhere, loginAs, round2, switchGroup, type Caller } from './customerFixtures';

describe('click and collect', () => {
  let api: ApiHarness;
  let admin: Caller;

  beforeAll(async () => {
    api = await startApi();
    admin = await loginAs(api, 'admin@demo.test');
    admin = await switchGroup(api, admin, '201');
    await api.db.query(`INSERT INTO cnc_sellers (company_id, code, name, password) VALUES (2, 'V02', 'Zoé Comptoir', 'pw-zoe'), (2, 'V01', 'Anne Caisse', 'pw-anne'), (1, 'V09', 'Other Company', 'pw')`);
  });
  afterAll(() => api.close());

  /** Per channel over the last 30 days, recomputed from the group's invoices. */
  async function expectedChannels(groupCode: string): Promise<CashCarryTableRow[]> {
    const invoices = await api.db.query<{ debnr: string; amount: number; order_source: string }>(
      `SELECT i.debnr, i.amount, i.order_source FROM invoices i JOIN customers c ON c.debnr = i.debnr
        WHERE c.group_code = $1 AND i.fctdat > '2026-05-18' AND i.fctdat <= '2026-06-17'`,
      [groupCode],
    );
    return (['personal', 'online'] as const).map((source) => {
      const rows = invoices.filter((i) => i.order_source === source);
      return { type: source === 'personal' ? 'C&C' : 'Internet', turnover: round2(rows.reduce((t, i) => t + i.amount, 0)), clients: new Set(rows.map((i) => i.debnr)).size };
    });
  }

  it("GetCCwInternetTable and GetCCwInternetChart split the last 30 days' turnover by channel", async () => {
    const expected = await expectedChannels('201');
    expect(expected.every((row) => row.turnover > 0)).toBe(true);
    const table = await api.call('GET', 'cashCarry/GetCCwInternetTable', { token: admin.token });
    expect(table.status).toBe(200);
    expect(table.body.map((row: unknown) => CashCarryTableRow.parse(row))).toEqual(expected);
    const chart = await api.call('GET', 'cashCarry/GetCCwInternetChart', { token: admin.token });
    expect(chart.body.map((row: unknown) => CashCarryChartRow.parse(row))).toEqual(expected.map(({ type, turnover }) => ({ type, turnover })));
  });

  it('answers both channels at 0 for a group without invoices in the window', async () => {
    await api.db.query(`UPDATE invoices SET fctdat = fctdat - 400 WHERE debnr IN (SELECT debnr FROM customers WHERE group_code = '203') AND fctdat > '2026-05-18'`);
    const switched = await switchGroup(api, admin, '203');
    expect((await api.call('GET', 'cashCarry/GetCCwInternetTable', { token: switched.token })).body).toEqual([
      { type: 'C&C', turnover: 0, clients: 0 },
      { type: 'Internet', turnover: 0, clients: 0 },
    ]);
    admin = await switchGroup(api, switched, '201');
  });

  it("DexxCnCModuleGetVerkoopers lists the company's sellers for the caller only", async () => {
    const [me] = await api.db.query<{ azure_id: string }>(`SELECT azure_id FROM users WHERE email = 'admin@demo.test'`);
    const { status, body } = await api.call('GET', `DexxCnCModuleGetVerkoopers?AzureId=${me!.azure_id}`, { token: admin.token });
    expect(status).toBe(200);
    expect(body.map((row: unknown) => Seller.parse(row))).toEqual([
      { debnr: 'V01', debnaam: 'Anne Caisse', password: 'pw-anne' },
      { debnr: 'V02', debnaam: 'Zoé Comptoir', password: 'pw-zoe' },
    ]);
    expect((await api.call('GET', 'DexxCnCModuleGetVerkoopers?AzureId=00000000-0000-4000-8000-000000000000', { token: admin.token })).status).toBe(403);
    expect((await api.call('GET', 'DexxCnCModuleGetVerkoopers?AzureId=nope', { token: admin.token })).status).toBe(400);
  });

  it("DexxCnCModuleUpdateIKLANT makes the seller the customer's salesman, and nothing else", async () => {
    const debnr = await customerWhere(api, '201');
    const before = await rowCounts(api.db);
    const { status, body } = await api.call('POST', `DexxCnCModuleUpdateIKLANT?debnr=${debnr}&verkooper=V02`, { token: admin.token });
    expect(status).toBe(200);
    expect(body).toEqual({ success: true, debnr, verkooper: 'V02' });
    expect(await api.db.query('SELECT salesman_code FROM customers WHERE debnr = $1', [debnr])).toEqual([{ salesman_code: 'V02' }]);
    expect(await rowCounts(api.db)).toEqual(before);
  });

  it('refuses a missing customer or seller, a seller of another company (400), other groups (404) and other roles (403)', async () => {
    const debnr = await customerWhere(api, '201');
    for (const query of [`verkooper=V01`, `debnr=${debnr}`, `debnr=${debnr}&verkooper=`, `debnr=${debnr}&verkooper=V09`, `debnr=1234567&verkooper=V01`]) {
      expect([query, (await api.call('POST', `DexxCnCModuleUpdateIKLANT?${query}`, { token: admin.token })).status]).toEqual([query, 400]);
    }
    const other = await customerOfAnotherGroup(api, 'admin@demo.test', '201');
    expect((await api.call('POST', `DexxCnCModuleUpdateIKLANT?debnr=${other.debnr}&verkooper=V01`, { token: admin.token })).status).toBe(404);
    const sales = await loginAs(api, 'sales@demo.test');
    for (const [method, path] of [['GET', 'cashCarry/GetCCwInternetChart'], ['GET', 'cashCarry/GetCCwInternetTable'], ['GET', 'DexxCnCModuleGetVerkoopers'], ['POST', `DexxCnCModuleUpdateIKLANT?debnr=${debnr}&verkooper=V01`]] as const) {
      expect([path, (await api.call(method, path, { token: sales.token })).status]).toEqual([path, 403]);
    }
  });
});
