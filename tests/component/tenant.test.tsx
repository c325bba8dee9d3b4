import { render, screen, waitFor } from '@testing-library/react';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import { AdminContext, memoryStore, mergeTranslations } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createAuthProvider } from '../../authProvider';
import { messages } from '../../custom-pages/turnover/i18n/en';
import { TurnoverPage } from '../../custom-pages/turnover/TurnoverPage';
import { dataProvider } from '../../dataProvider';
import { currentTenant } from '../../dataProvider/tenant';
import { currentClaims, tokenStore } from '../../dataProvider/tokenStore';
import { json, stubFetch } from './customerRender';
import { unsignedToken } from './unsignedToken';

/**
 * The legacy back office hands out tokens with the spec's claims only (part 1 §3: roles,
 * preferred_username, userName, azureId, groupCode): the tenant comes from the current group as
 * groupcode/GetAccessableGroups lists it, and tenant 4 still gets its own screens.
 */
const DECO = { azureId: '6f1c2b9e-0000-4000-8000-000000000044', groupCode: '401' };
const specToken = (groupCode: string) =>
  unsignedToken({ roles: ['iCRMBasis'], preferred_username: 'deco@demo.test', userName: 'Deco', azureId: DECO.azureId, groupCode, exp: Math.floor(Date.now() / 1000) + 3600 });
const GROUPS = [
  { groupName: 'Deco A', groupCode: '401', companyId: 4, companyName: 'Heembloemex Deco', accessable: true },
  { groupName: 'VDP Noord', groupCode: '101', companyId: 1, companyName: 'VDP', accessable: true },
];

/** A back office answering only the spec's calls, with the spec's fields. */
function legacyBackOffice() {
  const api = stubFetch((method, path, body) => {
    if (path === '/api/auth/login') return json({ accessToken: specToken(DECO.groupCode), refreshToken: 'r1', user: { id: 44, azureId: DECO.azureId, tosAgreement: true } });
    if (path === '/api/groupcode/SetCurrentGroup') return json({ accessToken: specToken((body as { groupCode: string }).groupCode), refreshToken: 'r2' });
    if (path === '/api/groupcode/GetAccessableGroups') return json(GROUPS);
    if (path === '/api/hbxdeco/GetAllTurnover' || path === '/api/hbxdeco/GetFinancieleGroepen' || path === '/api/turnover/getallturnover') return json([]);
    return json({ message: `${method} ${path}: not a call of the spec` }, 404);
  });
  vi.stubGlobal('fetch', api.fetch);
  return api;
}

const i18nProvider = polyglotI18nProvider(() => mergeTranslations(englishMessages, messages), 'en', [{ locale: 'en', name: 'English' }]);
const renderTurnover = () =>
  render(
    <MemoryRouter>
      <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider} store={memoryStore()}>
        <TurnoverPage />
      </AdminContext>
    </MemoryRouter>,
  );
const calledPaths = (api: ReturnType<typeof stubFetch>) => api.calls.map((c) => c.path);

const authProvider = createAuthProvider(() => ({}));

describe('the tenant, with tokens carrying only the spec’s claims', { timeout: 30_000 }, () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    localStorage.clear();
  });

  it('is the current group’s company, asked once at login: tenant 4 opens its monthly turnover', async () => {
    const api = legacyBackOffice();
    await authProvider.login({ email: 'deco@demo.test', password: 'demo1234' });
    expect(currentClaims()).not.toHaveProperty('companyId');
    expect(currentTenant()).toBe(4);
    renderTurnover();
    await screen.findByText('Geschreven orders');
    expect(calledPaths(api)).toContain('/api/hbxdeco/GetAllTurnover');
    expect(calledPaths(api)).not.toContain('/api/turnover/getallturnover');
    expect(calledPaths(api).filter((p) => p === '/api/groupcode/GetAccessableGroups')).toHaveLength(1);
  });

  it('follows a group switch to another company', async () => {
    const api = legacyBackOffice();
    await authProvider.login({ email: 'deco@demo.test', password: 'demo1234' });
    await (authProvider as ReturnType<typeof createAuthProvider>).switchGroup('101');
    expect(currentTenant()).toBe(1);
    renderTurnover();
    await waitFor(() => expect(calledPaths(api)).toContain('/api/turnover/getallturnover'));
    expect(calledPaths(api)).not.toContain('/api/hbxdeco/GetAllTurnover');
  });

  it('is asked by the screen when a session has none kept (a session from before), and the screen waits for it', async () => {
    const api = legacyBackOffice();
    tokenStore.set({ accessToken: specToken(DECO.groupCode), refreshToken: 'r0' });
    expect(currentTenant()).toBeUndefined();
    renderTurnover();
    await screen.findByText('Geschreven orders');
    expect(calledPaths(api)).not.toContain('/api/turnover/getallturnover');
    expect(currentTenant()).toBe(4);
  });

  it('is forgotten at logout', async () => {
    legacyBackOffice();
    vi.spyOn(console, 'error').mockImplementation(() => undefined); // the legacy has no auth/logout (an extension)
    await authProvider.login({ email: 'deco@demo.test', password: 'demo1234' });
    await authProvider.logout({});
    expect(currentTenant()).toBeUndefined();
    expect(localStorage.getItem('tenant')).toBeNull();
  });
});
