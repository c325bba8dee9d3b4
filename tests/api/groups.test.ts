import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startApi, type ApiHarness } from '../support/apiHarness';
import { verifiedClaims } from '../support/fakes/tokens';
import { rowCounts } from './support/rowCounts';

type Session = Awaited<ReturnType<ApiHarness['login']>>;
type Group = { groupName: string; groupCode: string; companyId: number; companyName: string; accessable: boolean };

let api: ApiHarness;
let admin: Session;
let sales: Session;
beforeAll(async () => {
  api = await startApi();
  [admin, sales] = [await api.login('admin@demo.test'), await api.login('sales@demo.test')];
});
afterAll(() => api.close());

const byCompanyThenName = (a: Group, b: Group) => a.companyId - b.companyId || a.groupName.localeCompare(b.groupName);
const customersOfGroup = (groupCode: string) =>
  api.db.query('SELECT debnr, name FROM customers WHERE group_code = $1 ORDER BY debnr', [groupCode]);

describe("the caller's groups", () => {
  test('GetAccessableGroups: the groups the user may switch to, with company names, by company then name', async () => {
    const { status, body } = await api.call<Group[]>('GET', 'groupcode/GetAccessableGroups', { token: sales.accessToken });
    expect(status).toBe(200);
    expect(body.map((g) => g.groupCode).sort()).toEqual(['101', '102', '103', '301', '302']);
    expect(body).toEqual([...body].sort(byCompanyThenName));
    expect(body.every((g) => g.accessable && g.companyName === { 1: 'VDP', 3: 'Greenflor' }[g.companyId])).toBe(true);
  });

  test('getallgroups: every group, flagged with the caller’s access', async () => {
    const { body } = await api.call<Group[]>('GET', 'groupcode/getallgroups', { token: sales.accessToken });
    const [{ n }] = await api.db.query<{ n: number }>('SELECT count(*)::int AS n FROM debtor_groups');
    expect(body).toHaveLength(n);
    expect(body.filter((g) => g.accessable).map((g) => g.groupCode).sort()).toEqual(['101', '102', '103', '301', '302']);
    expect(body).toEqual([...body].sort(byCompanyThenName));
  });

  test('without a token: 401', async () => {
    expect((await api.call('GET', 'groupcode/GetAccessableGroups')).status).toBe(401);
    expect((await api.call('GET', 'groupcode/getallgroups')).status).toBe(401);
  });
});

describe('POST groupcode/SetCurrentGroup', () => {
  test('switches the group: the new token carries it and the customer search then lists that group only', async () => {
    const switched = await api.call('POST', 'groupcode/SetCurrentGroup', { token: sales.accessToken, body: { groupCode: '301' } });
    expect(switched.status).toBe(200);
    expect(Object.keys(switched.body).sort()).toEqual(['accessToken', 'refreshToken']);
    const claims = verifiedClaims(switched.body.accessToken, api.services.config.jwtSecret, api.clock.now());
    expect(claims).toMatchObject({ groupCode: '301' });
    // The company is not a claim (the legacy issues none): the app reads it from the groups call.
    expect(claims).not.toHaveProperty('companyId');

    const search = await api.call('GET', 'customer/getallcustomerstosearch', { token: switched.body.accessToken });
    expect(search.body).toEqual(await customersOfGroup('301'));
    expect(search.body.length).toBeGreaterThan(0);

    // The choice is kept: the next login and refresh are in group 301 too.
    expect((await api.login('sales@demo.test')).user).toMatchObject({ groupCode: '301', companyId: 3, companyName: 'Greenflor' });
    const refreshed = await api.call('POST', 'auth/refreshtoken', { body: { refreshToken: switched.body.refreshToken } });
    expect(refreshed.body.user.groupCode).toBe('301');
    await api.call('POST', 'groupcode/SetCurrentGroup', { token: sales.accessToken, body: { groupCode: 101 } });
    expect((await api.login('sales@demo.test')).user.groupCode).toBe('101');
  });

  test('a group the user may not use: 403 and the current group stays', async () => {
    const refused = await api.call('POST', 'groupcode/SetCurrentGroup', { token: sales.accessToken, body: { groupCode: '801' } });
    expect(refused.status).toBe(403);
    expect((await api.login('sales@demo.test')).user.groupCode).toBe('101');
  });

  test.each([[{}], [{ groupCode: '' }], [{ groupCode: ['101'] }], [{ groupCode: null }]])('%j: 400', async (body) => {
    const before = await rowCounts(api.db);
    expect((await api.call('POST', 'groupcode/SetCurrentGroup', { token: sales.accessToken, body })).status).toBe(400);
    expect(await rowCounts(api.db)).toEqual(before);
  });
});

describe("an admin manages a user's group access", () => {
  const accessible = (azureId: string) =>
    api.call<Group[]>('GET', `groupcode/GetAccessableGroupsByAzureId?azure_id=${azureId}`, { token: admin.accessToken });
  const inaccessible = (azureId: string) =>
    api.call<Group[]>('GET', `groupcode/GetUnaccessableGroupsByAzureId?azure_id=${azureId}`, { token: admin.accessToken });

  test('accessible and inaccessible groups split every group between them', async () => {
    const [yes, no] = [(await accessible(sales.user.azureId)).body, (await inaccessible(sales.user.azureId)).body];
    const all = (await api.call<Group[]>('GET', 'groupcode/getallgroups', { token: admin.accessToken })).body;
    expect(yes.map((g) => g.groupCode).sort()).toEqual(['101', '102', '103', '301', '302']);
    expect(no.every((g) => !g.accessable)).toBe(true);
    expect([...yes, ...no].map((g) => g.groupCode).sort()).toEqual(all.map((g) => g.groupCode).sort());
  });

  test('AddOrRemoveGroupFromUser grants a group the user can then switch to, and withdraws it again', async () => {
    const grant = { azureId: sales.user.azureId, groupCode: '801', companyId: 8, accessable: true };
    const granted = await api.call('POST', 'groupcode/AddOrRemoveGroupFromUser', { token: admin.accessToken, body: grant });
    expect(granted).toMatchObject({ status: 200, body: { groupCode: '801', companyId: 8, companyName: 'Roobos', accessable: true } });
    expect((await accessible(sales.user.azureId)).body.map((g) => g.groupCode)).toContain('801');
    expect((await api.call('POST', 'groupcode/SetCurrentGroup', { token: sales.accessToken, body: { groupCode: '801' } })).status).toBe(200);

    const withdrawn = await api.call('POST', 'groupcode/AddOrRemoveGroupFromUser', { token: admin.accessToken, body: { ...grant, accessable: false } });
    expect(withdrawn.body.accessable).toBe(false);
    expect((await api.call('POST', 'groupcode/SetCurrentGroup', { token: sales.accessToken, body: { groupCode: '801' } })).status).toBe(403);
    // Losing the current group falls back to the user's own group.
    expect((await api.login('sales@demo.test')).user.groupCode).toBe('101');
    expect(
      (await api.call('GET', 'customer/getallcustomerstosearch', { token: sales.accessToken, headers: { groupcode: '801' } })).status,
    ).toBe(403);
  });

  test('a group of another company: 400 "Group does not exist"; unknown user: 404; nothing written', async () => {
    const before = await rowCounts(api.db);
    const wrongCompany = await api.call('POST', 'groupcode/AddOrRemoveGroupFromUser', {
      token: admin.accessToken,
      body: { azureId: sales.user.azureId, groupCode: '801', companyId: 1, accessable: true },
    });
    expect(wrongCompany).toMatchObject({ status: 400, body: { message: 'Group does not exist', errors: { groupCode: 'Group does not exist' } } });
    const unknownUser = await api.call('POST', 'groupcode/AddOrRemoveGroupFromUser', {
      token: admin.accessToken,
      body: { azureId: '00000000-0000-4000-8000-000000000000', groupCode: '801', companyId: 8, accessable: true },
    });
    expect(unknownUser.status).toBe(404);
    expect((await accessible('00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expect((await api.call('GET', 'groupcode/GetAccessableGroupsByAzureId?azure_id=nope', { token: admin.accessToken })).status).toBe(400);
    expect((await api.call('GET', 'groupcode/GetUnaccessableGroupsByAzureId', { token: admin.accessToken })).status).toBe(400);
    expect(await rowCounts(api.db)).toEqual(before);
  });

  test('only admins: 403 for others', async () => {
    expect((await api.call('GET', `groupcode/GetAccessableGroupsByAzureId?azure_id=${admin.user.azureId}`, { token: sales.accessToken })).status).toBe(403);
    expect((await api.call('GET', `groupcode/GetUnaccessableGroupsByAzureId?azure_id=${admin.user.azureId}`, { token: sales.accessToken })).status).toBe(403);
    const selfGrant = { azureId: sales.user.azureId, groupCode: '801', companyId: 8, accessable: true };
    expect((await api.call('POST', 'groupcode/AddOrRemoveGroupFromUser', { token: sales.accessToken, body: selfGrant })).status).toBe(403);
    expect((await api.call('GET', 'groupcode/refreshgroups', { token: sales.accessToken })).status).toBe(403);
  });
});

describe('GET groupcode/refreshgroups', () => {
  test('adds the groups the billing data uses but the group list lacks', async () => {
    const first = await api.call('GET', 'groupcode/refreshgroups', { token: admin.accessToken });
    const [{ n }] = await api.db.query<{ n: number }>('SELECT count(*)::int AS n FROM debtor_groups');
    expect(first.body).toEqual({ added: 0, groups: n });

    // A billing import that brought customers of a group nobody created yet.
    await api.db.exec(`
      ALTER TABLE customers DROP CONSTRAINT customers_group_code_fkey;
      CREATE TEMP TABLE arriving AS SELECT * FROM customers WHERE company_id = 3 LIMIT 1;
      UPDATE arriving SET debnr = '999999', group_code = '309';
      INSERT INTO customers SELECT * FROM arriving;`);
    const second = await api.call('GET', 'groupcode/refreshgroups', { token: admin.accessToken });
    expect(second.body).toEqual({ added: 1, groups: n + 1 });
    expect(await api.db.query('SELECT company_id FROM debtor_groups WHERE group_code = $1', ['309'])).toEqual([{ company_id: 3 }]);
    expect((await api.call('GET', 'groupcode/refreshgroups', { token: admin.accessToken })).body).toEqual({ added: 0, groups: n + 1 });
  });
});
