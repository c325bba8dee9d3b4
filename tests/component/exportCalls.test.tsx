import { QueryClient } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import type { ReactNode } from 'react';
import dayjs from 'dayjs';
import { AdminContext, memoryStore, mergeTranslations, Notification } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { messages as shell } from '../../app/i18n/shell/en';
import { AdHocExportPage } from '../../custom-pages/exports/AdHocExportPage';
import { ApiEntriesPage } from '../../custom-pages/exports/ApiEntriesPage';
import { CncExportPage } from '../../custom-pages/exports/CncExportPage';
import { DebExportPage } from '../../custom-pages/exports/DebExportPage';
import { entryTarget } from '../../custom-pages/exports/entryLink';
import { messages as exportsEn } from '../../custom-pages/exports/i18n/en';
import { JdfExportPage } from '../../custom-pages/exports/JdfExportPage';
import { QuadraExportPage } from '../../custom-pages/exports/QuadraExportPage';
import { exportRange } from '../../custom-pages/exports/RangeBar';
import { StockExportPage } from '../../custom-pages/exports/StockExportPage';
import { dataProvider } from '../../dataProvider';
import { forgetNotOffered } from '../../dataProvider/notOffered';
import { tokenStore } from '../../dataProvider/tokenStore';
import type { AccountingRow, AdHocRow, ApiEntry, CncExportRow, DeclarationRow, JdfRow } from '../../schemas/entities/exports';
import { screenWidth } from './screenWidth';
import { unsignedToken } from './unsignedToken';

const i18nProvider = polyglotI18nProvider(() => mergeTranslations(englishMessages, shell, exportsEn), 'en', [{ locale: 'en', name: 'English' }], { allowMissing: true });

const AD_HOC: AdHocRow[] = [{ mvcodcli: '125185', mvdatdoc: '2026-06-16', mvnumdoc: 2060900008, mvcodart: '1001', mvaspest: 'flowers', mvdesart: 'Rosa Avalanche', mvcodiva: '21', mvvalrig: 141.5 }];
const CNC: CncExportRow[] = [{ fctdat: '2026-06-15', dayname: 'lundi', flowers: 10, plants: 2, deco: 0, divers: 0, handling: 1.5 }];
const STOCK = [{ voortxt: 'Roses', total: 120 }];
const ACCOUNTING: AccountingRow[] = [{ compte_comptable: '411125185', debnr: '125185', afdeling: '01', factnr: 1, fctdat: '2026-06-16', letterDC: 'D', total: 12 }];
const JDF: JdfRow[] = [{ debnr: '125185', category: 'FUST' }];
const DECLARATION: DeclarationRow = { debnr: '125185', datum: '2026-06-16', factnr: 1, statnr: '06031100', payS_ORIGINE: 'FR', payS_PROVENANCE: 'FR', totstuks: 5, departement: '69', waarde: 12 };

interface Sent {
  method: string;
  url: URL;
  body: unknown;
  authorization: string | null;
}
let sent: Sent[];
/** The back office: `answer` by path under /api/ (or by whole URL for another host). */
function backOffice(answer: (path: string, url: URL) => Response | undefined) {
  sent = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), window.location.origin);
      sent.push({ method: init?.method ?? 'GET', url, body: init?.body ? JSON.parse(String(init.body)) : undefined, authorization: new Headers(init?.headers).get('authorization') });
      const path = url.origin === window.location.origin ? url.pathname.replace(/^\/api\//, '') : url.href;
      return answer(path, url) ?? new Response('file', { status: 200 });
    }),
  );
}
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const writes = () => sent.filter((s) => s.method !== 'GET' || /Download|files\/|send\//.test(s.url.pathname) || s.url.origin !== window.location.origin);
const query = (s: Sent) => Object.fromEntries(s.url.searchParams);

beforeEach(() => {
  forgetNotOffered();
  localStorage.clear();
  const claims = { azureId: '6f1c2b9e-0000-4000-8000-000000000001', groupCode: '101', roles: ['iCRMAdmin', 'MFJDFexport', 'DexxCnCExports', 'DexxFRAccountantExports'], exp: Math.floor(Date.now() / 1000) + 3600 };
  tokenStore.set({ accessToken: unsignedToken(claims), refreshToken: 'refresh' });
  URL.createObjectURL = vi.fn(() => 'blob:file');
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function renderPage(page: ReactNode) {
  return render(
    <MemoryRouter>
      <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider} store={memoryStore()} queryClient={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        {page}
        <Notification />
      </AdminContext>
    </MemoryRouter>,
  );
}

const download = () => screen.getByRole('button', { name: 'Download' });

/** The downloads that post rows back send the spec's body (part 2 §7), their range as extra query parameters. */
describe('export downloads', { timeout: 30_000 }, () => {
  it('ad hoc: POST DownloadExcelAdHoc with the rows shown as the body and their range in the query', async () => {
    backOffice((path) => (path === 'GenerateAdHocExport' ? json(AD_HOC) : undefined));
    renderPage(<AdHocExportPage />);
    fireEvent.click(screen.getByRole('button', { name: 'Preview' }));
    await screen.findByText('Rosa Avalanche');
    const previewed = query(sent.find((s) => s.url.pathname.endsWith('/GenerateAdHocExport'))!);
    fireEvent.click(download());
    await waitFor(() => expect(writes()).toHaveLength(1));
    expect(writes()[0]).toMatchObject({ method: 'POST', body: AD_HOC });
    expect([writes()[0]!.url.pathname, query(writes()[0]!)]).toEqual(['/api/DownloadExcelAdHoc', previewed]);
  });

  it('click and collect: POST DownloadExcelDexxCnCExport with the list of rows', async () => {
    backOffice((path) => (path === 'GenerateDexxCnCExport' ? json(CNC) : undefined));
    renderPage(<CncExportPage />);
    await screen.findByText('lundi');
    fireEvent.click(download());
    await waitFor(() => expect(writes()).toHaveLength(1));
    expect(writes()[0]).toMatchObject({ method: 'POST', body: CNC });
    expect(Object.keys(query(writes()[0]!))).toEqual(['fromdate', 'todate']);
  });

  it('stock: POST DownloadExcelStockExport with the rows in `data` and the branch; the notice reads nothing of the answer', async () => {
    backOffice((path) => (path.startsWith('GenerateStockExport') ? json(STOCK) : path === 'DownloadExcelStockExport' ? json('ok') : undefined));
    vi.spyOn(console, 'info').mockImplementation(() => undefined);
    renderPage(<StockExportPage />);
    await screen.findByText('Roses');
    fireEvent.click(screen.getByRole('button', { name: 'Send to accounting' }));
    await screen.findByText('Stock export sent to accounting');
    expect(writes().map((s) => [s.method, s.url.pathname, s.body])).toEqual([['POST', '/api/DownloadExcelStockExport', { data: STOCK, company: 8 }]]);
  });

  it('DEB expedition: without the preview extension the Download is the spec’s GET, enabled by the debnr alone', async () => {
    backOffice((path) => (path === 'GenerateDexxCBSExportExpedition' ? json({ message: 'Unknown endpoint' }, 404) : path === 'GenerateDexxCBSExport' ? json([]) : undefined));
    renderPage(<DebExportPage />);
    const expedition = screen.getByRole('region', { name: 'Expedition DEB' });
    const button = within(expedition).getByRole('button', { name: 'Download' });
    expect(button.hasAttribute('disabled')).toBe(true);
    fireEvent.change(within(expedition).getByRole('textbox', { name: 'Debnr' }), { target: { value: '125185' } });
    await within(expedition).findByText('The back office does not offer this.');
    expect(button.hasAttribute('disabled')).toBe(false);
    fireEvent.click(button);
    await waitFor(() => expect(sent.some((s) => s.url.pathname === '/api/DownloadExcelDexxCBSExportExpedition')).toBe(true));
    const file = sent.find((s) => s.url.pathname === '/api/DownloadExcelDexxCBSExportExpedition')!;
    expect([file.method, Object.keys(query(file)).sort(), query(file).debnr]).toEqual(['GET', ['debnr', 'fromdate', 'todate'], '125185']);
  });

  it('DEB expedition: a preview that fails leaves the Download enabled; only a loaded preview without rows disables it', async () => {
    let preview = () => json({ message: 'Something went wrong!' }, 500);
    backOffice((path) => (path === 'GenerateDexxCBSExportExpedition' ? preview() : path === 'GenerateDexxCBSExport' ? json([]) : undefined));
    renderPage(<DebExportPage />);
    const expedition = screen.getByRole('region', { name: 'Expedition DEB' });
    fireEvent.change(within(expedition).getByRole('textbox', { name: 'Debnr' }), { target: { value: '125185' } });
    await within(expedition).findByText('Something went wrong!');
    expect(within(expedition).getByRole('button', { name: 'Download' }).hasAttribute('disabled')).toBe(false);
    preview = () => json([]);
    fireEvent.change(within(expedition).getByRole('textbox', { name: 'Debnr' }), { target: { value: '125186' } });
    await waitFor(() => expect(within(expedition).getByRole('button', { name: 'Download' }).hasAttribute('disabled')).toBe(true));
  });

  it('DEB expedition: with the preview offered, its rows count on the button', async () => {
    backOffice((path) => (path === 'GenerateDexxCBSExportExpedition' ? json([DECLARATION, DECLARATION]) : path === 'GenerateDexxCBSExport' ? json([]) : undefined));
    renderPage(<DebExportPage />);
    const expedition = screen.getByRole('region', { name: 'Expedition DEB' });
    fireEvent.change(within(expedition).getByRole('textbox', { name: 'Debnr' }), { target: { value: '125185' } });
    await waitFor(() => expect(within(expedition).getByRole('button', { name: 'Download' }).parentElement!.textContent).toContain('2'));
    expect(within(expedition).getByRole('button', { name: 'Download' }).hasAttribute('disabled')).toBe(false);
  });
});

/** The files the browser saves (dataProvider/saveBlob.ts clicks a link with `download` set to the name). */
function savedNames(): string[] {
  const names: string[] = [];
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    names.push(this.download);
  });
  return names;
}

/** Spec part 2 §9: "other downloads carry the current date" — the range asked is not in the name. */
describe('export file names', { timeout: 30_000 }, () => {
  it("names the click-and-collect, ad hoc, accounting and JDF files by today's date", async () => {
    const today = dayjs().format('YYYY-MM-DD');
    const names = savedNames();
    backOffice((path) => {
      if (path === 'GenerateDexxCnCExport') return json(CNC);
      if (path === 'GenerateAdHocExport') return json(AD_HOC);
      if (path === 'quadra/preview') return json(ACCOUNTING);
      if (path === 'quadra/faults') return json([]);
      if (path === 'ExportJDF') return json(JDF);
      return undefined;
    });
    const cnc = renderPage(<CncExportPage />);
    await screen.findByText('lundi');
    fireEvent.click(download());
    await waitFor(() => expect(names).toEqual([`DEXX-CnC-Export-${today}.xlsx`]));
    cnc.unmount();

    const adHoc = renderPage(<AdHocExportPage />);
    fireEvent.click(screen.getByRole('button', { name: 'Preview' }));
    await screen.findByText('Rosa Avalanche');
    fireEvent.click(download());
    await waitFor(() => expect(names.at(-1)).toBe(`AdHoc-Export-${today}.xls`));
    adHoc.unmount();

    const quadra = renderPage(<QuadraExportPage />);
    await waitFor(() => expect(screen.getByRole('button', { name: 'VENTES' }).hasAttribute('disabled')).toBe(false));
    fireEvent.click(screen.getByRole('button', { name: 'VENTES' }));
    await waitFor(() => expect(names.at(-1)).toBe(`VENTES-Drive-${today}.ascii`));
    quadra.unmount();

    renderPage(<JdfExportPage />);
    await waitFor(() => expect(screen.getByRole('button', { name: 'FUST' }).hasAttribute('disabled')).toBe(false));
    fireEvent.click(screen.getByRole('button', { name: 'FUST' }));
    await waitFor(() => expect(names.at(-1)).toBe(`JDF-FUST-${today}.txt`));
  });
});

/** Spec part 2 §2, §4: the stock export on the export pages' date layout, this week and Lyon first. */
describe('stock export range', { timeout: 30_000 }, () => {
  it('opens on this week with the quick dates; a quick date regenerates, the range going along as fromdate/todate', async () => {
    const today = dayjs().format('YYYY-MM-DD');
    backOffice((path) => (path === 'GenerateStockExport' ? json(STOCK) : undefined));
    renderPage(<StockExportPage />);
    await screen.findByText('Roses');
    const thisWeek = exportRange('thisWeek', today);
    const asked = () => sent.filter((s) => s.url.pathname === '/api/GenerateStockExport').map(query);
    expect(asked()).toEqual([{ company: '8', ...thisWeek }]);
    expect((screen.getByLabelText('From') as HTMLInputElement).value).toBe(thisWeek.fromdate);
    expect((screen.getByLabelText('To') as HTMLInputElement).value).toBe(thisWeek.todate);
    const quick = screen.getByRole('group', { name: 'Quick dates' });
    expect(within(quick).getByRole('button', { name: 'This week' }).getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(within(quick).getByRole('button', { name: 'Last week' }));
    await waitFor(() => expect(asked()).toEqual([{ company: '8', ...thisWeek }, { company: '8', ...exportRange('lastWeek', today) }]));
  });
});

const entry = (name: string, type: string, link: string, finadmin: string, id: number): ApiEntry => ({ id, name, description: name, companyName: 'Flora', type, link, finadmin });

/** The API pages follow each entry's link with finadmin (spec part 2 §7). */
describe('API page entries', { timeout: 30_000 }, () => {
  it('resolves a link of this back office to its call, and any other to the link itself, finadmin added', () => {
    const origin = 'http://crm.example.test';
    expect(entryTarget(entry('a', 'download_excel', '/api/files/excel/openitems', '5', 1), origin)).toEqual({
      kind: 'call', endpoint: 'GET files/excel/{name}', params: { name: 'openitems' }, query: { finadmin: '5' },
    });
    expect(entryTarget(entry('b', 'send_excel', 'http://crm.example.test/api/Send/Excel/turnover', '1', 2), origin)).toMatchObject({ kind: 'call', endpoint: 'GET send/excel/{name}' });
    expect(entryTarget(entry('c', 'download_excel', 'https://excel.example.test/daily/omzet?lang=nl', '1', 3), origin)).toEqual({ kind: 'elsewhere', url: 'https://excel.example.test/daily/omzet?lang=nl&finadmin=1' });
    expect(entryTarget(entry('d', 'download_excel', '/api/not/a/contract/call', '1', 4), origin)).toEqual({ kind: 'elsewhere', url: 'http://crm.example.test/api/not/a/contract/call?finadmin=1' });
  });

  it('downloads and sends by following each link: this back office with the session, another host as a new tab or a plain GET', async () => {
    const entries = [
      entry('Openstaande posten', 'download_excel', '/api/files/excel/openitems', '5', 1),
      entry('Omzet per klant', 'send_excel', '/api/send/excel/turnover', '1', 2),
      entry('Dagomzet', 'download_excel', 'https://excel.example.test/daily/omzet', '3', 3),
      entry('Dagmail', 'send_excel', 'https://excel.example.test/send/omzet', '3', 4),
    ];
    backOffice((path) => (path === 'getapis' ? json(entries) : path === 'send/excel/turnover' ? json({ message: 'Omzet per klant sent to admin@demo.test' }) : path.startsWith('https://excel.example.test/send') ? new Response('', { status: 200 }) : undefined));
    const open = vi.spyOn(window, 'open').mockImplementation(() => null);
    renderPage(<ApiEntriesPage kind="excel" />);

    fireEvent.click(await screen.findByRole('button', { name: 'Download Openstaande posten' }));
    await waitFor(() => expect(writes()).toHaveLength(1));
    expect(writes()[0]).toMatchObject({ method: 'GET', authorization: expect.stringMatching(/^Bearer /) });
    expect(writes()[0]!.url.pathname + writes()[0]!.url.search).toBe('/api/files/excel/openitems?finadmin=5');

    fireEvent.click(screen.getByRole('button', { name: 'Send Omzet per klant' }));
    await screen.findByText('Omzet per klant sent to admin@demo.test');
    expect(writes()[1]!.url.pathname + writes()[1]!.url.search).toBe('/api/send/excel/turnover?finadmin=1');

    fireEvent.click(screen.getByRole('button', { name: 'Download Dagomzet' }));
    await waitFor(() => expect(open).toHaveBeenCalledWith('https://excel.example.test/daily/omzet?finadmin=3', '_blank', 'noopener'));

    fireEvent.click(screen.getByRole('button', { name: 'Send Dagmail' }));
    await screen.findByText('Dagmail sent');
    expect(writes()).toHaveLength(3);
    expect(writes()[2]).toMatchObject({ method: 'GET', body: undefined, authorization: null });
    expect(writes()[2]!.url.href).toBe('https://excel.example.test/send/omzet?finadmin=3');
  });

  it('on a phone lists each entry as a card with its buttons; on a wider screen as a table row', async () => {
    backOffice((path) => (path === 'getapis' ? json([entry('Omzet per klant', 'send_excel', '/api/send/excel/turnover', '1', 1)]) : undefined));
    screenWidth(390);
    const phone = renderPage(<ApiEntriesPage kind="excel" />);
    const card = await screen.findByRole('listitem');
    expect(within(screen.getByRole('list', { name: 'Excel' })).getAllByRole('listitem')).toHaveLength(1);
    expect(within(card).getAllByText('Omzet per klant')).toHaveLength(2);
    expect(within(card).getByRole('button', { name: 'Send Omzet per klant' })).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    phone.unmount();

    screenWidth(1366);
    renderPage(<ApiEntriesPage kind="excel" />);
    const row = await screen.findByRole('row', { name: /Omzet per klant/ });
    expect(within(row).getByRole('button', { name: 'Send Omzet per klant' })).toBeTruthy();
    expect(screen.getByRole('table', { name: 'Excel' })).toBeTruthy();
  });

  it('gives every send_callcenter entry a send and a download, whatever else its type list names (spec part 2 §2, §7)', async () => {
    const entries = [entry('Callcenter VDP', 'send_callcenter', 'vdp', '1', 1), entry('Alleen download', 'download_callcenter', 'roobos', '8', 2)];
    backOffice((path) => (path === 'getapis' ? json(entries) : path === 'send/callcenter' ? json({ message: 'Callcenter VDP sent to callcenter@vdp.example' }) : undefined));
    const names = savedNames();
    renderPage(<ApiEntriesPage kind="callcenter" />);
    const calls = () => sent.filter((s) => s.url.pathname.endsWith('/callcenter'));
    fireEvent.click(await screen.findByRole('button', { name: 'Download Callcenter VDP' }));
    await waitFor(() => expect(calls()).toHaveLength(1));
    expect([calls()[0]!.method, calls()[0]!.url.pathname, query(calls()[0]!)]).toEqual(['GET', '/api/download/callcenter', { type: 'vdp' }]);
    await waitFor(() => expect(names).toEqual([`Callcenter-vdp-${dayjs().format('YYYY-MM-DD')}.xlsx`]));
    fireEvent.click(screen.getByRole('button', { name: 'Send Callcenter VDP' }));
    await screen.findByText('Callcenter VDP sent to callcenter@vdp.example');
    expect([calls()[1]!.url.pathname, query(calls()[1]!)]).toEqual(['/api/send/callcenter', { type: 'vdp' }]);
    // An entry without send_callcenter is not on the page.
    expect(screen.queryByText('Alleen download')).toBeNull();
  });
});
