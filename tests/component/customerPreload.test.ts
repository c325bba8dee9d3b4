import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { accessibleGroupsQuery } from '../../app/layout/shellQueries';
import { preloadCustomerPage } from '../../custom-pages/customer/preloadCustomerPage';
import { customerQueryOptions, turnoverEndpoint } from '../../custom-pages/customer/useCustomerQuery';
import { apiQuery } from '../../dataProvider';
import { tenantStore } from '../../dataProvider/tenantStore';
import { tokenStore } from '../../dataProvider/tokenStore';
import { DECO_COMPANY } from '../../schemas/companies';
import { json, stubFetch } from './customerRender';
import { unsignedToken } from './unsignedToken';

const SCOPE = { azureId: '6f1c2b9e-0000-4000-8000-000000000044', groupCode: '401' };
const GROUPS = [{ groupName: 'Deco A', groupCode: '401', companyId: DECO_COMPANY, companyName: 'Heembloemex Deco', accessable: true }];
const DEBNR = '104233';

function signIn() {
  tokenStore.set({ accessToken: unsignedToken({ ...SCOPE, roles: ['iCRMBasis'], exp: Math.floor(Date.now() / 1000) + 3600 }), refreshToken: 'r' });
}

/** A back office whose every call answers, the groups with tenant 4's company. */
function backOffice() {
  const api = stubFetch((_method, path) => json(path === '/api/groupcode/GetAccessableGroups' ? GROUPS : path.includes('urnover') ? { currentYear: [], lastYear: [], reservations: [] } : {}));
  vi.stubGlobal('fetch', api.fetch);
  return api;
}

const turnoverKey = (companyId: number) => apiQuery(turnoverEndpoint(companyId), customerQueryOptions(DEBNR)).queryKey;

describe('opening the app on a customer page', { timeout: 30_000 }, () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it("asks for the tenant's turnover before the page's first render when the tenant is not stored yet, on the shell's call of the groups", async () => {
    signIn();
    const api = backOffice();
    const client = new QueryClient();
    const code = preloadCustomerPage({ debnr: DEBNR }, client);
    // The shell asks for the groups right after (app/main.tsx): the same call.
    void client.fetchQuery(accessibleGroupsQuery());
    await code;
    // The page's first render finds tenant 4's turnover in the cache, instead of asking for it then.
    await vi.waitFor(() => expect(client.getQueryData(turnoverKey(DECO_COMPANY))).toBeDefined());
    const paths = api.calls.map((c) => c.path);
    expect(paths).toContain(`/api/hbxdeco/GetTurnoverByCustomer/${DEBNR}`);
    expect(paths).not.toContain(`/api/customer/getturnover/${DEBNR}`);
    expect(paths.filter((p) => p === '/api/groupcode/GetAccessableGroups')).toHaveLength(1);
    // The groups before the customer's calls: they hold up the turnover and the shell's auth check.
    expect(paths.indexOf('/api/groupcode/GetAccessableGroups')).toBeLessThan(paths.indexOf(`/api/customer/getcustomer/${DEBNR}`));
  });

  it('asks for the turnover with the other calls when the tenant is stored, and not for the groups', async () => {
    signIn();
    tenantStore.set(SCOPE, 1);
    const api = backOffice();
    const client = new QueryClient();
    await preloadCustomerPage({ debnr: DEBNR }, client);
    await vi.waitFor(() => expect(client.getQueryData(turnoverKey(1))).toBeDefined());
    const paths = api.calls.map((c) => c.path);
    expect(paths).toContain(`/api/customer/getturnover/${DEBNR}`);
    expect(paths).not.toContain('/api/groupcode/GetAccessableGroups');
  });
});
