import { render } from '@testing-library/react';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import type { ReactNode } from 'react';
import { AdminContext, memoryStore, mergeTranslations, Notification, RecordContextProvider } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { messages } from '../../custom-pages/customer/i18n/en';
import type { CustomerRecord } from '../../custom-pages/customer/customerRecord';
import { dataProvider } from '../../dataProvider';
import { tenantStore } from '../../dataProvider/tenantStore';
import { tokenStore } from '../../dataProvider/tokenStore';
import { unsignedToken } from './unsignedToken';

const i18nProvider = polyglotI18nProvider(() => mergeTranslations(englishMessages, messages), 'en', [{ locale: 'en', name: 'English' }]);

/** A customer as customer/getcustomer sends it, with the record id the page adds. */
export function customerRecord(changes: Partial<CustomerRecord> = {}): CustomerRecord {
  return {
    id: '104233',
    debnr: '104233',
    name: 'Bloemenhuis Jansen',
    debnaam: 'Bloemenhuis Jansen BV',
    password: 'k8pq2w',
    address: 'Dorpsstraat 1',
    zipcode: '1234 AB',
    city: 'Aalsmeer',
    country: 'nl',
    owner: 'Jan Jansen',
    email: 'info@jansen.example',
    phoneNumber: '+31 20 123 4567',
    mobileNumber: '',
    branche: 'Bloemen',
    btwNumber: 'NL001234567B01',
    btwOk: true,
    kvk: '12345678',
    transTxt: 'Route 4 ochtend',
    accountManager: 'Sam Sales',
    accountManagerCode: 'SS',
    creationDate: '2020-03-01',
    created: '2020-03-01',
    kostprijsDebiteur: 0,
    financielType: 'Normaal',
    commercialType: 'Florist',
    betaalConditie: '14 dagen netto',
    bettermijn: 14,
    koopLimiet: 5000,
    kreditLimiet: 2500,
    debTxt: '',
    credit: 0,
    factTotaal: 0,
    verkoopBedrag: 0,
    levStop: false,
    inetCheck: true,
    finDebnr: '104233',
    amountInFinDebnr: 1,
    webshopLink: 'https://shop.vdp.example/login',
    siteId: 1,
    companyId: 1,
    inactive: false,
    fctdat: null,
    creditScore: 3,
    riskOfLeaving: 40,
    ...changes,
  };
}

/**
 * Signs in a user of the customer's company: a token with the spec's claims only, and the tenant kept
 * as the app keeps it after login (the customer is in the user's current group).
 */
function signInAtCompanyOf(customer: CustomerRecord) {
  const scope = { azureId: '6f1c2b9e-0000-4000-8000-000000000001', groupCode: '101' };
  tokenStore.set({ accessToken: unsignedToken({ ...scope, roles: ['iCRMBasis'], exp: Math.floor(Date.now() / 1000) + 3600 }), refreshToken: 'refresh' });
  tenantStore.set(scope, customer.companyId);
}

/** Renders part of the customer page for a customer, over the real data provider (stub `fetch`), with notifications. */
export function renderForCustomer(customer: CustomerRecord, children: ReactNode) {
  signInAtCompanyOf(customer);
  return render(
    <MemoryRouter>
      <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider} store={memoryStore()}>
        <RecordContextProvider value={customer}>{children}</RecordContextProvider>
        <Notification />
      </AdminContext>
    </MemoryRouter>,
  );
}

/** A fetch stub answering each call with `answer(method, path)`, recording the calls. */
export function stubFetch(answer: (method: string, path: string, body: unknown) => Response) {
  const calls: { method: string; path: string; body: unknown }[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    const body = init?.body ? JSON.parse(String(init.body)) : undefined;
    calls.push({ method, path: url.pathname + url.search, body });
    return answer(method, url.pathname, body);
  };
  return { fetch, calls };
}

export const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
