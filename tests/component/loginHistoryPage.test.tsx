import { fireEvent, render, screen, within } from '@testing-library/react';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import { AdminContext, memoryStore, mergeTranslations } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { messages } from '../../custom-pages/profile/i18n/en';
import { LoginHistoryPage } from '../../custom-pages/profile/LoginHistoryPage';
import type { LoginHistoryRow } from '../../custom-pages/profile/loginHistory';
import { dataProvider, invalidateArrays } from '../../dataProvider';

const i18nProvider = polyglotI18nProvider(() => mergeTranslations(englishMessages, messages), 'en', [{ locale: 'en', name: 'English' }], { allowMissing: true });

/** 60 logins, a day apart. */
const logins: LoginHistoryRow[] = Array.from({ length: 60 }, (_, i) => ({
  extraInfo: 'successful',
  ip: `10.0.0.${i + 1}`,
  startDate: new Date(Date.UTC(2026, 0, 1 + i, 8)).toISOString(),
  city: 'Aalsmeer',
  zipcode: null,
  region: 'Noord-Holland',
  country: 'Netherlands',
  gpsLoc: null,
}));

afterEach(() => vi.unstubAllGlobals());

describe('login history', () => {
  it('shows 20 logins a page and offers the page sizes 5, 10, 20, 50, 100 and 500', async () => {
    invalidateArrays();
    vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify(logins), { status: 200, headers: { 'content-type': 'application/json' } })));
    render(
      <MemoryRouter>
        <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider} store={memoryStore()}>
          <LoginHistoryPage />
        </AdminContext>
      </MemoryRouter>,
    );
    await screen.findByText('10.0.0.60');
    const rows = () => screen.getAllByText(/^10\.0\.0\.\d+$/);
    expect(rows()).toHaveLength(20);
    fireEvent.mouseDown(screen.getByRole('combobox'));
    const options = within(screen.getByRole('listbox')).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['5', '10', '20', '50', '100', '500']);
    fireEvent.click(options[3]!);
    expect(rows()).toHaveLength(50);
  });
});
