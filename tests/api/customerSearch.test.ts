import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startApi, type ApiHarness } from '../support/apiHarness';

let api: ApiHarness;
beforeAll(async () => {
  api = await startApi();
});
afterAll(() => api.close());

const search = (token?: string, headers?: Record<string, string>) => api.call('GET', 'customer/getallcustomerstosearch', { token, headers });
const customersOfGroup = (groupCode: string) =>
  api.db.query('SELECT debnr, name FROM customers WHERE group_code = $1 ORDER BY debnr', [groupCode]);

describe('GET customer/getallcustomerstosearch', () => {
  test('every customer of the current group, debtor number and name only, by debtor number', async () => {
    const { accessToken } = await api.login('sales@demo.test');
    const { status, body } = await search(accessToken);
    expect(status).toBe(200);
    expect(body).toEqual(await customersOfGroup('101'));
    expect(body.length).toBeGreaterThan(10);
    expect(Object.keys(body[0]).sort()).toEqual(['debnr', 'name']);
  });

  test('the groupcode header picks another group the caller may use; a foreign group is refused', async () => {
    const { accessToken } = await api.login('sales@demo.test');
    expect((await search(accessToken, { groupcode: '302' })).body).toEqual(await customersOfGroup('302'));
    expect((await search(accessToken, { groupcode: '801' })).status).toBe(403);
    expect((await search(accessToken, { groupcode: "101' OR '1'='1" })).status).toBe(403);
  });

  test('finance staff may search too; wholesale-only staff and users without roles may not', async () => {
    const finance = await api.login('finance@demo.test');
    expect((await search(finance.accessToken)).body).toEqual(await customersOfGroup('101'));
    expect((await search((await api.login('wholesale@demo.test')).accessToken)).status).toBe(403);
    expect((await search((await api.login('noroles@demo.test')).accessToken)).status).toBe(403);
  });

  test('without a token: 401', async () => {
    expect((await search()).status).toBe(401);
  });
});
