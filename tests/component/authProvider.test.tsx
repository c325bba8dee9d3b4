import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createAuthProvider } from '../../authProvider';
import { currentTenant } from '../../dataProvider/tenant';
import { tokenStore } from '../../dataProvider/tokenStore';
import { unsignedToken } from './unsignedToken';


const inAnHour = () => Math.floor(Date.now() / 1000) + 3600;
const SALES = { azureId: '6f1c2b9e-0000-4000-8000-000000000001', roles: ['iCRMBasis', 'iTasks'], groupCode: '101' };

const authProvider = createAuthProvider(() => ({ users: { list: ['iCRMAdmin'] } }));

/** The groups call the tenant is read from (the token carries no company); other calls fail. */
const groupsCalls = vi.fn(async (url: string) =>
  String(url).endsWith('/api/groupcode/GetAccessableGroups')
    ? new Response(JSON.stringify([{ groupCode: '101', groupName: 'VDP Noord', companyId: 1, companyName: 'VDP', accessable: true }]), { status: 200 })
    : new Response('{}', { status: 404 }),
);

beforeEach(() => {
  localStorage.clear();
  groupsCalls.mockClear();
  vi.stubGlobal('fetch', groupsCalls);
});
afterEach(() => vi.unstubAllGlobals());

describe('auth provider', () => {
  it('refuses a visitor without a session, silently, towards /login', async () => {
    await expect(authProvider.checkAuth({})).rejects.toEqual({ redirectTo: '/login', message: false });
  });

  it('accepts an unexpired session and reads the roles from the access token', async () => {
    tokenStore.set({ accessToken: unsignedToken({ ...SALES, exp: inAnHour() }), refreshToken: 'refresh' });
    await expect(authProvider.checkAuth({})).resolves.toBeUndefined();
    await expect(authProvider.getPermissions!({})).resolves.toEqual(['iCRMBasis', 'iTasks']);
  });

  it('keeps the tenant of the session’s group, asked once and not on every check', async () => {
    tokenStore.set({ accessToken: unsignedToken({ ...SALES, exp: inAnHour() }), refreshToken: 'refresh' });
    await authProvider.checkAuth({});
    await authProvider.checkAuth({});
    expect(currentTenant()).toBe(1);
    expect(groupsCalls).toHaveBeenCalledTimes(1);
  });

  it('accepts a single role written as a string', async () => {
    tokenStore.set({ accessToken: unsignedToken({ ...SALES, roles: 'iCRMFinancieel', exp: inAnHour() }), refreshToken: 'refresh' });
    await expect(authProvider.getPermissions!({})).resolves.toEqual(['iCRMFinancieel']);
  });

  it('refuses a token without an azureId', async () => {
    tokenStore.set({ accessToken: unsignedToken({ roles: ['iCRMBasis'], exp: inAnHour() }), refreshToken: 'refresh' });
    await expect(authProvider.checkAuth({})).rejects.toMatchObject({ redirectTo: '/login' });
  });

  it('sends an expired session whose refresh fails to /login and forgets it', async () => {
    tokenStore.set({ accessToken: unsignedToken({ ...SALES, exp: Math.floor(Date.now() / 1000) - 60 }), refreshToken: 'refresh' });
    await expect(authProvider.checkAuth({})).rejects.toMatchObject({ redirectTo: '/login' });
  });

  it('logs out on a 401 that reached the app, and stays on a 403', async () => {
    await expect(authProvider.checkError({ status: 401 })).rejects.toMatchObject({ redirectTo: '/login' });
    await expect(authProvider.checkError({ status: 403 })).resolves.toBeUndefined();
  });

  it('answers canAccess for pages, endpoints and resources from the same tables', async () => {
    tokenStore.set({ accessToken: unsignedToken({ ...SALES, exp: inAnHour() }), refreshToken: 'refresh' });
    await expect(authProvider.canAccess!({ resource: '/iCRM/Inbox', action: 'list' })).resolves.toBe(true);
    await expect(authProvider.canAccess!({ resource: '/icrm/credits', action: 'list' })).resolves.toBe(false);
    await expect(authProvider.canAccess!({ resource: 'users', action: 'list' })).resolves.toBe(false);
  });

  it('clears the session on logout and goes to /login', async () => {
    tokenStore.set({ accessToken: unsignedToken({ ...SALES, exp: inAnHour() }), refreshToken: 'refresh' });
    await expect(authProvider.logout({})).resolves.toBe('/login');
    expect(tokenStore.get()).toBeUndefined();
  });
});
