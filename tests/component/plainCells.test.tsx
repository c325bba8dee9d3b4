import { createTheme, ThemeProvider } from '@mui/material/styles';
import { fireEvent, render, screen } from '@testing-library/react';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import type { ReactNode } from 'react';
import { AdminContext, memoryStore, mergeTranslations } from 'react-admin';
import { MemoryRouter, Route, Routes, useParams } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { theme } from '../../app/theme';
import { messages } from '../../custom-pages/customer/i18n/en';
import { CustomerLink } from '../../ui/cells/CustomerLink';
import { CustomerStateIcon } from '../../ui/cells/CustomerStateIcon';

const i18nProvider = polyglotI18nProvider(() => mergeTranslations(englishMessages, messages), 'en', [{ locale: 'en', name: 'English' }]);

function CustomerPage() {
  return <h1>customer {useParams().debnr}</h1>;
}

function renderInApp(children: ReactNode) {
  render(
    <MemoryRouter>
      <AdminContext theme={theme} i18nProvider={i18nProvider} store={memoryStore()}>
        <Routes>
          <Route path="/" element={children} />
          <Route path="/icrm/customer/:debnr" element={<CustomerPage />} />
        </Routes>
      </AdminContext>
    </MemoryRouter>,
  );
}

const colourOf = (element: Element) => getComputedStyle(element).color;
const FLORA_GREEN = 'rgb(46, 107, 63)';

// The debtor link and the delivery state icon are drawn in every row of the customer lists as plain elements
// with one style rule per theme (ui/themeClass.ts), not as MUI's styled components: they look and act as those did.
describe('the cells drawn in every row of a customer list', () => {
  it("link a debtor number to its customer page, underlined in the theme's primary colour", async () => {
    renderInApp(
      <>
        <CustomerLink debnr="104233" />
        <CustomerLink debnr="104234" />
      </>,
    );
    const link = screen.getByRole('link', { name: '104233' });
    expect(link.getAttribute('href')).toBe('/icrm/customer/104233');
    expect(colourOf(link)).toBe(FLORA_GREEN);
    expect(getComputedStyle(link).textDecoration).toContain('underline');
    expect(getComputedStyle(link).whiteSpace).toBe('nowrap');
    fireEvent.click(link);
    expect(await screen.findByRole('heading', { name: 'customer 104233' })).toBeTruthy();
  });

  it('take the colours of the part of the page they are drawn in', () => {
    // The app theme's rule was dropped with the sheet after the last test (as the setup does): it comes back.
    renderInApp(
      <>
        <CustomerLink debnr="104233" />
        <ThemeProvider theme={createTheme({ palette: { primary: { main: '#1f5a85' } } })}>
          <CustomerLink debnr="104234" />
        </ThemeProvider>
      </>,
    );
    expect(colourOf(screen.getByRole('link', { name: '104233' }))).toBe(FLORA_GREEN);
    expect(colourOf(screen.getByRole('link', { name: '104234' }))).toBe('rgb(31, 90, 133)');
  });

  it('name the delivery state for screen readers and colour it: red lock, green cart, grey no-webshop sign', () => {
    renderInApp(
      <>
        <CustomerStateIcon customer={{ inetCheck: true, levStop: true }} fontSize="small" />
        <CustomerStateIcon customer={{ inetCheck: true, levStop: false }} fontSize="small" />
        <CustomerStateIcon customer={{ inetCheck: false, levStop: false }} />
      </>,
    );
    const lock = screen.getByRole('img', { name: 'Blocked for delivery' });
    expect(colourOf(lock)).toBe('rgb(198, 40, 40)');
    expect(colourOf(screen.getByRole('img', { name: 'Can order' }))).toBe('rgb(46, 125, 50)');
    expect(colourOf(screen.getByRole('img', { name: 'No webshop access' }))).toBe('rgba(0, 0, 0, 0.54)');
    expect(getComputedStyle(lock).fontSize).toBe('1.25rem');
    expect(getComputedStyle(screen.getByRole('img', { name: 'No webshop access' })).fontSize).toBe('1.5rem');
  });
});
