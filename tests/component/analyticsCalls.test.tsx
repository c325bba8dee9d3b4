import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import { AdminContext, memoryStore, mergeTranslations } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { messages as charts } from '../../custom-pages/charts/i18n/en';
import { messages as dashboard } from '../../custom-pages/dashboard/i18n/en';
import { DashboardRangeProvider } from '../../custom-pages/dashboard/range/DashboardRange';
import { TurnoverDistribution } from '../../custom-pages/dashboard/TurnoverDistribution';
import { messages as overview } from '../../custom-pages/overview/i18n/en';
import { NewAndLostWidget } from '../../custom-pages/overview/NewAndLostWidget';
import { dataProvider } from '../../dataProvider';
import { json, stubFetch } from './customerRender';

/** The dashboard's and overview's calls as the spec lists them (part 1 §7). */
const i18nProvider = polyglotI18nProvider(() => mergeTranslations(englishMessages, charts, dashboard, overview), 'en', [{ locale: 'en', name: 'English' }]);
const renderIn = (children: React.ReactNode) =>
  render(
    <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider} store={memoryStore()}>
      {children}
    </AdminContext>,
  );

describe('analytics calls', { timeout: 30_000 }, () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('GetTurnoverDistribution carries the three query names: startDateString, endDateString and refresh', async () => {
    const api = stubFetch(() => json([]));
    vi.stubGlobal('fetch', api.fetch);
    renderIn(
      <DashboardRangeProvider companyId={1}>
        <TurnoverDistribution />
      </DashboardRangeProvider>,
    );
    await waitFor(() => expect(api.calls).toHaveLength(1));
    const url = new URL(api.calls[0]!.path, 'http://localhost');
    expect(url.pathname).toBe('/api/crm/dashboard/GetTurnoverDistribution');
    expect([...url.searchParams.keys()].sort()).toEqual(['endDateString', 'refresh', 'startDateString']);
    expect(url.searchParams.get('refresh')).toBe('false');
  });

  it("the distribution's recompute button asks GetTurnoverDistribution again with refresh=true and shows that answer", async () => {
    const row = (turnover: number) => [{ artGroup: 'R', artGroupTxt: 'Rozen', turnover, percentage: turnover ? 100 : 0 }];
    const api = stubFetch((_method, path) => json(row(path.includes('refresh=true') ? 1250 : 0)));
    vi.stubGlobal('fetch', api.fetch);
    renderIn(
      <DashboardRangeProvider companyId={1}>
        <TurnoverDistribution />
      </DashboardRangeProvider>,
    );
    // The stored figures (nothing yet) until the user asks for them to be computed again.
    await screen.findByText('framework.noData');
    const refreshOf = () => api.calls.map((c) => new URL(c.path, 'http://localhost').searchParams.get('refresh'));
    const recompute = screen.getByRole('button', { name: 'Compute the distribution again' });
    fireEvent.click(recompute);
    await waitFor(() => expect(screen.queryByText('framework.noData')).toBeNull());
    expect(refreshOf()).toEqual(['false', 'true']);
    await waitFor(() => expect((recompute as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(recompute);
    await waitFor(() => expect(refreshOf()).toEqual(['false', 'true', 'true']));
  });

  it('downloadnewnlostcustomers posts the list of lost-customer values', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined); // jsdom cannot save the file
    const weeks = [
      { weekYear: 2026, weekNumber: 23, weekStart: '2026-06-01', newCustomers: 4, lostCustomers: 2 },
      { weekYear: 2026, weekNumber: 24, weekStart: '2026-06-08', newCustomers: 1, lostCustomers: 0 },
      { weekYear: 2026, weekNumber: 25, weekStart: '2026-06-15', newCustomers: 0, lostCustomers: 3 },
    ];
    const api = stubFetch((method) => (method === 'GET' ? json(weeks) : new Response(new Blob(['xlsx']), { status: 200 })));
    vi.stubGlobal('fetch', api.fetch);
    renderIn(<NewAndLostWidget />);
    const excel = await screen.findByRole('button', { name: 'Excel' });
    await waitFor(() => expect((excel as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(excel);
    await waitFor(() => expect(api.calls.some((c) => c.method === 'POST')).toBe(true));
    expect(api.calls.find((c) => c.method === 'POST')).toEqual({ method: 'POST', path: '/api/overview/downloadnewnlostcustomers', body: [2, 0, 3] });
  });
});
