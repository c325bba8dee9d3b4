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

  test('answers a held list with 304 until a customer of the group changes, then the changed list', async () => {
    const { accessToken } = await api.login('sales@demo.test');
    const first = await search(accessToken, { 'accept-encoding': 'br' });
    const etag = first.headers.get('etag')!;
    expect([first.status, first.headers.get('content-encoding'), etag]).toEqual([200, 'br', expect.stringMatching(/^"search:101:\d+"$/)]);
    expect(first.body).toEqual(await customersOfGroup('101'));
    const held = await search(accessToken, { 'if-none-match': etag });
    expect([held.status, held.body]).toEqual([304, '']);
    expect((await search(accessToken, { 'accept-encoding': 'gzip' })).headers.get('content-encoding')).toBe('gzip');

    // Another group's customer changes: this group's answer stands.
    await api.db.query(`UPDATE customers SET name = name || ' (302)' WHERE debnr = (SELECT min(debnr) FROM customers WHERE group_code = '302')`);
    expect((await search(accessToken, { 'if-none-match': etag })).status).toBe(304);

    const [renamed] = await api.db.query<{ debnr: string }>(`UPDATE customers SET name = 'Bloemen Nieuw' WHERE debnr = (SELECT min(debnr) FROM customers WHERE group_code = '101') RETURNING debnr`);
    const changed = await search(accessToken, { 'if-none-match': etag });
    expect(changed.status).toBe(200);
    expect(changed.headers.get('etag')).not.toBe(etag);
    expect(changed.body).toContainEqual({ debnr: renamed!.debnr, name: 'Bloemen Nieuw' });
    expect(changed.body).toEqual(await customersOfGroup('101'));
  });

  test('without a token: 401', async () => {
    expect((await search()).status).toBe(401);
  });
});
