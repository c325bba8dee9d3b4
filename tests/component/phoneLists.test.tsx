import { fireEvent, render, screen, within } from '@testing-library/react';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import type { ReactNode } from 'react';
import { AdminContext, memoryStore, mergeTranslations } from 'react-admin';
import { MemoryRouter, Route, Routes, useParams } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { messages as customerMessages } from '../../custom-pages/customer/i18n/en';
import { messages as profileMessages } from '../../custom-pages/profile/i18n/en';
import { LoginHistoryPage } from '../../custom-pages/profile/LoginHistoryPage';
import { loginDate, type LoginHistoryRow } from '../../custom-pages/profile/loginHistory';
import { messages as unpaidMessages } from '../../custom-pages/unpaid/i18n/en';
import { UnpaidPage } from '../../custom-pages/unpaid/UnpaidPage';
import { dataProvider, invalidateArrays } from '../../dataProvider';
import type { UnpaidRow } from '../../schemas/entities/unpaid';

const i18nProvider = polyglotI18nProvider(
  () => mergeTranslations(englishMessages, customerMessages, profileMessages, unpaidMessages),
  'en',
  [{ locale: 'en', name: 'English' }],
  { allowMissing: true },
);

const unpaid: UnpaidRow[] = [
  { levStop: true, debnr: '100200', name: 'Bloemenhuis Visser', maxDaysToPay: 14, lastUnpaid: '2026-10-01', unpaidTotal: 1234.5, closesIn: -3, isIncasso: false },
  { levStop: false, debnr: '100300', name: 'Kwekerij Vos', maxDaysToPay: 7, lastUnpaid: '2026-11-20', unpaidTotal: 99, closesIn: 4, isIncasso: false },
];
const logins: LoginHistoryRow[] = [
  { extraInfo: 'unsuccessful', ip: '10.0.0.9', startDate: '2026-11-20T08:15:00Z', city: 'Aalsmeer', zipcode: '1431', region: 'Noord-Holland', country: 'Netherlands', gpsLoc: null },
];

/** A screen as wide as `width`: MUI's media queries (react-admin's and ours) answer for that width. */
function screenWidth(width: number) {
  vi.stubGlobal('matchMedia', (query: string) => {
    const max = /max-width:\s*([\d.]+)px/.exec(query);
    const min = /min-width:\s*([\d.]+)px/.exec(query);
    const matches = (!max || width <= Number(max[1])) && (!min || width >= Number(min[1]));
    return { matches, media: query, onchange: null, addListener() {}, removeListener() {}, addEventListener() {}, removeEventListener() {}, dispatchEvent: () => false };
  });
}

function renderAt(width: number, answer: unknown, page: ReactNode) {
  screenWidth(width);
  invalidateArrays();
  vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify(answer), { status: 200, headers: { 'content-type': 'application/json' } })));
  render(
    <MemoryRouter>
      <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider} store={memoryStore()}>
        <Routes>
          <Route path="/" element={page} />
          <Route path="/icrm/customer/:debnr" element={<CustomerStandIn />} />
        </Routes>
      </AdminContext>
    </MemoryRouter>,
  );
}

/** Where a customer link leads: says which customer. */
function CustomerStandIn() {
  return <p>customer {useParams().debnr}</p>;
}

afterEach(() => vi.unstubAllGlobals());

describe('unpaid on a phone', () => {
  it('shows a line per customer, largest total first, a tap opening the customer, instead of the seven-column table', async () => {
    renderAt(390, unpaid, <UnpaidPage />);
    await screen.findByText('Bloemenhuis Visser');
    expect(screen.queryByRole('table')).toBeNull();
    const rows = screen.getAllByRole('button').filter((row) => row.closest('ul'));
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringMatching(/^Blocked for deliveryBloemenhuis Visser€\s1\.234,50100200 · last unpaid 01-10-2026 · max\. 14 days to pay · Closes in -3$/),
      expect.stringMatching(/^Can orderKwekerij Vos€\s99,00100300 · last unpaid 20-11-2026 · max\. 7 days to pay · Closes in 4$/),
    ]);
    fireEvent.click(rows[1]!);
    await screen.findByText('customer 100300');
  });

  it('keeps the table with its seven columns on a desktop', async () => {
    renderAt(1366, unpaid, <UnpaidPage />);
    const table = await screen.findByRole('table');
    const headers = within(table).getAllByRole('columnheader').map((cell) => cell.textContent);
    expect(headers).toEqual(['Delivery', 'Debtor number', 'Name', 'Max days to pay', 'Last unpaid', 'Unpaid total', 'Closes in']);
  });
});

describe('login history on a phone', () => {
  it('shows a line per login with its outcome, date, place, region, country and IP, instead of the table', async () => {
    renderAt(390, logins, <LoginHistoryPage />);
    const date = await screen.findByText(loginDate(logins[0]!.startDate));
    expect(screen.queryByRole('table')).toBeNull();
    const item = date.closest('li')!;
    expect(within(item).getByTitle('unsuccessful')).toBeTruthy();
    expect(item.textContent).toContain('Aalsmeer 1431 · Noord-Holland · Netherlands · 10.0.0.9');
  });
});
