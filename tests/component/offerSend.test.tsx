import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import { AdminContext, memoryStore, mergeTranslations } from 'react-admin';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { OfferCard } from '../../custom-pages/specialOffers/OfferCard';
import { dataProvider, invalidateArrays } from '../../dataProvider';
import { resourceDefinitions } from '../../resources';
import { messages as frameworkMessages } from '../../resources/framework/i18n/en';
import { specialOffers } from '../../resources/specialOffers';
import { messages } from '../../resources/specialOffers/i18n/en';
import { OFFER_MESSAGES, priceIn, type OfferProduct, type SpecialOffer } from '../../schemas/entities/specialOffer';

const i18nProvider = polyglotI18nProvider(() => mergeTranslations(englishMessages, frameworkMessages, messages), 'en', [{ locale: 'en', name: 'English' }], { allowMissing: true });
const slow = { timeout: 8000 };

const product: OfferProduct = {
  productNumber: '1001', partijNumber: 'P1001', text: 'Roos Avalanche', amount: 10, price: 1.5, photoUrl: '', artikelPhoto: '/img/1001_1.jpg',
  productLength: '60', allPrices: {},
};
const offer: SpecialOffer = {
  id: 7, version: 1, title: 'Weekaanbieding rozen', type: 'BESTEL', devisie: 'Bloemen', subLijst: '', productType: '4', listId: 321, companyId: 1,
  brevoId: '', groupCode: 101, templateId: '12', senderEmail: 'aanbod@company1.example', senderName: 'Verkoop', emailSubject: 'Rozen deze week',
  emailSubjectB: '', abTesting: false, absplitRule: '', abwinnerDelay: '', enabled: true, s_vink: false, sublijstProducts: false, maxProducts: 5,
  bestelDebiteur: '', connectionType: 'SQL', soapDebnr: '', soapPassword: '',
};
const CURRENCIES = [
  { code: 'EUR', koers: 100 },
  { code: 'GBP', koers: 84.65 },
];

interface Sent {
  method: string;
  path: string;
  body: any;
  key: string | null;
}
const requests: Sent[] = [];
let answer: (request: Sent) => Response | undefined;
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

beforeEach(() => {
  invalidateArrays();
  requests.length = 0;
  answer = () => undefined;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const request = {
        method: init?.method ?? 'GET',
        path: new URL(url, 'http://localhost').pathname.replace(/^\/api\//, ''),
        body: init?.body ? JSON.parse(String(init.body)) : undefined,
        key: new Headers(init?.headers).get('Idempotency-Key'),
      };
      requests.push(request);
      return answer(request) ?? json([]);
    }),
  );
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const sent = (path: string) => requests.filter((r) => r.path === path);

function renderCard() {
  render(
    <MemoryRouter>
      <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider} store={memoryStore()}>
        <OfferCard offer={{ ...offer, products: [product] }} canEdit={false} />
      </AdminContext>
    </MemoryRouter>,
  );
}

async function confirmSend() {
  fireEvent.click(screen.getByRole('button', { name: 'Create + Send' }));
  fireEvent.click(await screen.findByRole('button', { name: 'Confirm' }));
}

/** The send card (spec part 2 §4; issue 35 row 6b, issue 36 F) and the edit page (issue 35 row 6a, c, d) as the api sees them. */
describe('special offers in the browser', { timeout: 30_000 }, () => {
  it('sends the campaign with every price converted by getvalutas, each write with an Idempotency-Key of its own', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    answer = (r) => {
      if (r.path === 'specialoffer/getvalutas') return json(CURRENCIES);
      if (r.path === 'specialOffer/CreateCampaignPromo') return json({ status: 200, message: OFFER_MESSAGES.sent, campaignId: 1 });
      return undefined;
    };
    renderCard();
    await confirmSend();
    await waitFor(() => expect(sent('specialoffer/RemoveAndAddUsersToSendinblueList')).toHaveLength(1));
    // The progress steps (200 ms each) run on the fake clock.
    await vi.advanceTimersByTimeAsync(5000);
    await screen.findByText(OFFER_MESSAGES.sent, undefined, slow);

    const [campaign] = sent('specialOffer/CreateCampaignPromo');
    expect(campaign!.body.products).toEqual([{ ...product, allPrices: { EUR: priceIn(1.5, 100), GBP: priceIn(1.5, 84.65) } }]);
    expect(campaign!.body).toMatchObject({ id: 7, title: offer.title, listId: 321 });
    expect(requests.findIndex((r) => r.path === 'specialoffer/getvalutas')).toBeLessThan(requests.indexOf(campaign!));
    const keys = requests.filter((r) => r.method === 'POST').map((r) => r.key);
    expect(keys).toHaveLength(2);
    expect(keys.every((key) => key !== null && key.length > 0)).toBe(true);
    expect(new Set(keys).size).toBe(2);
  });

  it('says so when a send of the offer is running already (409)', async () => {
    answer = (r) => (r.method === 'POST' ? json({ message: OFFER_MESSAGES.alreadySending }, 409) : undefined);
    renderCard();
    await confirmSend();
    expect((await screen.findByRole('alert', undefined, slow)).textContent).toContain(messages.specialOffers.alreadySending);
    expect(sent('specialOffer/CreateCampaignPromo')).toEqual([]);
  });

  it('opens the edit page from the offer list, posts the offer itself for its products and users, and saves the group code as a number', async () => {
    let stored = offer;
    answer = (r) => {
      if (r.path === 'specialOffer/getspecialoffers') return json([{ ...offer, id: 8, title: 'Andere' }, stored]);
      if (r.path === 'specialOffer/GetProductsBySpecialOffer') return json([product]);
      if (r.path === 'specialoffer/getpartijmarkeringen') return json([{ name: 'Aanbieding', voorraad_id: 4, bestel_id: 4 }]);
      if (r.path === 'admin/getcompanies') return json([{ id: 1, name: 'VDP' }]);
      if (r.path === 'specialOffer/editSpecialOffer') return json((stored = { ...r.body, version: 2 }));
      return undefined;
    };
    const { pages } = resourceDefinitions([specialOffers()]);
    render(
      <MemoryRouter initialEntries={['/specialoffer/manage/7']}>
        <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider} store={memoryStore()}>
          <Routes>
            {pages.map((page) => (
              <Route key={page.path} path={page.path} element={page.element} />
            ))}
          </Routes>
        </AdminContext>
      </MemoryRouter>,
    );
    const subject = (await screen.findByLabelText(/^Subject\s*\*?$/, undefined, slow)) as HTMLInputElement;
    await waitFor(() => expect(subject.value).toBe(offer.emailSubject), slow);
    expect(requests.some((r) => r.path.startsWith('specialOffer/getspecialoffer/'))).toBe(false);
    await waitFor(() => expect(sent('specialOffer/GetProductsBySpecialOffer').map((r) => r.body)).toEqual([offer]), slow);
    await waitFor(() => expect(sent('specialOffer/GetUsersBySpecialOffer').map((r) => r.body)).toEqual([offer]), slow);

    fireEvent.change(screen.getByLabelText(/^Group code/), { target: { value: '205' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent('specialOffer/editSpecialOffer')).toHaveLength(1), slow);
    expect(sent('specialOffer/editSpecialOffer')[0]!.body).toMatchObject({ id: 7, version: 1, groupCode: 205, listId: 321 });
    // Saved, its products are asked again with the offer as saved (spec part 2 §7).
    await waitFor(() => expect(sent('specialOffer/GetProductsBySpecialOffer').at(-1)!.body).toMatchObject({ groupCode: 205, version: 2 }), slow);
  });
});
