import { render, screen, waitFor, within } from '@testing-library/react';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import { AdminContext, memoryStore, mergeTranslations } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { messages as charts } from '../../custom-pages/charts/i18n/en';
import { messages as overview } from '../../custom-pages/overview/i18n/en';
import { OverviewPage } from '../../custom-pages/overview/OverviewPage';
import { dataProvider } from '../../dataProvider';
import { tenantStore } from '../../dataProvider/tenantStore';
import { tokenStore } from '../../dataProvider/tokenStore';
import { json, stubFetch } from './customerRender';
import { unsignedToken } from './unsignedToken';

/** Tenant 4's order book by delivery month on the overview (spec part 1 §7: hbxdeco/GetHbxDecoReservations). */
const RESERVATIONS = {
  year: 2026,
  reservations: [1234.5, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 250],
  nextYearReservations: [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 99.99],
  openReservations: 1484.5,
};
const RESERVATIONS_PATH = '/api/hbxdeco/GetHbxDecoReservations';

function signInAtCompany(companyId: number) {
  const scope = { azureId: '6f1c2b9e-0000-4000-8000-000000000004', groupCode: String(companyId * 100 + 1) };
  tokenStore.set({ accessToken: unsignedToken({ ...scope, roles: ['iCRMBasis'], exp: Math.floor(Date.now() / 1000) + 3600 }), refreshToken: 'refresh' });
  tenantStore.set(scope, companyId);
}

/** The overview over a back office that answers the reservations call only; the other panels show their load error. */
function renderOverview(companyId: number) {
  signInAtCompany(companyId);
  const api = stubFetch((method, path) => (path === RESERVATIONS_PATH ? json(RESERVATIONS) : json({ message: `${method} ${path}: not in this test` }, 404)));
  vi.stubGlobal('fetch', api.fetch);
  const i18nProvider = polyglotI18nProvider(() => mergeTranslations(englishMessages, charts, overview), 'en', [{ locale: 'en', name: 'English' }]);
  render(
    <MemoryRouter>
      <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider} store={memoryStore()}>
        <OverviewPage />
      </AdminContext>
    </MemoryRouter>,
  );
  return api;
}

const panelOf = (title: string) => screen.getByRole('region', { name: title });
/** Text as read, the currency's no-break space as a space. */
const text = (element: Element | null | undefined) => element?.textContent?.replace(/\u00a0/g, ' ');

describe('written orders by delivery month', { timeout: 30_000 }, () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    localStorage.clear();
  });

  it('a tenant-4 user sees the months with this year’s and next year’s amounts in euros, and what is still to deliver', async () => {
    renderOverview(4);
    const table = await screen.findByRole('table', { name: 'Written orders by delivery month' });
    const panel = panelOf('Written orders by delivery month');
    expect(text(within(panel).getByText('Still to deliver').nextElementSibling)).toBe('€ 1.484,50');
    expect(text(within(panel).getByText('Total 2026').nextElementSibling)).toBe('€ 1.484,50');
    expect(text(within(panel).getByText('Total 2027').nextElementSibling)).toBe('€ 99,99');
    const rows = within(table).getAllByRole('row');
    expect(rows.map((row) => within(row).queryAllByRole('cell').map(text))).toEqual([
      [],
      ['Jan', '€ 1.234,50', '€ 0,00'],
      ...['Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov'].map((month) => [month, '€ 0,00', '€ 0,00']),
      ['Dec', '€ 250,00', '€ 99,99'],
    ]);
    expect(within(rows[0]!).getAllByRole('columnheader').map(text)).toEqual(['Month', '2026', '2027']);
  });

  it('a tenant-1 user gets the common overview, which does not ask for the reservations', async () => {
    const api = renderOverview(1);
    await screen.findByRole('heading', { name: 'Overview' });
    await waitFor(() => expect(api.calls.length).toBeGreaterThan(0));
    expect(api.calls.map((c) => c.path).filter((path) => path.startsWith(RESERVATIONS_PATH))).toEqual([]);
    expect(screen.queryByText('Written orders by delivery month')).toBeNull();
  });
});
