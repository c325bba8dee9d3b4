import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { authProvider } from '../../app/authProvider';
import { accessibleGroupsQuery, latestImportQuery, leadCountsQuery, preloadShell } from '../../app/layout/shellQueries';
import { currentTenant } from '../../dataProvider/tenant';
import { currentClaims, tokenStore } from '../../dataProvider/tokenStore';
import { useFetchMock } from './fetchMock';
import { unsignedToken } from './unsignedToken';

/** The shell's own first calls start with the app, into the queries the toolbar and the menu read. */
const fetchMock = useFetchMock();
const inAnHour = () => Math.floor(Date.now() / 1000) + 3600;
const signIn = (roles: string[], groupCode = '101') =>
  tokenStore.set({ accessToken: unsignedToken({ azureId: 'az-1', roles, groupCode, companyId: 1, exp: inAnHour() }), refreshToken: 'r' });

const ANSWERS: Record<string, unknown> = {
  '/api/auth/GetUserByAzureId/az-1': { id: 7, name: 'Sam Sales', groupName: 'VDP Noord' },
  '/api/groupcode/GetAccessableGroups': [{ groupCode: '101', groupName: 'VDP Noord', companyId: 1 }],
  '/api/admin/getlatestimport': { importFinished: '2026-11-25T06:00:00', latestInvoice: '2026-11-24' },
  '/api/customer/getNavCountNewleads': { newCustomers: 3, newLeads: 7, leadsToAssign: 0, leadsToExport: 1 },
};
const calledPaths = () => [...new Set(fetchMock.mock.calls.map(([url]) => new URL(String(url), 'http://localhost').pathname))].sort();

function answerEveryCall() {
  fetchMock.mockImplementation(async (url: string) => {
    const answer = ANSWERS[new URL(url, 'http://localhost').pathname];
    return new Response(JSON.stringify(answer), { status: answer === undefined ? 404 : 200, headers: { 'content-type': 'application/json' } });
  });
}

describe("the shell's first calls", () => {
  it('are answered into the queries the auth check, the user menu, the group switch, the menu foot and the lead badges read', async () => {
    answerEveryCall();
    signIn(['iCRMBasis']);
    const client = new QueryClient();
    preloadShell(client, authProvider);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(calledPaths()).toEqual(Object.keys(ANSWERS).sort());
    // react-admin's requireAuth and every page guard read this one: answered, the first render draws the page.
    expect(client.getQueryData(['auth', 'checkAuth', {}])).toBe(true);
    // The check keeps the group's company (the tenant) from the shell's groups answer: the groups are asked for once.
    expect(currentTenant()).toBe(1);
    expect(fetchMock.mock.calls.filter(([url]) => String(url).includes('GetAccessableGroups'))).toHaveLength(1);
    expect(client.getQueryData(['auth', 'getIdentity'])).toMatchObject({ id: 'az-1', fullName: 'Sam Sales' });
    expect(client.getQueryData(accessibleGroupsQuery().queryKey)).toEqual(ANSWERS['/api/groupcode/GetAccessableGroups']);
    expect(client.getQueryData(latestImportQuery().queryKey)).toEqual(ANSWERS['/api/admin/getlatestimport']);
    expect(client.getQueryData(leadCountsQuery(['iCRMBasis']).queryKey)).toEqual(ANSWERS['/api/customer/getNavCountNewleads']);
  });

  it('leave out the lead counts for a role that may not read them, and start nothing signed out', async () => {
    answerEveryCall();
    preloadShell(new QueryClient(), authProvider);
    expect(fetchMock).not.toHaveBeenCalled();
    signIn(['iCRMFinancieel']);
    preloadShell(new QueryClient(), authProvider);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(calledPaths()).not.toContain('/api/customer/getNavCountNewleads');
    expect(calledPaths()).toContain('/api/groupcode/GetAccessableGroups');
  });
});

describe("the signed-in user's claims", () => {
  it('follow the stored token: a group switch stores a new one', () => {
    signIn(['iCRMBasis'], '101');
    const first = currentClaims();
    expect(currentClaims()).toBe(first);
    expect(first?.groupCode).toBe('101');
    signIn(['iCRMBasis'], '202');
    expect(currentClaims()?.groupCode).toBe('202');
    tokenStore.clear();
    expect(currentClaims()).toBeUndefined();
  });
});
