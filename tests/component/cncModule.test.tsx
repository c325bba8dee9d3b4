import { QueryClient } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import { AdminContext, memoryStore, mergeTranslations } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { messages as cashCarryEn } from '../../custom-pages/cashCarry/i18n/en';
import { CnCModulePage } from '../../custom-pages/cashCarry/module/CnCModulePage';
import { dataProvider } from '../../dataProvider';
import { tokenStore } from '../../dataProvider/tokenStore';
import { appSettingsFromEnv } from '../../proxy/settings';
import { appSettings, provideAppSettings } from '../../ui/appSettings';
import { unsignedToken } from './unsignedToken';

const i18nProvider = polyglotI18nProvider(() => mergeTranslations(englishMessages, cashCarryEn), 'en', [{ locale: 'en', name: 'English' }], { allowMissing: true });
const demo = appSettings();
const SELLER = { debnr: 'V01', debnaam: 'Anne Caisse', password: 'pw' };

/** Signs in a DexxCnCModule user whose current group belongs to `company`, and answers the module's calls. */
function signedInAt(company: number) {
  localStorage.clear();
  const claims = { azureId: '6f1c2b9e-0000-4000-8000-000000000002', groupCode: '501', roles: ['DexxCnCModule'], exp: Math.floor(Date.now() / 1000) + 3600 };
  tokenStore.set({ accessToken: unsignedToken(claims), refreshToken: 'refresh' });
  const answers: Record<string, unknown> = {
    'groupcode/GetAccessableGroups': [{ groupCode: '501', groupName: 'Groep 501', companyId: company, companyName: 'Green & Bloom', accessable: true }],
    DexxCnCModuleGetVerkoopers: [SELLER],
    'customer/getallcustomerstosearch': [],
  };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const path = new URL(String(input), window.location.origin).pathname.replace(/^\/api\//, '');
      return new Response(JSON.stringify(answers[path] ?? {}), { status: path in answers ? 200 : 404, headers: { 'content-type': 'application/json' } });
    }),
  );
}

/** Opens the module, picks the seller and clicks Webshop: the address the new tab gets. */
async function webshopOpened(): Promise<URL> {
  const open = vi.spyOn(window, 'open').mockImplementation(() => null);
  render(
    <MemoryRouter>
      <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider} store={memoryStore()} queryClient={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <CnCModulePage />
      </AdminContext>
    </MemoryRouter>,
  );
  fireEvent.click(await screen.findByRole('button', { name: 'Anne Caisse' }));
  const webshop = screen.getByRole('button', { name: 'Webshop' });
  await waitFor(() => expect(webshop.hasAttribute('disabled')).toBe(false));
  fireEvent.click(webshop);
  expect(open).toHaveBeenCalledTimes(1);
  return new URL(String(open.mock.calls[0]![0]));
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  provideAppSettings(demo);
});

/** Spec part 2 §9: "company 5 uses a UK host, others a French one; login by a URL carrying seller credentials". */
describe('the click-and-collect module webshop', { timeout: 30_000 }, () => {
  const settings = appSettingsFromEnv({ WEBSHOP_UK_URL: 'https://uk.example.org/login', CNC_WEBSHOP_URL: 'https://drive.example.org/connexion' });

  it("opens the UK host for a user of company 5, with the seller's code and password", async () => {
    provideAppSettings(settings);
    signedInAt(5);
    const url = await webshopOpened();
    expect([url.origin + url.pathname, url.searchParams.get('debnr'), url.searchParams.get('password')]).toEqual(['https://uk.example.org/login', 'V01', 'pw']);
  });

  it('opens the French host for a user of any other company', async () => {
    provideAppSettings(settings);
    signedInAt(2);
    const url = await webshopOpened();
    expect([url.origin + url.pathname, url.searchParams.get('debnr')]).toEqual(['https://drive.example.org/connexion', 'V01']);
  });
});
