import { fireEvent, render, screen } from '@testing-library/react';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import { AdminContext, memoryStore, mergeTranslations } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { messages } from '../../custom-pages/prelevement/i18n/en';
import { PrelevementPage } from '../../custom-pages/prelevement/PrelevementPage';
import { dataProvider, invalidateArrays } from '../../dataProvider';
import type { PrelevementDebtor } from '../../schemas/entities/prelevement';

const i18nProvider = polyglotI18nProvider(() => mergeTranslations(englishMessages, messages), 'en', [{ locale: 'en', name: 'English' }], { allowMissing: true });

const debtor: PrelevementDebtor = {
  name: 'Fleurs Martin', debnr: '125185', betaalTermijn: 7, bic: 'BNPAFRPPXXX', iban: 'FR7630004000031234567890143',
  invoices: [{ invoice: 2060900008, sumToPay: 141.5, invoiceDate: '2026-06-05', collectedOn: null }],
};

const requests: { path: string; body: any }[] = [];
const mails = [{ debnr: '125185', email: 'martin@example.test' }];
let sendAnswer: { status: number; body: unknown };
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

beforeEach(() => {
  // Friday 19 June 2026: the earliest collection is Monday the 22nd.
  vi.useFakeTimers({ toFake: ['Date'], now: new Date(2026, 5, 19, 10) });
  invalidateArrays();
  requests.length = 0;
  sendAnswer = { status: 201, body: mails };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const path = new URL(url, 'http://localhost').pathname.replace(/^\/api\//, '');
      requests.push({ path, body: init?.body ? JSON.parse(String(init.body)) : undefined });
      if (path === 'prelevement/SendPrelevement') return json(sendAnswer.body, sendAnswer.status);
      return json(path === 'prelevement/getprelevement' ? [debtor] : []);
    }),
  );
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

async function renderPage() {
  render(
    <MemoryRouter>
      <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider} store={memoryStore()}>
        <PrelevementPage />
      </AdminContext>
    </MemoryRouter>,
  );
  fireEvent.click(await screen.findByRole('checkbox', { name: /^2060900008/ }));
}

describe('prelevement page', () => {
  it('starts at the earliest collection date and refuses earlier or impossible ones on the date input', async () => {
    await renderPage();
    const date = screen.getByLabelText('Collection date') as HTMLInputElement;
    expect(date.value).toBe('2026-06-22');
    const send = screen.getByRole('button', { name: 'Send mail' });
    expect(send.hasAttribute('disabled')).toBe(false);

    fireEvent.change(date, { target: { value: '2026-06-19' } });
    expect(screen.getByText('SEPA collects on 22-06-2026 at the earliest')).toBeTruthy();
    expect(date.getAttribute('aria-invalid')).toBe('true');
    expect(send.hasAttribute('disabled')).toBe(true);

    fireEvent.change(date, { target: { value: '' } });
    expect(screen.getByText('Enter a valid date')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'XML' }).hasAttribute('disabled')).toBe(true);
  });

  it("sends the spec's list of debtors and counts the mails of a 201 answer", async () => {
    await renderPage();
    fireEvent.click(screen.getByRole('button', { name: 'Send mail' }));
    expect(await screen.findByText('1 mail sent')).toBeTruthy();
    const [sent] = requests.filter((r) => r.path === 'prelevement/SendPrelevement');
    expect(sent!.body).toEqual([expect.objectContaining({ debnr: '125185', prelevementDate: '2026-06-22', toPay: 141.5, invoices: [expect.objectContaining({ invoice: 2060900008 })] })]);
  });

  it('counts no mail when the answer is not a 201', async () => {
    sendAnswer = { status: 200, body: mails };
    await renderPage();
    fireEvent.click(screen.getByRole('button', { name: 'Send mail' }));
    expect(await screen.findByText('0 mails sent')).toBeTruthy();
  });
});
