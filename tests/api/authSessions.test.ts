import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { REFRESH_GRACE_MS } from '../../api/auth/refreshTokens';
import { DEMO_PASSWORD, startApi, type ApiHarness } from '../support/apiHarness';

/**
 * Withdrawn sessions end at once: every call checks the access token's session and its user's roles
 * now, so nothing waits for the token's 15 minutes to run out. Each test asks right after the change,
 * well within the check's one-second reuse.
 */
let api: ApiHarness;
let admin: string;
beforeAll(async () => {
  api = await startApi({ customers: 40 });
  admin = (await api.login('admin@demo.test')).accessToken;
});
afterAll(() => api.close());

const roles = (token: string) => api.call('GET', 'auth/getRoles', { token });
const refresh = (refreshToken: string) => api.call('POST', 'auth/refreshtoken', { body: { refreshToken } });

type AdminUser = Record<string, unknown> & { email: string; azureId: string; roles: { id: number; name: string }[] };

async function adminForm(email: string): Promise<AdminUser> {
  const users = (await api.call<AdminUser[]>('GET', 'admin/getusers', { token: admin })).body;
  const user = users.find((u) => u.email === email);
  if (!user) throw new Error(`no user ${email}`);
  return user;
}

describe('withdrawn sessions', () => {
  test('after logout the access token of that session is refused at once; another device goes on', async () => {
    const phone = await api.login('deco@demo.test');
    const laptop = await api.login('deco@demo.test');
    expect((await roles(phone.accessToken)).status).toBe(200);
    expect((await api.call('POST', 'auth/logout', { body: { refreshToken: phone.refreshToken } })).status).toBe(200);
    expect((await roles(phone.accessToken)).status).toBe(401);
    expect((await refresh(phone.refreshToken)).status).toBe(401);
    expect((await roles(laptop.accessToken)).status).toBe(200);
  });

  test("a deleted user's access tokens are refused at once", async () => {
    const session = await api.login('noroles@demo.test');
    expect((await api.call('GET', 'customer/getuser', { token: session.accessToken })).status).toBe(200);
    expect((await api.call('POST', 'admin/deleteuser', { token: admin, body: { azureId: session.user.azureId } })).status).toBe(200);
    expect((await api.call('GET', 'customer/getuser', { token: session.accessToken })).status).toBe(401);
  });

  test('a role change counts from the very next call: a removed role answers 403, a given one opens', async () => {
    const manager = await api.login('manager@demo.test');
    expect((await api.call('GET', 'manager/getcredits', { token: manager.accessToken })).status).toBe(200);
    const form = await adminForm('manager@demo.test');
    const withoutManager = form.roles.filter((r) => r.name !== 'iCRMManager');
    const saved = await api.call('POST', 'admin/updateuser?changedPassword=false', { token: admin, body: { ...form, roles: withoutManager } });
    expect(saved.status).toBe(200);
    expect((await api.call('GET', 'manager/getcredits', { token: manager.accessToken })).status).toBe(403);

    // The next edit starts from the saved version (the form's own is stale now).
    const restored = await api.call('POST', 'admin/updateuser?changedPassword=false', { token: admin, body: { ...form, version: saved.body.version } });
    expect(restored.status).toBe(200);
    expect((await api.call('GET', 'manager/getcredits', { token: manager.accessToken })).status).toBe(200);
  });

  test("the user's own password change ends every other session; the one they changed it in goes on", async () => {
    const other = await api.login('finance@demo.test');
    const here = await api.login('finance@demo.test');
    const changed = await api.call('POST', 'customer/updateUserPassword', {
      token: here.accessToken,
      body: { currentPassword: DEMO_PASSWORD, password: 'finance-new-1' },
    });
    expect(changed.status).toBe(200);
    expect((await roles(other.accessToken)).status).toBe(401);
    expect((await refresh(other.refreshToken)).status).toBe(401);
    expect((await roles(here.accessToken)).status).toBe(200);
    expect((await refresh(here.refreshToken)).status).toBe(200);
  });

  test("an admin's password change ends every session of the user, access tokens included", async () => {
    const session = await api.login('wholesale@demo.test');
    const form = await adminForm('wholesale@demo.test');
    const saved = await api.call('POST', 'admin/updateuser?changedPassword=true', { token: admin, body: { ...form, password: 'set-by-admin-1' } });
    expect(saved.status).toBe(200);
    expect((await roles(session.accessToken)).status).toBe(401);
    expect((await refresh(session.refreshToken)).status).toBe(401);
    expect((await api.login('wholesale@demo.test', 'set-by-admin-1')).user.email).toBe('wholesale@demo.test');
  });
});

describe('POST customer/updateUserPassword needs the current password', () => {
  test.each([
    ['a missing current password', { password: 'never-set-1' }, 'currentPassword'],
    ['a wrong current password', { currentPassword: 'not-my-password', password: 'never-set-1' }, 'currentPassword'],
  ])('%s: 400 on that field, the password unchanged and every session alive', async (_case, body, field) => {
    const other = await api.login('sales@demo.test');
    const here = await api.login('sales@demo.test');
    const refused = await api.call('POST', 'customer/updateUserPassword', { token: here.accessToken, body });
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toHaveProperty(field);
    expect((await roles(other.accessToken)).status).toBe(200);
    expect((await api.login('sales@demo.test', DEMO_PASSWORD)).user.email).toBe('sales@demo.test');
  });
});

describe('two tabs refreshing at once', () => {
  test('the same refresh token twice within the grace window gives two working successors; other devices are untouched', async () => {
    const tabs = await api.login('manager@demo.test');
    const otherDevice = await api.login('manager@demo.test');
    const [first, second] = await Promise.all([refresh(tabs.refreshToken), refresh(tabs.refreshToken)]);
    expect([first.status, second.status]).toEqual([200, 200]);
    api.clock.advance(REFRESH_GRACE_MS - 1000);
    const third = await refresh(tabs.refreshToken);
    expect(third.status).toBe(200);
    for (const answer of [first, second, third]) expect((await roles(answer.body.accessToken)).status).toBe(200);
    expect((await refresh(first.body.refreshToken)).status).toBe(200);
    expect((await refresh(second.body.refreshToken)).status).toBe(200);
    expect((await refresh(otherDevice.refreshToken)).status).toBe(200);
  });

  test('after the grace window the same token is a replay: refused, and the family ends', async () => {
    const tabs = await api.login('deco@demo.test');
    const successor = await refresh(tabs.refreshToken);
    api.clock.advance(REFRESH_GRACE_MS + 1000);
    expect((await refresh(tabs.refreshToken)).status).toBe(401);
    expect((await refresh(successor.body.refreshToken)).status).toBe(401);
    expect((await roles(successor.body.accessToken)).status).toBe(401);
  });
});
