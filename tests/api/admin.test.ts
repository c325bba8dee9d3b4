import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startApi, type ApiHarness } from '../support/apiHarness';
import { rowCounts } from './support/rowCounts';

type Session = Awaited<ReturnType<ApiHarness['login']>>;

let api: ApiHarness;
let admin: Session;
let sales: Session;
beforeAll(async () => {
  api = await startApi();
  [admin, sales] = [await api.login('admin@demo.test'), await api.login('sales@demo.test')];
});
afterAll(() => api.close());

const post = (path: string, body: unknown, token = admin.accessToken) => api.call('POST', path, { token, body });
const users = async () => (await api.call('GET', 'admin/getusers', { token: admin.accessToken })).body as any[];

const newUser = {
  name: 'Bea Bloem',
  email: 'bea@demo.test',
  password: 'welcome-01',
  companyId: 3,
  groupCode: '302',
  target: 7.5,
  language: 'nl',
  roles: [{ id: 1, name: 'iCRMBasis' }, 'iVisits'],
  accountManagers: [{ accountManagerCode: 'BB', accountManagerName: 'Bea B.' }, { accountManagerCode: 'BB1', companyId: 1 }],
};

describe('GET admin/getusers', () => {
  test('lists active users with company, group, target, language, roles and account managers', async () => {
    const list = await users();
    const salesRow = list.find((u) => u.email === 'sales@demo.test');
    expect(salesRow).toMatchObject({
      azureId: sales.user.azureId,
      id: sales.user.id,
      name: 'Sam Sales',
      companyId: 1,
      companyName: 'VDP',
      groupCode: '101',
      groupName: expect.any(String),
      target: expect.any(Number),
      language: 'en',
    });
    expect(salesRow.roles.map((r: any) => r.name).sort()).toEqual(['iCRMBasis', 'iTasks', 'iVisits']);
    expect(salesRow.accountManagers).toEqual(
      expect.arrayContaining([expect.objectContaining({ accountManager: 'SS', companyId: 1 }), expect.objectContaining({ accountManager: 'SAS', companyId: 3 })]),
    );
    expect(list.every((u) => !('password' in u) && !('passwordHash' in u))).toBe(true);
  });

  test('admins only', async () => {
    expect((await api.call('GET', 'admin/getusers', { token: sales.accessToken })).status).toBe(403);
    expect((await api.call('GET', 'admin/getusers')).status).toBe(401);
  });
});

describe('GET admin/GetRolesByAzureId', () => {
  test("answers the user's roles; unknown user 404, not an azure id 400, not an admin 403", async () => {
    const { body } = await api.call('GET', `admin/GetRolesByAzureId?azureId=${sales.user.azureId}`, { token: admin.accessToken });
    expect(body.map((r: any) => r.name).sort()).toEqual(['iCRMBasis', 'iTasks', 'iVisits']);
    expect(body.every((r: any) => Number.isInteger(r.id))).toBe(true);
    expect((await api.call('GET', 'admin/GetRolesByAzureId?azureId=00000000-0000-4000-8000-000000000000', { token: admin.accessToken })).status).toBe(404);
    expect((await api.call('GET', 'admin/GetRolesByAzureId?azureId=12', { token: admin.accessToken })).status).toBe(400);
    expect((await api.call('GET', `admin/GetRolesByAzureId?azureId=${sales.user.azureId}`, { token: sales.accessToken })).status).toBe(403);
  });
});

describe('POST admin/createuser', () => {
  test('creates the user with access to their group; they can log in and must still agree to the terms', async () => {
    const { status, body } = await post('admin/createuser', newUser);
    expect(status).toBe(200);
    expect(body).toMatchObject({ name: 'Bea Bloem', email: 'bea@demo.test', companyId: 3, companyName: 'Greenflor', groupCode: '302', target: 7.5, language: 'nl' });
    expect(body.roles.map((r: any) => r.name).sort()).toEqual(['iCRMBasis', 'iVisits']);
    expect(body.accountManagers).toEqual([
      { accountManager: 'BB1', accountManagerName: 'Bea Bloem', companyId: 1 },
      { accountManager: 'BB', accountManagerName: 'Bea B.', companyId: 3 },
    ]);
    const session = await api.login('bea@demo.test', 'welcome-01');
    expect(session.user).toMatchObject({ azureId: body.azureId, tosAgreement: false, groupCode: '302', companyId: 3, roles: ['iCRMBasis', 'iVisits'] });
    // Data endpoints wait for the terms of use (the server enforces them).
    expect((await api.call('GET', 'groupcode/GetAccessableGroups', { token: session.accessToken })).status).toBe(403);
    await api.call('POST', 'auth/SetTosAgreement', { token: session.accessToken, body: { id: session.user.id } });
    const groups = await api.call('GET', 'groupcode/GetAccessableGroups', { token: session.accessToken });
    expect(groups.body.map((g: any) => g.groupCode)).toEqual(['302']);
    expect((await users()).map((u) => u.email)).toContain('bea@demo.test');
  });

  const invalid: [string, object, string][] = [
    ['no name', { name: '  ' }, 'name'],
    ['no email', { email: undefined }, 'email'],
    ['an invalid email', { email: 'bea-at-demo' }, 'email'],
    ['a duplicate email (any case)', { email: 'SALES@demo.test' }, 'email'],
    ['no company', { companyId: undefined }, 'companyId'],
    ['no group code', { groupCode: '' }, 'groupCode'],
    ['a group of another company', { groupCode: '101' }, 'groupCode'],
    ['an unknown group', { groupCode: '999' }, 'groupCode'],
    ['target 0', { target: 0 }, 'target'],
    ['a negative target', { target: -3 }, 'target'],
    ['a target that is no number', { target: 'lots' }, 'target'],
    ['a password of 7 characters', { password: 'seven77' }, 'password'],
    ['a password over 50 characters', { password: 'p'.repeat(51) }, 'password'],
    ['an unknown role', { roles: ['iCRMSuperuser'] }, 'roles'],
    ['roles that are no list', { roles: 'iCRMBasis' }, 'roles'],
    ['an unknown language', { language: 'es' }, 'language'],
    ["another user's account manager code in that company", { accountManagers: [{ accountManagerCode: 'SAS' }] }, 'accountManagers'],
    ['an account manager without code', { accountManagers: [{ accountManagerName: 'X' }] }, 'accountManagers.0'],
  ];
  test.each(invalid)('%s: 400 naming the field, nothing written', async (_case, change, field) => {
    const before = await rowCounts(api.db);
    const { status, body } = await post('admin/createuser', { ...newUser, email: 'other@demo.test', ...change });
    expect(status).toBe(400);
    expect(Object.keys(body.errors ?? {})).toContain(field);
    expect(await rowCounts(api.db)).toEqual(before);
  });

  test('"Group does not exist" is the message for a group outside the company', async () => {
    const { body } = await post('admin/createuser', { ...newUser, email: 'other@demo.test', groupCode: '101' });
    expect(body).toEqual({ message: 'Group does not exist', errors: { groupCode: 'Group does not exist' } });
  });

  test('admins only', async () => {
    expect((await post('admin/createuser', { ...newUser, email: 'x@demo.test' }, sales.accessToken)).status).toBe(403);
  });
});

describe('POST admin/updateuser', () => {
  const current = async (email: string) => (await users()).find((u) => u.email === email);

  test('saves the edit: name, email, group, target, language, roles and account managers', async () => {
    const user = await current('wholesale@demo.test');
    const edit = {
      ...user,
      name: 'Willem W.',
      email: 'willem@demo.test',
      companyId: 8,
      groupCode: '801',
      target: 12,
      language: 'de',
      roles: [{ id: 11, name: 'iCRMWholesale' }, 'iCRMBasis'],
      accountManagers: [{ accountManager: 'WW', companyId: 8 }],
    };
    const { status, body } = await post('admin/updateuser?changedPassword=false', edit);
    expect(status).toBe(200);
    expect(body).toMatchObject({ azureId: user.azureId, name: 'Willem W.', email: 'willem@demo.test', companyId: 8, groupCode: '801', target: 12, language: 'de' });
    expect(body.roles.map((r: any) => r.name).sort()).toEqual(['iCRMBasis', 'iCRMWholesale']);
    expect(body.accountManagers).toEqual([{ accountManager: 'WW', accountManagerName: 'Willem W.', companyId: 8 }]);
    expect((await api.login('willem@demo.test')).user.roles).toEqual(['iCRMBasis', 'iCRMWholesale']);
  });

  test('changedPassword=true needs a valid password; without the flag the password is ignored', async () => {
    const user = await current('deco@demo.test');
    const before = await rowCounts(api.db);
    for (const password of [undefined, '', 'short']) {
      const refused = await post('admin/updateuser?changedPassword=true', { ...user, password });
      expect(refused.status).toBe(400);
      expect(refused.body.errors).toHaveProperty('password');
    }
    expect(await rowCounts(api.db)).toEqual(before);
    const saved = await post('admin/updateuser', { ...user, password: 'ignored-password' });
    expect(saved.status).toBe(200);
    expect((await api.login('deco@demo.test')).user.email).toBe('deco@demo.test');
    // The next edit starts from the saved version (the one before it is now stale).
    expect((await post('admin/updateuser?changedPassword=true', { ...saved.body, password: 'changed-pass' })).status).toBe(200);
    expect((await api.login('deco@demo.test', 'changed-pass')).user.email).toBe('deco@demo.test');
  });

  test.each([
    ['no roles', { roles: [] }, 'roles'],
    ['an email of another user', { email: 'admin@demo.test' }, 'email'],
    ['no azure id', { azureId: undefined }, 'azureId'],
    ['target 0', { target: 0 }, 'target'],
  ])('%s: 400, nothing changed', async (_case, change, field) => {
    const user = await current('manager@demo.test');
    const { status, body } = await post('admin/updateuser?changedPassword=false', { ...user, ...change });
    expect(status).toBe(400);
    expect(Object.keys(body.errors)).toContain(field);
    expect(await current('manager@demo.test')).toEqual(user);
  });

  test("takes account manager codes as the spec sends them (userAzureId, accountManagerCode, companyId), for the user saved only", async () => {
    const user = await current('manager@demo.test');
    const foreign = await post('admin/updateuser', { ...user, accountManagers: [{ userAzureId: sales.user.azureId, accountManagerCode: 'MM2', companyId: 1 }] });
    expect([foreign.status, Object.keys(foreign.body.errors)]).toEqual([400, ['accountManagers.0.userAzureId']]);
    expect(await current('manager@demo.test')).toEqual(user);
    const saved = await post('admin/updateuser', { ...user, accountManagers: [{ userAzureId: user.azureId, accountManagerCode: 'MM2', companyId: 1 }] });
    expect([saved.status, saved.body.accountManagers]).toEqual([200, [{ accountManager: 'MM2', accountManagerName: user.name, companyId: 1 }]]);
  });

  test('a malformed changedPassword flag: 400; an unknown user: 404', async () => {
    const user = await current('manager@demo.test');
    expect((await post('admin/updateuser?changedPassword=maybe', user)).status).toBe(400);
    expect((await post('admin/updateuser', { ...user, azureId: '00000000-0000-4000-8000-000000000000' })).status).toBe(404);
  });
});

describe('POST admin/deleteuser', () => {
  test('removes the user from the list, ends their sessions and logins; the email is free again', async () => {
    const session = await api.login('noroles@demo.test');
    const { status } = await post('admin/deleteuser', { azureId: session.user.azureId });
    expect(status).toBe(200);
    expect((await users()).map((u) => u.email)).not.toContain('noroles@demo.test');
    expect((await api.call('POST', 'auth/login', { body: { email: 'noroles@demo.test', password: 'demo1234' } })).status).toBe(401);
    expect((await api.call('POST', 'auth/refreshtoken', { body: { refreshToken: session.refreshToken } })).status).toBe(401);
    expect((await api.call('GET', `auth/GetUserByAzureId/${session.user.azureId}`, { token: admin.accessToken })).status).toBe(404);
    expect((await post('admin/deleteuser', { azureId: session.user.azureId })).status).toBe(404);
    expect((await post('admin/createuser', { ...newUser, email: 'noroles@demo.test', accountManagers: [] })).status).toBe(200);
  });

  test('an admin cannot delete themselves; others may not delete at all', async () => {
    expect(await post('admin/deleteuser', { azureId: admin.user.azureId })).toMatchObject({ status: 400, body: { message: 'You cannot delete yourself' } });
    expect((await post('admin/deleteuser', { azureId: admin.user.azureId }, sales.accessToken)).status).toBe(403);
    expect((await post('admin/deleteuser', { azureId: 'nope' })).status).toBe(400);
    expect((await api.login('admin@demo.test')).user.email).toBe('admin@demo.test');
  });
});
