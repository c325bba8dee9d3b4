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
import type { FieldSpec } from '../../resources/framework/fields';
import { FieldValue } from '../../resources/framework/show/FieldValue';
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

/** A text field of a declaration, shown as `display` (the cells a generated list draws). */
const field = (name: string, display: FieldSpec['display'], schema: FieldSpec['schema'] = { type: 'string' }): FieldSpec => ({ name, schema, display, required: false, input: 'text' });

// The debtor link, the delivery state icon and the generated lists' links are drawn in every row of the customer lists as plain elements
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

  it("draw a generated list's links as links: a declared route, a web address, an e-mail address; other text stays text", async () => {
    const row = { code: '104233', site: 'https://shop.example/a', bad: 'javascript:alert(1)', mail: 'info@jansen.example' };
    renderInApp(
      <>
        <FieldValue field={field('code', 'text', { type: 'string', 'x-link': '/icrm/customer/{code}' })} record={row} />
        <FieldValue field={field('site', 'link')} record={row} />
        <FieldValue field={field('bad', 'link')} record={row} />
        <FieldValue field={field('mail', 'email')} record={row} />
      </>,
    );
    const site = screen.getByRole('link', { name: 'https://shop.example/a' });
    expect([site.getAttribute('target'), site.getAttribute('rel')]).toEqual(['_blank', 'noopener noreferrer']);
    expect(screen.getByRole('link', { name: 'info@jansen.example' }).getAttribute('href')).toBe('mailto:info@jansen.example');
    expect(screen.queryByRole('link', { name: 'javascript:alert(1)' })).toBeNull();
    for (const link of screen.getAllByRole('link')) expect(colourOf(link)).toBe(FLORA_GREEN);
    fireEvent.click(screen.getByRole('link', { name: '104233' }));
    expect(await screen.findByRole('heading', { name: 'customer 104233' })).toBeTruthy();
  });
});
