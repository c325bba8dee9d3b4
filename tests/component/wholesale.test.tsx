import { fireEvent, render, screen } from '@testing-library/react';
import { invalidateArrays } from '../../dataProvider';
import { wholesaleCustomers } from '../../resources/wholesaleCustomers';
import { renderResource } from './renderResource';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import { AdminContext, memoryStore, mergeTranslations, Notification } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WholesaleCustomerForm } from '../../custom-pages/wholesale/form/WholesaleCustomerForm';
import { messages } from '../../custom-pages/wholesale/i18n/en';
import { dataProvider } from '../../dataProvider';
import type { WholesaleCustomer } from '../../schemas/entities/wholesale';
import { json, stubFetch } from './customerRender';

const i18nProvider = polyglotI18nProvider(() => mergeTranslations(englishMessages, messages), 'en', [{ locale: 'en', name: 'English' }]);
const slow = { timeout: 8000 };

const customer: WholesaleCustomer = {
  debnr: '104233',
  name: 'Bloemenhuis Jansen',
  password: 'k8pq2w',
  address: 'Dorpsstraat 1',
  zipcode: '1234 AB',
  city: 'Aalsmeer',
  email: 'info@jansen.example',
  contactEmails: [
    { rowNumber: 1, nieuweEmail: 'anne@jansen.example', oudeEmail: 'anne@jansen.example' },
    { rowNumber: 4, nieuweEmail: 'piet@jansen.example', oudeEmail: 'piet@jansen.example' },
  ],
  inetCheck: true,
  levStop: false,
  finDebnr: '104233',
  webshopLink: 'https://shop.vdp.example/login',
  phoneNumber: '',
  mobileNumber: '',
  branche: 'Bloemen',
  orderDays: { chartLabel: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'], timesOrdered: [1, 0, 2, 0, 3] },
  visits: [],
};

function renderForm(onSaved = vi.fn()) {
  render(
    <MemoryRouter>
      <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider} store={memoryStore()}>
        <WholesaleCustomerForm customer={customer} onSaved={onSaved} />
        <Notification />
      </AdminContext>
    </MemoryRouter>,
  );
  return onSaved;
}

const input = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const type = (label: string, value: string) => fireEvent.change(input(label), { target: { value } });

describe('the wholesale customer form', { timeout: 30_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('sends the form with stored rows marked deleted, new rows without a row number, and never a new row deleted before saving', async () => {
    const api = stubFetch(() => json({ result: 'UPDATEDSUCCESS' }));
    vi.stubGlobal('fetch', api.fetch);
    const onSaved = renderForm();
    fireEvent.click(screen.getByRole('button', { name: 'Add contact email' }));
    type('Contact email 3', 'dropped@jansen.example');
    fireEvent.click(screen.getByRole('button', { name: 'Delete contact email 3' }));
    expect(screen.queryByLabelText('Contact email 3')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Delete contact email 1' }));
    expect(input('Contact email 1').disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Add contact email' }));
    type('Contact email 3', 'kees@jansen.example');
    type('Company name', 'Bloemenhuis Jansen & Zn');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('UPDATEDSUCCESS', undefined, slow);
    expect(api.calls).toEqual([
      {
        method: 'POST',
        path: '/api/wholesale/savesubcode',
        body: {
          debnr: '104233',
          companyName: 'Bloemenhuis Jansen & Zn',
          webshopPassword: 'k8pq2w',
          inetCheck: true,
          emails: 'info@jansen.example',
          contacts: [
            { rowNumber: 1, nieuweEmail: 'anne@jansen.example', oudeEmail: 'anne@jansen.example', deleted: true },
            { rowNumber: 4, nieuweEmail: 'piet@jansen.example', oudeEmail: 'piet@jansen.example', deleted: false },
            { nieuweEmail: 'kees@jansen.example', deleted: false },
          ],
        },
      },
    ]);
    expect(onSaved).toHaveBeenCalledTimes(1);
  });

  it('calls nothing while a rule is broken, and saves once it is met', async () => {
    const api = stubFetch(() => json({ result: 'UPDATEDSUCCESS' }));
    vi.stubGlobal('fetch', api.fetch);
    renderForm();
    type('Company name', '');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Vul een bedrijfsnaam in');
    expect((screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement).disabled).toBe(true);
    type('Company name', 'Jansen');
    expect(screen.queryByText('Vul een bedrijfsnaam in')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('UPDATEDSUCCESS', undefined, slow);
    expect(api.calls).toHaveLength(1);
  });

  it('says UPDATEDFAILED and keeps the input when the api refuses', async () => {
    vi.stubGlobal('fetch', stubFetch(() => json({ message: 'Vul een bedrijfsnaam in', result: 'UPDATEDFAILED' }, 400)).fetch);
    const onSaved = renderForm();
    type('Webshop password', 'new-secret');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('UPDATEDFAILED', undefined, slow);
    expect(input('Webshop password').value).toBe('new-secret');
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('updates only the primary emails with their own button', async () => {
    const api = stubFetch(() => json({ result: 'UPDATEDSUCCESS' }));
    vi.stubGlobal('fetch', api.fetch);
    renderForm();
    type('Emails', 'a@jansen.example;b@jansen.example');
    fireEvent.click(screen.getByRole('button', { name: 'Update emails' }));
    await screen.findByText('UPDATEDSUCCESS', undefined, slow);
    expect(api.calls).toEqual([{ method: 'POST', path: '/api/wholesale/updateprimaryemail', body: { debnr: '104233', newPrimaryEmail: 'a@jansen.example;b@jansen.example' } }]);
  });
});

describe('the wholesale customers list', { timeout: 30_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it("lists the current group's customers from the spec's customer/getallcustomers, each linked to its wholesale page", async () => {
    invalidateArrays();
    const row = { debnr: '104233', name: 'Bloemenhuis Jansen', debnaam: 'Jansen', levStop: false, inetCheck: true, zipcode: '1234 AB', commercialType: '', city: 'Aalsmeer', phoneNumber: '', branche: 'Bloemen', email: 'info@jansen.example' };
    const api = stubFetch(() => json([row]));
    vi.stubGlobal('fetch', api.fetch);
    renderResource([wholesaleCustomers()], '/wholesale/Customers');
    const link = await screen.findByRole('link', { name: '104233' }, slow);
    expect(link.getAttribute('href')).toBe('/wholesale/customer/104233');
    // Besides the list's saved views (the generated list's menu).
    expect(api.calls.filter((c) => !c.path.startsWith('/api/view/'))).toEqual([{ method: 'GET', path: '/api/customer/getallcustomers', body: undefined }]);
  });
});
