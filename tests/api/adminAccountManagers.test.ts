import { afterAll, beforeAll, expect, test } from 'vitest';
import { startApi, type ApiHarness } from '../support/apiHarness';

let api: ApiHarness;
beforeAll(async () => {
  api = await startApi();
});
afterAll(() => api.close());

const managersOfCompany = (companyId: number | null) =>
  api.db.query(
    `SELECT u.name, u.azure_id AS "azureId", am.code AS "accountManager", am.company_id AS "companyId"
       FROM account_managers am JOIN users u ON u.id = am.user_id
      WHERE u.deleted_at IS NULL AND ($1::int IS NULL OR am.company_id = $1)
      ORDER BY lower(u.name), am.company_id, am.code`,
    [companyId],
  );

test("GET admin/GetAccountManagers: the account managers of the caller's current company", async () => {
  const sales = await api.login('sales@demo.test');
  const { status, body } = await api.call('GET', 'admin/GetAccountManagers', { token: sales.accessToken });
  expect(status).toBe(200);
  expect(body).toEqual(await managersOfCompany(1));
  expect(body).toContainEqual({ name: 'Sam Sales', azureId: sales.user.azureId, accountManager: 'SS', companyId: 1 });

  const switched = await api.call('POST', 'groupcode/SetCurrentGroup', { token: sales.accessToken, body: { groupCode: '301' } });
  const inGreenflor = await api.call('GET', 'admin/GetAccountManagers', { token: switched.body.accessToken });
  expect(inGreenflor.body).toEqual(await managersOfCompany(3));
  expect(inGreenflor.body.length).toBeGreaterThan(0);
});

test('an admin sees the account managers of every company', async () => {
  const admin = await api.login('admin@demo.test');
  const { body } = await api.call('GET', 'admin/GetAccountManagers', { token: admin.accessToken });
  expect(body).toEqual(await managersOfCompany(null));
  expect(new Set(body.map((m: { companyId: number }) => m.companyId)).size).toBeGreaterThan(1);
});

test('a groupcode header of a foreign group: 403; no token: 401', async () => {
  const sales = await api.login('sales@demo.test');
  expect((await api.call('GET', 'admin/GetAccountManagers', { token: sales.accessToken, headers: { groupcode: '801' } })).status).toBe(403);
  expect((await api.call('GET', 'admin/GetAccountManagers')).status).toBe(401);
});
