import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startApi, type ApiHarness } from '../support/apiHarness';
import { REFRESH_GRACE_MS } from '../../api/auth/refreshTokens';
import { verifiedClaims } from '../support/fakes/tokens';

const DAY = 24 * 3600_000;

let api: ApiHarness;
beforeAll(async () => {
  api = await startApi();
});
afterAll(() => api.close());

const refresh = (refreshToken: unknown, accessToken: unknown = 'expired-or-anything') =>
  api.call('POST', 'auth/refreshtoken', { body: { accessToken, refreshToken } });

describe('POST auth/refreshtoken', () => {
  test('rotates: a new pair and the user; the new access token works after the old one expired', async () => {
    const session = await api.login('sales@demo.test');
    // Used while valid, then refused once expired: a token verified before is not trusted past its expiry.
    expect((await api.call('GET', 'auth/getRoles', { token: session.accessToken })).status).toBe(200);
    api.clock.advance(901_000);
    expect((await api.call('GET', 'auth/getRoles', { token: session.accessToken })).status).toBe(401);

    const { status, body } = await refresh(session.refreshToken, session.accessToken);
    expect(status).toBe(200);
    expect(body.refreshToken).not.toBe(session.refreshToken);
    expect(body.user).toMatchObject({ email: 'sales@demo.test', azureId: session.user.azureId, roles: session.user.roles });
    expect(verifiedClaims(body.accessToken, api.services.config.jwtSecret, api.clock.now())).toMatchObject({ azureId: session.user.azureId, groupCode: '101' });
    expect((await api.call('GET', 'auth/getRoles', { token: body.accessToken })).status).toBe(200);
    expect((await refresh(body.refreshToken)).status).toBe(200);
  });

  test('only the sha256 of a refresh token is stored', async () => {
    const session = await api.login('finance@demo.test');
    const lookup = (value: string) => api.db.query('SELECT 1 FROM refresh_tokens WHERE token_hash = $1', [value]);
    expect(await lookup(session.refreshToken)).toHaveLength(0);
    expect(await lookup(createHash('sha256').update(session.refreshToken).digest('hex'))).toHaveLength(1);
  });

  test('reusing a spent refresh token after the grace window answers 401 and ends every session of the user, the rotated one too', async () => {
    const first = await api.login('manager@demo.test');
    const other = await api.login('manager@demo.test');
    const rotated = (await refresh(first.refreshToken)).body;
    api.clock.advance(REFRESH_GRACE_MS + 1000);
    expect((await refresh(first.refreshToken)).status).toBe(401);
    expect((await api.call('GET', 'auth/getRoles', { token: rotated.accessToken })).status).toBe(401);
    expect((await refresh(rotated.refreshToken)).status).toBe(401);
    expect((await refresh(other.refreshToken)).status).toBe(401);
    // Another user's session is untouched.
    const bystander = await api.login('deco@demo.test');
    expect((await refresh(bystander.refreshToken)).status).toBe(200);
  });

  test('a family expires 7 days after login, however often it was rotated', async () => {
    let token = (await api.login('wholesale@demo.test')).refreshToken;
    for (let day = 0; day < 6; day++) {
      api.clock.advance(DAY);
      const rotated = await refresh(token);
      expect(rotated.status).toBe(200);
      token = rotated.body.refreshToken;
    }
    api.clock.advance(DAY);
    expect((await refresh(token)).status).toBe(401);
    // A fresh login starts a fresh family.
    expect((await refresh((await api.login('wholesale@demo.test')).refreshToken)).status).toBe(200);
  });

  test('an unknown token answers 401', async () => {
    expect((await refresh('x'.repeat(43))).status).toBe(401);
  });

  test.each([
    ['no refresh token', undefined],
    ['an empty one', ''],
    ['a number', 12345],
    ['a huge string', 'y'.repeat(5000)],
  ])('%s: 400', async (_case, refreshToken) => {
    expect((await refresh(refreshToken)).status).toBe(400);
  });

  test('a deleted user cannot refresh', async () => {
    const admin = await api.login('admin@demo.test');
    const session = await api.login('newbie@demo.test');
    const deleted = await api.call('POST', 'admin/deleteuser', { token: admin.accessToken, body: { azureId: session.user.azureId } });
    expect(deleted.status).toBe(200);
    expect((await refresh(session.refreshToken)).status).toBe(401);
  });
});

describe('POST auth/logout', () => {
  test('ends the session: its refresh tokens, earlier and rotated, stop working; other sessions keep going', async () => {
    const session = await api.login('deco@demo.test');
    const otherDevice = await api.login('deco@demo.test');
    const rotated = (await refresh(session.refreshToken)).body;
    expect((await api.call('POST', 'auth/logout', { body: { refreshToken: session.refreshToken } })).status).toBe(200);
    expect((await refresh(rotated.refreshToken)).status).toBe(401);
    expect((await refresh(otherDevice.refreshToken)).status).toBe(200);
  });

  test('an unknown token is fine (already logged out); a missing one is a 400', async () => {
    expect((await api.call('POST', 'auth/logout', { body: { refreshToken: 'never-issued' } })).status).toBe(200);
    expect((await api.call('POST', 'auth/logout', { body: {} })).status).toBe(400);
  });
});

describe('a password change ends the sessions', () => {
  test('admin/updateuser with changedPassword=true revokes the refresh tokens; the new password logs in', async () => {
    const admin = await api.login('admin@demo.test');
    const session = await api.login('finance@demo.test');
    const [user] = (await api.call('GET', 'admin/getusers', { token: admin.accessToken })).body.filter((u: any) => u.email === 'finance@demo.test');
    const form = { ...user, roles: user.roles, password: 'a-new-password' };
    const saved = await api.call('POST', 'admin/updateuser?changedPassword=true', { token: admin.accessToken, body: form });
    expect(saved.status).toBe(200);
    expect((await refresh(session.refreshToken)).status).toBe(401);
    expect((await api.call('POST', 'auth/login', { body: { email: 'finance@demo.test', password: 'demo1234' } })).status).toBe(401);
    expect((await api.login('finance@demo.test', 'a-new-password')).user.email).toBe('finance@demo.test');
  });

  test('admin/updateuser without a password change keeps the sessions', async () => {
    const admin = await api.login('admin@demo.test');
    const session = await api.login('sales@demo.test');
    const [user] = (await api.call('GET', 'admin/getusers', { token: admin.accessToken })).body.filter((u: any) => u.email === 'sales@demo.test');
    const saved = await api.call('POST', 'admin/updateuser?changedPassword=false', { token: admin.accessToken, body: { ...user, target: 7 } });
    expect(saved.status).toBe(200);
    expect((await refresh(session.refreshToken)).status).toBe(200);
  });
});
