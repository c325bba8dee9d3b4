import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApi, type ApiHarness } from '../support/apiHarness';

/** customer/getuser and customer/updateUserPassword: the profile calls of any signed-in user. */
describe('profile calls under customer/', () => {
  let api: ApiHarness;

  beforeAll(async () => {
    api = await startApi({ customers: 40 });
  });
  afterAll(() => api.close());

  it('getuser answers the caller without login secrets, even without roles', async () => {
    const login = await api.login('noroles@demo.test');
    const { status, body } = await api.call('GET', 'customer/getuser', { token: login.accessToken });
    expect(status).toBe(200);
    expect(body).toMatchObject({ email: 'noroles@demo.test', userName: 'Nora Noroles', roles: [], azureId: login.user.azureId });
    expect(JSON.stringify(body)).not.toMatch(/passwordHash|argon/);
    expect((await api.call('GET', 'customer/getuser')).status).toBe(401);
  });

  it('updateUserPassword sets the new password and ends the other sessions', async () => {
    const other = await api.login('sales@demo.test');
    const login = await api.login('sales@demo.test');
    const short = await api.call('POST', 'customer/updateUserPassword', { token: login.accessToken, body: { currentPassword: 'demo1234', password: 'short' } });
    expect([short.status, short.body.errors.password]).toEqual([400, 'Min charachter length is 8']);

    const changed = await api.call('POST', 'customer/updateUserPassword', { token: login.accessToken, body: { currentPassword: 'demo1234', password: 'new-secret-42' } });
    expect(changed.body).toEqual({ success: true });
    const refresh = await api.call('POST', 'auth/refreshtoken', { body: { accessToken: other.accessToken, refreshToken: other.refreshToken } });
    expect(refresh.status).toBe(401);
    expect((await api.call('POST', 'auth/login', { body: { email: 'sales@demo.test', password: 'demo1234' } })).status).toBe(401);
    expect((await api.login('sales@demo.test', 'new-secret-42')).user.email).toBe('sales@demo.test');
  });
});
