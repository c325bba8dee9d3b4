import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { TERMS_NOT_ACCEPTED } from '../../api/auth/terms';
import { startApi, type ApiHarness } from '../support/apiHarness';

/** Spec part 1 §4, enforced by the server: no data until the terms of use are accepted. */
let api: ApiHarness;
beforeAll(async () => {
  api = await startApi({ customers: 20 });
});
afterAll(() => api.close());

describe('terms of use', () => {
  test('a user who has not accepted them gets 403 with a clear message on data endpoints; their own record, refresh, the terms call and logout work', async () => {
    const newbie = await api.login('newbie@demo.test');
    expect(newbie.user.tosAgreement).toBe(false);
    const token = newbie.accessToken;

    for (const path of ['customer/getallcustomerstosearch', 'groupcode/GetAccessableGroups', 'auth/getRoles']) {
      expect(await api.call('GET', path, { token })).toMatchObject({ status: 403, body: { message: TERMS_NOT_ACCEPTED } });
    }
    expect((await api.call('GET', 'customer/getuser', { token })).status).toBe(200);
    expect((await api.call('GET', `auth/GetUserByAzureId/${newbie.user.azureId}`, { token })).status).toBe(200);
    const refreshed = await api.call('POST', 'auth/refreshtoken', { body: { refreshToken: newbie.refreshToken } });
    expect(refreshed.status).toBe(200);

    const agreed = await api.call('POST', 'auth/SetTosAgreement', { token: refreshed.body.accessToken, body: { id: newbie.user.id } });
    expect(agreed).toMatchObject({ status: 200, body: { tosAgreement: true } });
    expect((await api.call('GET', 'customer/getallcustomerstosearch', { token: refreshed.body.accessToken })).status).toBe(200);
    expect((await api.call('POST', 'auth/logout', { body: { refreshToken: refreshed.body.refreshToken } })).status).toBe(200);
  });
});
