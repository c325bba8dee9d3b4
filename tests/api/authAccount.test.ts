import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { ROLES } from '../../schemas/roles';
import { startApi, type ApiHarness } from '../support/apiHarness';
import { rowCounts } from './support/rowCounts';

type Session = Awaited<ReturnType<ApiHarness['login']>>;

let api: ApiHarness;
let admin: Session;
let sales: Session;
let newbie: Session;
beforeAll(async () => {
  api = await startApi();
  [admin, sales, newbie] = [await api.login('admin@demo.test'), await api.login('sales@demo.test'), await api.login('newbie@demo.test')];
});
afterAll(() => api.close());

describe('POST auth/SetTosAgreement', () => {
  test("someone else's id: 403 and their agreement is untouched", async () => {
    const refused = await api.call('POST', 'auth/SetTosAgreement', { token: sales.accessToken, body: { id: newbie.user.azureId } });
    expect(refused.status).toBe(403);
    expect(await api.db.query('SELECT tos_agreement FROM users WHERE azure_id = $1', [newbie.user.azureId])).toEqual([{ tos_agreement: false }]);
  });

  test('records the agreement of the caller (by user id or azure id) and answers the user', async () => {
    const agreed = await api.call('POST', 'auth/SetTosAgreement', { token: newbie.accessToken, body: { id: newbie.user.azureId } });
    expect(agreed.status).toBe(200);
    expect(agreed.body).toMatchObject({ email: 'newbie@demo.test', tosAgreement: true });
    expect((await api.login('newbie@demo.test')).user.tosAgreement).toBe(true);
    const byId = await api.call('POST', 'auth/SetTosAgreement', { token: newbie.accessToken, body: { id: newbie.user.id } });
    expect(byId.status).toBe(200);
  });

  test('no token: 401; no id: 400', async () => {
    expect((await api.call('POST', 'auth/SetTosAgreement', { body: { id: sales.user.azureId } })).status).toBe(401);
    expect((await api.call('POST', 'auth/SetTosAgreement', { token: sales.accessToken, body: {} })).status).toBe(400);
    expect((await api.call('POST', 'auth/SetTosAgreement', { token: sales.accessToken, body: { id: { nested: true } } })).status).toBe(400);
  });
});

describe('GET auth/getRoles', () => {
  test('lists every role with its id, for any signed-in user', async () => {
    const { status, body } = await api.call('GET', 'auth/getRoles', { token: sales.accessToken });
    expect(status).toBe(200);
    expect(body.map((r: { name: string }) => r.name).sort()).toEqual([...ROLES].sort());
    expect(body.every((r: { id: unknown }) => Number.isInteger(r.id))).toBe(true);
  });
});

describe('GET auth/GetUserByAzureId/{id}', () => {
  test('a user may read themselves', async () => {
    const { status, body } = await api.call('GET', `auth/GetUserByAzureId/${sales.user.azureId}`, { token: sales.accessToken });
    expect(status).toBe(200);
    expect(body).toEqual(sales.user);
  });

  test('an admin may read anyone; other users get 403', async () => {
    expect((await api.call('GET', `auth/GetUserByAzureId/${sales.user.azureId}`, { token: admin.accessToken })).body.email).toBe('sales@demo.test');
    expect((await api.call('GET', `auth/GetUserByAzureId/${admin.user.azureId}`, { token: sales.accessToken })).status).toBe(403);
  });

  test('unknown azure id: 404 for an admin; not an azure id: 400', async () => {
    expect((await api.call('GET', 'auth/GetUserByAzureId/00000000-0000-4000-8000-000000000000', { token: admin.accessToken })).status).toBe(404);
    expect((await api.call('GET', 'auth/GetUserByAzureId/not-a-uuid', { token: admin.accessToken })).status).toBe(400);
  });
});

describe('GET auth/UpdateUserLanguage/{id}?language=', () => {
  test('stores the language and answers the user', async () => {
    const { status, body } = await api.call('GET', `auth/UpdateUserLanguage/${sales.user.azureId}?language=fr`, { token: sales.accessToken });
    expect(status).toBe(200);
    expect(body).toMatchObject({ email: 'sales@demo.test', language: 'fr' });
    expect((await api.login('sales@demo.test')).user.language).toBe('fr');
  });

  test("an admin may change anyone's language; others only their own", async () => {
    expect((await api.call('GET', `auth/UpdateUserLanguage/${newbie.user.azureId}?language=de`, { token: admin.accessToken })).body.language).toBe('de');
    expect((await api.call('GET', `auth/UpdateUserLanguage/${admin.user.azureId}?language=de`, { token: sales.accessToken })).status).toBe(403);
  });

  test.each([['?language=es'], ['?language='], [''], ['?language=en&language=fr']])('%s: 400 and nothing changed', async (search) => {
    const before = await api.db.query('SELECT language FROM users ORDER BY id');
    expect((await api.call('GET', `auth/UpdateUserLanguage/${sales.user.azureId}${search}`, { token: sales.accessToken })).status).toBe(400);
    expect(await api.db.query('SELECT language FROM users ORDER BY id')).toEqual(before);
  });

  test('no token: 401', async () => {
    const before = await rowCounts(api.db);
    expect((await api.call('GET', `auth/UpdateUserLanguage/${sales.user.azureId}?language=nl`)).status).toBe(401);
    expect(await rowCounts(api.db)).toEqual(before);
  });
});
