import { afterAll, beforeAll, expect, test } from 'vitest';
import { startApi, type ApiHarness } from '../support/apiHarness';

let api: ApiHarness;
beforeAll(async () => {
  api = await startApi({ customers: 20 });
});
afterAll(() => api.close());

test('GET profile/GetLoginHistory: the caller’s own logins, newest first, successful or not', async () => {
  await api.call('POST', 'auth/login', { body: { email: 'finance@demo.test', password: 'wrong-pass', ip: '192.0.2.1' } });
  api.clock.advance(60_000);
  const { accessToken } = await api.login('finance@demo.test');
  await api.login('sales@demo.test');

  const { status, body } = await api.call('GET', 'profile/GetLoginHistory', { token: accessToken });
  expect(status).toBe(200);
  const mine = await api.db.query<{ n: number }>(
    "SELECT count(*)::int AS n FROM login_history h JOIN users u ON u.id = h.user_id WHERE u.email = 'finance@demo.test'",
  );
  expect(body).toHaveLength(mine[0]?.n ?? -1);
  expect(body.slice(0, 2)).toEqual([
    { extraInfo: 'successful', ip: '127.0.0.1', startDate: api.clock.now().toISOString(), city: null, zipcode: null, region: null, country: null, gpsLoc: null },
    expect.objectContaining({ extraInfo: 'unsuccessful', ip: '192.0.2.1', startDate: new Date(api.clock.now().getTime() - 60_000).toISOString() }),
  ]);
  const dates = body.map((row: { startDate: string }) => row.startDate);
  expect(dates).toEqual([...dates].sort().reverse());
});

test('without a token: 401', async () => {
  expect((await api.call('GET', 'profile/GetLoginHistory')).status).toBe(401);
});
